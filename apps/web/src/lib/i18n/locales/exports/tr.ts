import type { ExportsText } from "./en.ts";

export const trExports: ExportsText = {
  group: "Dışa aktar",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "CSV olarak dışa aktar", xlsx: "XLSX (Excel) olarak dışa aktar" },
  exporting: "Dışa aktarılıyor…",
  disabledTrial: "Deneme süresince (beta) veri dışa aktarma desteklenmez.",
  upgrade: "Verilerinizi dışa aktarmak için yükseltin",
  failed: "Dışa aktarma başarısız oldu: {{detail}}",
  labels: {
    open: "Etiket yazdır",
    title: "Varlık etiketlerini yazdır",
    format: "Etiket biçimi",
    formats: {
      "avery-l7651": "Avery L7651 — A4, sayfa başına 65 (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, sayfa başına 30 (2⅝ × 1 inç)",
      "roll-57x32": "Etiket rulosu — her seferinde bir 57 × 32 mm etiket",
    },
    scope: "Hangi varlıklar",
    selected: "Seçili varlıklar ({{count}})",
    matching: "Geçerli filtrelere uyan tüm varlıklar",
    limit: "Bir seferde en fazla {{limit}} etiket.",
    print: "PDF indir",
    cancel: "İptal",
    printing: "Etiketler hazırlanıyor…",
    failed: "Etiketler oluşturulamadı: {{detail}}",
  },
};
