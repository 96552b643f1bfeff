import type { ExportsText } from "./en.ts";

export const daExports: ExportsText = {
  group: "Eksportér",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Eksportér som CSV", xlsx: "Eksportér som XLSX (Excel)" },
  exporting: "Eksporterer…",
  disabledTrial: "Dataeksport understøttes ikke i prøveperioden (beta).",
  upgrade: "Opgrader for at eksportere dine data",
  failed: "Eksporten mislykkedes: {{detail}}",
  labels: {
    open: "Udskriv etiketter",
    title: "Udskriv aktivetiketter",
    format: "Etiketformat",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 pr. ark (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, 30 pr. ark (2⅝ × 1 tomme)",
      "roll-57x32": "Etiketrulle — én etiket på 57 × 32 mm ad gangen",
    },
    scope: "Hvilke aktiver",
    selected: "Valgte aktiver ({{count}})",
    matching: "Alle aktiver, der matcher de aktuelle filtre",
    limit: "Højst {{limit}} etiketter ad gangen.",
    print: "Hent PDF",
    cancel: "Annuller",
    printing: "Laver etiketterne…",
    failed: "Etiketterne kunne ikke laves: {{detail}}",
  },
};
