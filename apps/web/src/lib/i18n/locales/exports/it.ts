import type { ExportsText } from "./en.ts";

export const itExports: ExportsText = {
  group: "Esporta",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Esporta in CSV", xlsx: "Esporta in XLSX (Excel)" },
  exporting: "Esportazione in corso…",
  disabledTrial: "L’esportazione dei dati non è supportata durante la prova (beta).",
  upgrade: "Passa al piano a pagamento per esportare i tuoi dati",
  failed: "Esportazione non riuscita: {{detail}}",
  labels: {
    open: "Stampa etichette",
    title: "Stampa etichette dei beni",
    format: "Formato etichetta",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 per foglio (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, 30 per foglio (2⅝ × 1 in)",
      "roll-57x32": "Rotolo di etichette — un’etichetta 57 × 32 mm alla volta",
    },
    scope: "Quali beni",
    selected: "Beni selezionati ({{count}})",
    matching: "Tutti i beni che corrispondono ai filtri attuali",
    limit: "Al massimo {{limit}} etichette alla volta.",
    print: "Scarica PDF",
    cancel: "Annulla",
    printing: "Creazione delle etichette…",
    failed: "Impossibile creare le etichette: {{detail}}",
  },
};
