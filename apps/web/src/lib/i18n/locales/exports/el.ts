import type { ExportsText } from "./en.ts";

export const elExports: ExportsText = {
  group: "Εξαγωγή",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Εξαγωγή ως CSV", xlsx: "Εξαγωγή ως XLSX (Excel)" },
  exporting: "Γίνεται εξαγωγή…",
  disabledTrial: "Η εξαγωγή δεδομένων δεν υποστηρίζεται κατά τη δοκιμαστική περίοδο (beta).",
  upgrade: "Αναβαθμίστε για να εξαγάγετε τα δεδομένα σας",
  failed: "Η εξαγωγή απέτυχε: {{detail}}",
  labels: {
    open: "Εκτύπωση ετικετών",
    title: "Εκτύπωση ετικετών παγίων",
    format: "Μορφή ετικέτας",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 ανά φύλλο (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, 30 ανά φύλλο (2⅝ × 1 ίντσα)",
      "roll-57x32": "Ρολό ετικετών — μία ετικέτα 57 × 32 mm κάθε φορά",
    },
    scope: "Ποια πάγια",
    selected: "Επιλεγμένα πάγια ({{count}})",
    matching: "Όλα τα πάγια που ταιριάζουν στα τρέχοντα φίλτρα",
    limit: "Έως {{limit}} ετικέτες κάθε φορά.",
    print: "Λήψη PDF",
    cancel: "Ακύρωση",
    printing: "Δημιουργία ετικετών…",
    failed: "Δεν ήταν δυνατή η δημιουργία των ετικετών: {{detail}}",
  },
};
