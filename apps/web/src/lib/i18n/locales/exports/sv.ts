import type { ExportsText } from "./en.ts";

export const svExports: ExportsText = {
  group: "Exportera",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Exportera som CSV", xlsx: "Exportera som XLSX (Excel)" },
  exporting: "Exporterar…",
  disabledTrial: "Dataexport stöds inte under provperioden (beta).",
  upgrade: "Uppgradera för att exportera dina data",
  failed: "Exporten misslyckades: {{detail}}",
  labels: {
    open: "Skriv ut etiketter",
    title: "Skriv ut tillgångsetiketter",
    format: "Etikettformat",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 per ark (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, 30 per ark (2⅝ × 1 tum)",
      "roll-57x32": "Etikettrulle — en etikett på 57 × 32 mm åt gången",
    },
    scope: "Vilka tillgångar",
    selected: "Valda tillgångar ({{count}})",
    matching: "Alla tillgångar som matchar de aktuella filtren",
    limit: "Högst {{limit}} etiketter åt gången.",
    print: "Ladda ned PDF",
    cancel: "Avbryt",
    printing: "Skapar etiketterna…",
    failed: "Etiketterna kunde inte skapas: {{detail}}",
  },
};
