import type { ExportsText } from "./en.ts";

export const frExports: ExportsText = {
  group: "Exporter",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Exporter en CSV", xlsx: "Exporter en XLSX (Excel)" },
  exporting: "Export en cours…",
  disabledTrial: "L’export des données n’est pas disponible pendant l’essai (bêta).",
  upgrade: "Passez à l’offre payante pour exporter vos données",
  failed: "L’export a échoué : {{detail}}",
  labels: {
    open: "Imprimer des étiquettes",
    title: "Imprimer des étiquettes d’actifs",
    format: "Format d’étiquette",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 par planche (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, 30 par planche (2⅝ × 1 po)",
      "roll-57x32": "Rouleau d’étiquettes — une étiquette de 57 × 32 mm à la fois",
    },
    scope: "Quels actifs",
    selected: "Actifs sélectionnés ({{count}})",
    matching: "Tous les actifs correspondant aux filtres actuels",
    limit: "Au plus {{limit}} étiquettes à la fois.",
    print: "Télécharger le PDF",
    cancel: "Annuler",
    printing: "Création des étiquettes…",
    failed: "Les étiquettes n’ont pas pu être créées : {{detail}}",
  },
};
