import type { ExportsText } from "./en.ts";

export const huExports: ExportsText = {
  group: "Exportálás",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Exportálás CSV-be", xlsx: "Exportálás XLSX-be (Excel)" },
  exporting: "Exportálás…",
  disabledTrial: "Az adatexportálás a próbaidőszak (béta) alatt nem támogatott.",
  upgrade: "Váltson előfizetésre az adatok exportálásához",
  failed: "Az exportálás nem sikerült: {{detail}}",
  labels: {
    open: "Címkék nyomtatása",
    title: "Eszközcímkék nyomtatása",
    format: "Címkeformátum",
    formats: {
      "avery-l7651": "Avery L7651 — A4, laponként 65 (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, laponként 30 (2⅝ × 1 hüvelyk)",
      "roll-57x32": "Címketekercs — egyszerre egy 57 × 32 mm-es címke",
    },
    scope: "Mely eszközök",
    selected: "Kijelölt eszközök ({{count}})",
    matching: "Minden eszköz, amely megfelel a jelenlegi szűrőknek",
    limit: "Egyszerre legfeljebb {{limit}} címke.",
    print: "PDF letöltése",
    cancel: "Mégse",
    printing: "A címkék készülnek…",
    failed: "A címkéket nem sikerült elkészíteni: {{detail}}",
  },
};
