import type { ExportsText } from "./en.ts";

export const deExports: ExportsText = {
  group: "Exportieren",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Als CSV exportieren", xlsx: "Als XLSX (Excel) exportieren" },
  exporting: "Wird exportiert …",
  disabledTrial: "Der Datenexport wird während der Testphase (Beta) nicht unterstützt.",
  upgrade: "Upgraden, um Ihre Daten zu exportieren",
  failed: "Der Export ist fehlgeschlagen: {{detail}}",
  labels: {
    open: "Etiketten drucken",
    title: "Asset-Etiketten drucken",
    format: "Etikettenformat",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 pro Bogen (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, 30 pro Bogen (2⅝ × 1 Zoll)",
      "roll-57x32": "Etikettenrolle — je ein Etikett 57 × 32 mm",
    },
    scope: "Welche Assets",
    selected: "Ausgewählte Assets ({{count}})",
    matching: "Alle Assets, die den aktuellen Filtern entsprechen",
    limit: "Höchstens {{limit}} Etiketten auf einmal.",
    print: "PDF herunterladen",
    cancel: "Abbrechen",
    printing: "Etiketten werden erstellt …",
    failed: "Die Etiketten konnten nicht erstellt werden: {{detail}}",
  },
};
