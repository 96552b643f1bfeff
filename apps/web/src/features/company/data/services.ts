export type Service = {
  id: string;
  name: string;
  summary: string;
  points: readonly string[];
  /** Internal page with more detail, when there is one. */
  to?: string;
};

export const productServices: readonly Service[] = [
  {
    id: "inventory",
    name: "Asset inventory",
    summary: "One record per laptop, phone, server and accessory, kept current by your MDM and your team.",
    points: [
      "Serial number, model, purchase date, warranty and cost on every record",
      "Automatic sync from Intune, Jamf, Google Workspace and Kandji every 15 minutes",
      "Duplicate detection by serial number and hardware hash",
    ],
  },
  {
    id: "security",
    name: "Device security monitoring",
    summary: "See which devices are unencrypted, unpatched, unlocked or unprotected, and fix them first.",
    points: [
      "Four checks on every managed device, explained in plain language",
      "Policies per device group with your own thresholds",
      "Weekly posture e-mail and alerts to Slack or Microsoft Teams",
    ],
    to: "/page-service-detail",
  },
  {
    id: "licences",
    name: "Licence tracking",
    summary: "Know how many seats you pay for, how many are assigned and when each contract renews.",
    points: [
      "Seat, device and subscription licences with cost per seat",
      "Renewal reminders 90, 30 and 7 days ahead",
      "Unused seats highlighted before every renewal",
    ],
  },
  {
    id: "lifecycle",
    name: "Lifecycle management",
    summary: "Plan purchases, replacements and retirements from one calendar instead of a spreadsheet.",
    points: [
      "Replacement forecast by age, warranty end and budget",
      "Retirement workflow with wipe confirmation and disposal certificate",
      "Full history of owners, locations and repairs",
    ],
  },
];

export const professionalServices: readonly Service[] = [
  {
    id: "migration",
    name: "Migration from spreadsheets and other tools",
    summary:
      "We map your columns, clean duplicates and import your history from Excel, Snipe-IT, GLPI or Shelf. Typical project: 5 business days for up to 5,000 assets.",
    points: [
      "Field mapping workshop (60 minutes)",
      "Test import into a sandbox you can check",
      "Final import with a reconciliation report",
    ],
  },
  {
    id: "rollout",
    name: "Guided rollout",
    summary:
      "A customer success manager plans your first 30 days with you: connectors, locations, policies and the first posture review.",
    points: ["Kick-off and weekly 30-minute check-ins", "Policy templates for ISO 27001 and Cyber Essentials", "Admin training for up to 10 people"],
  },
  {
    id: "audit",
    name: "Audit readiness review",
    summary:
      "Before an ISO 27001, SOC 2 or NIS2 audit, we review your asset register and posture reports against the controls auditors ask about.",
    points: ["Gap list mapped to Annex A controls", "Evidence pack you can hand to the auditor", "Follow-up review after 30 days"],
  },
];
