export type Release = {
  version: string;
  /** ISO date of the release. */
  date: string;
  headline: string;
  added: readonly string[];
  changed: readonly string[];
  fixed: readonly string[];
};

export const releases: readonly Release[] = [
  {
    version: "2026.11",
    date: "2026-11-10",
    headline: "Licence renewals you can plan for",
    added: [
      "Licence renewal calendar with the total spend due per month for the next 12 months.",
      "\"Unused for 60 days\" filter on licence seats, fed by Google Workspace and Microsoft 365 sign-in data.",
      "Kandji connector now reports screen lock timeout for Macs and iPads.",
    ],
    changed: [
      "The weekly posture e-mail lists at most ten devices per check and links to the full list, so it stays readable for large fleets.",
      "CSV import accepts files up to 20 MB (was 10 MB).",
    ],
    fixed: [
      "Devices with a serial number in lower case were sometimes imported twice from Jamf Pro.",
      "The check-out dialog lost the chosen due date when the borrower's name was changed.",
    ],
  },
  {
    version: "2026.10",
    date: "2026-10-13",
    headline: "Right-to-left and thirteen more languages",
    added: [
      "Interface translations for Arabic, Chinese, Danish, French, Greek, Hungarian, Italian, Polish, Portuguese, Russian, Spanish, Swedish and Turkish, next to English, German and Japanese.",
      "Right-to-left layout, switchable in the appearance settings and applied automatically for Arabic.",
      "Dark sidebar option for the light theme.",
    ],
    changed: [
      "The appearance settings remember their values per browser and apply them before the first paint, so there is no flash of the wrong theme.",
    ],
    fixed: [
      "Dates in exported PDF reports used the US format regardless of the chosen language.",
      "Keyboard focus was not visible on the theme switch in dark mode.",
    ],
  },
  {
    version: "2026.09",
    date: "2026-09-15",
    headline: "Policies per device group",
    added: [
      "Security posture policies with their own thresholds per device group, tag or location.",
      "Alerts to Microsoft Teams channels, next to e-mail, Slack and webhooks.",
      "Endpoint protection detection for Sophos Intercept X through Intune.",
    ],
    changed: [
      "When several policies apply to a device, the strictest one now wins, and the device page shows which policy that is.",
    ],
    fixed: [
      "Windows devices on 24H2 were reported as unpatched for a day after Patch Tuesday even when up to date.",
      "Posture history charts skipped days without changes instead of carrying the last value forward.",
    ],
  },
  {
    version: "2026.08",
    date: "2026-08-11",
    headline: "Retire with confidence",
    added: [
      "Retirement workflow with wipe through MDM, disposal record and certificate upload.",
      "Lost and stolen reasons that keep the device visible in audit reports.",
    ],
    changed: [
      "Retired devices stop counting towards billing on the day they are retired instead of at the end of the month.",
    ],
    fixed: [
      "Remote wipe confirmation from Intune was not shown when the device had been renamed since the last sync.",
    ],
  },
  {
    version: "2026.07",
    date: "2026-07-14",
    headline: "Faster imports and a cleaner device page",
    added: [
      "Column mapping presets for exports from Snipe-IT, GLPI and Shelf.",
      "Custom fields of type date, number and single choice.",
    ],
    changed: [
      "The device page shows owner, posture and warranty above the fold; the full history moved to its own tab.",
      "CSV imports of 10,000 rows finish about four times faster.",
    ],
    fixed: [
      "Purchase costs with a comma as decimal separator were read as thousands in German-formatted files.",
      "The import preview did not show errors for rows after the first 500.",
    ],
  },
  {
    version: "2026.06",
    date: "2026-06-16",
    headline: "Loan pools and reminders",
    added: [
      "Check-out with due dates, reminder e-mails the day before, and a daily overdue list.",
      "Condition notes on check-out and check-in, kept in the device history.",
    ],
    changed: ["Locations can be nested, for example Building A → Floor 3 → Loan cupboard."],
    fixed: [
      "Assigning a device to a person who had just been invited showed an error until the page was reloaded.",
    ],
  },
  {
    version: "2026.05",
    date: "2026-05-12",
    headline: "Google Workspace and ChromeOS",
    added: [
      "Google Workspace connector for ChromeOS and Android devices.",
      "Screen lock check for Android devices managed through Google Workspace.",
    ],
    changed: ["Connector credentials are now encrypted with a key per workspace."],
    fixed: [
      "Jamf Pro syncs stopped silently when the API client's token expired; they now renew it and report failures on the connector page.",
    ],
  },
  {
    version: "2026.04",
    date: "2026-04-14",
    headline: "Free 90-day trial opens in beta",
    added: [
      "Free 90-day trial with its own workspace at yourapp.fleetward.com.",
      "Trial status on the profile: waiting for approval, deploying, active with expiry date.",
      "Reminder e-mails 14 days and 3 days before a trial ends.",
    ],
    changed: [
      "Sign-up asks only for username, e-mail and password; company details are collected when you request the trial.",
    ],
    fixed: ["Password reset links opened in a new tab lost the reset token on some mobile browsers."],
  },
];
