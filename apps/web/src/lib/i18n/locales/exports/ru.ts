import type { ExportsText } from "./en.ts";

export const ruExports: ExportsText = {
  group: "Экспорт",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Экспортировать в CSV", xlsx: "Экспортировать в XLSX (Excel)" },
  exporting: "Экспорт…",
  disabledTrial: "Экспорт данных не поддерживается во время пробного периода (бета).",
  upgrade: "Перейдите на платный тариф, чтобы экспортировать данные",
  failed: "Экспорт не удался: {{detail}}",
  labels: {
    open: "Печать этикеток",
    title: "Печать этикеток активов",
    format: "Формат этикеток",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 на листе (38,1 × 21,2 мм)",
      "avery-5160": "Avery 5160 — US Letter, 30 на листе (2⅝ × 1 дюйм)",
      "roll-57x32": "Рулон этикеток — по одной этикетке 57 × 32 мм",
    },
    scope: "Какие активы",
    selected: "Выбранные активы ({{count}})",
    matching: "Все активы, подходящие под текущие фильтры",
    limit: "Не больше {{limit}} этикеток за раз.",
    print: "Скачать PDF",
    cancel: "Отмена",
    printing: "Создание этикеток…",
    failed: "Не удалось создать этикетки: {{detail}}",
  },
};
