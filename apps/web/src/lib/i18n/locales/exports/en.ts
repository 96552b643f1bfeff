/** Exports (CSV, XLSX) of the workspace's lists and printable asset labels. */
export const enExports = {
  group: "Export",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Export as CSV", xlsx: "Export as XLSX (Excel)" },
  exporting: "Exporting…",
  disabledTrial: "Data export is not supported during the trial (beta).",
  upgrade: "Upgrade to export your data",
  failed: "The export failed: {{detail}}",
  labels: {
    open: "Print labels",
    title: "Print asset labels",
    format: "Label format",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 per sheet (38.1 × 21.2 mm)",
      "avery-5160": "Avery 5160 — US Letter, 30 per sheet (2⅝ × 1 in)",
      "roll-57x32": "Label roll — one 57 × 32 mm label at a time",
    },
    scope: "Which assets",
    selected: "Selected assets ({{count}})",
    matching: "All assets matching the current filters",
    limit: "At most {{limit}} labels at a time.",
    print: "Download PDF",
    cancel: "Cancel",
    printing: "Making the labels…",
    failed: "The labels could not be made: {{detail}}",
  },
};

export type ExportsText = typeof enExports;
