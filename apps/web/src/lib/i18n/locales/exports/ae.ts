import type { ExportsText } from "./en.ts";

export const aeExports: ExportsText = {
  group: "تصدير",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "تصدير بصيغة CSV", xlsx: "تصدير بصيغة XLSX (Excel)" },
  exporting: "جارٍ التصدير…",
  disabledTrial: "تصدير البيانات غير مدعوم خلال الفترة التجريبية (نسخة تجريبية).",
  upgrade: "قم بالترقية لتصدير بياناتك",
  failed: "فشل التصدير: {{detail}}",
  labels: {
    open: "طباعة الملصقات",
    title: "طباعة ملصقات الأصول",
    format: "تنسيق الملصق",
    formats: {
      "avery-l7651": "Avery L7651 — ‏A4، ‏65 ملصقًا في الورقة (38.1 × 21.2 مم)",
      "avery-5160": "Avery 5160 — ‏US Letter، ‏30 ملصقًا في الورقة (2⅝ × 1 بوصة)",
      "roll-57x32": "لفافة ملصقات — ملصق واحد بمقاس 57 × 32 مم في كل مرة",
    },
    scope: "أي الأصول",
    selected: "الأصول المحددة ({{count}})",
    matching: "كل الأصول المطابقة لعوامل التصفية الحالية",
    limit: "{{limit}} ملصق كحد أقصى في المرة الواحدة.",
    print: "تنزيل PDF",
    cancel: "إلغاء",
    printing: "جارٍ إنشاء الملصقات…",
    failed: "تعذّر إنشاء الملصقات: {{detail}}",
  },
};
