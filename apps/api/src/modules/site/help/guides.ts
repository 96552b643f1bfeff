/** How-to guides for /helpcenter-guides, seeded into help_guides (moved from the web app). */
export type Guide = {
  id: string;
  /** A help category slug (see helpCategorySources). */
  category: string;
  title: string;
  summary: string;
  minutes: number;
  audience: string;
  steps: readonly string[];
  tip: string;
};

export const guides: readonly Guide[] = [
  {
    id: "import-devices-csv",
    category: "devices",
    title: "Import devices from a CSV",
    summary:
      "Bring an existing spreadsheet of laptops, phones and monitors into Fleetward in one go.",
    minutes: 15,
    audience: "Administrators",
    steps: [
      "Export your spreadsheet as CSV in UTF-8. Put one device per row and the column names in the first row.",
      "Make sure every row has a serial number. Model, purchase date (YYYY-MM-DD), cost, location and the owner's work e-mail are optional but recommended.",
      "In your workspace, open Devices → Import and drop the file in. Files up to 20 MB or 50,000 rows are accepted.",
      "Map each column to a Fleetward field. Unmapped columns can become custom fields or be skipped.",
      "Review the preview: rows with errors are listed with the reason, for example an unknown location or a date in the wrong format.",
      "Choose Import. Existing devices with the same serial number are updated, not duplicated, and you get a summary e-mail when it finishes.",
    ],
    tip: "Run a test import with 20 rows first. Fixing a mapping on 20 devices takes a minute; on 2,000 it takes an afternoon.",
  },
  {
    id: "enrol-macos",
    category: "devices",
    title: "Enrol macOS devices",
    summary:
      "Connect Jamf Pro, Kandji or Intune so your Macs appear with their encryption and patch status.",
    minutes: 20,
    audience: "Administrators",
    steps: [
      "Check that your Macs are enrolled in your MDM through Apple Business Manager or user-approved enrolment. Fleetward reads from the MDM and installs nothing on the Mac.",
      'In your MDM, create an API client with read-only access to computer inventory. In Jamf Pro the privileges are "Read Computers" and "Read Computer Inventory Collection".',
      "In Fleetward, open Settings → Connectors, choose your MDM and paste the URL, client ID and client secret.",
      "Choose Test connection. Fleetward lists how many computers it can see before anything is imported.",
      "Choose Start sync. The first sync of 1,000 Macs takes about three minutes; after that changes sync every 15 minutes.",
      "Open Security posture and filter by platform macOS to see FileVault, patch level, screen lock and endpoint protection per Mac.",
    ],
    tip: 'If FileVault shows "not reported", make sure your MDM\'s inventory collection includes disk encryption; in Jamf Pro it is an option under Inventory Collection settings.',
  },
  {
    id: "connect-intune",
    category: "devices",
    title: "Connect Microsoft Intune for Windows and Android",
    summary:
      "Sync Windows laptops and Android phones from Intune with their BitLocker and Defender status.",
    minutes: 15,
    audience: "Administrators with Entra ID rights",
    steps: [
      "In Fleetward, open Settings → Connectors → Microsoft Intune and choose Connect. You are sent to Microsoft to sign in.",
      "Sign in as a Global Administrator or Privileged Role Administrator and grant the requested read-only permissions, including DeviceManagementManagedDevices.Read.All.",
      "Back in Fleetward, pick which device platforms to import: Windows, Android, iOS or all of them.",
      "Optionally restrict the import to Entra ID groups, for example to leave out kiosk devices.",
      "Choose Start sync and check the device count against the Intune console.",
    ],
    tip: "Devices that have not checked in to Intune for 30 days are flagged as stale instead of being removed, so a laptop in a drawer does not disappear from your inventory.",
  },
  {
    id: "loan-laptops",
    category: "devices",
    title: "Set up check-out for loan laptops",
    summary:
      "Lend laptops from a shared pool with due dates, reminders and a clear record of who has what.",
    minutes: 10,
    audience: "Service desk",
    steps: [
      'Create a location called, for example, "Loan pool – Reception" and move the loan laptops there.',
      'Tag them with "loan" so they are easy to filter and so they do not count as assigned stock.',
      'Open a laptop and choose Check out. Pick the person, the due date and optionally the condition, such as "small scratch on lid".',
      "The borrower gets an e-mail with the due date, and a reminder the day before. You get a list of overdue loans every morning.",
      "When the laptop comes back, choose Check in, record the condition and put it back in the loan pool location.",
    ],
    tip: "Keep loan periods short, such as 5 business days. Short loans get returned; open-ended ones quietly become permanent assignments.",
  },
  {
    id: "track-licences",
    category: "licences",
    title: "Track software licences",
    summary: "Record seats, costs and renewal dates, and see unused seats before you renew.",
    minutes: 15,
    audience: "Administrators and finance",
    steps: [
      "Open Licences → Add licence and choose the type: per seat, per device or a site subscription.",
      "Enter the product, vendor, number of seats, cost per seat, billing period and renewal date.",
      "Assign seats to people or devices, or connect Google Workspace or Microsoft 365 to import assignments automatically.",
      "Set the renewal reminders: by default 90, 30 and 7 days before the renewal date, to the licence owner and to you.",
      'Before each renewal, open the licence and check "Unused for 60 days" to see seats you can drop.',
    ],
    tip: "Attach the contract PDF to the licence. At renewal time the notice period is usually in the small print, and it is nice to find it in the same place.",
  },
  {
    id: "retire-wipe",
    category: "devices",
    title: "Retire and wipe a device",
    summary: "Take a device out of service safely, with a wipe confirmation and a disposal record.",
    minutes: 10,
    audience: "Administrators",
    steps: [
      "Open the device and check it in from its current owner, so the history shows who had it last.",
      "Choose Retire and pick the reason: end of life, lost, stolen, broken or sold.",
      "For a device managed by an MDM, choose Wipe through MDM and confirm with your password. Fleetward sends the command through your connector and shows the MDM's confirmation when the wipe has run.",
      'For other devices, wipe them with your usual tool and record how it was done, for example "NIST 800-88 purge".',
      "Record the disposal: the recycler or buyer, the date and the certificate number. Attach the certificate PDF.",
      "The device leaves your active count and stops being billed, but its record and history stay available for audits.",
    ],
    tip: "Lost and stolen devices should be retired but not deleted. If one is ever found, its history shows the exact day it went missing.",
  },
  {
    id: "security-policies",
    category: "security",
    title: "Set up security posture policies",
    summary:
      'Decide what "secure" means for each group of devices and get alerted when one falls behind.',
    minutes: 20,
    audience: "Security and IT leads",
    steps: [
      "Open Security posture → Policies. The default policy checks encryption, patches within 14 days, screen lock within 5 minutes and endpoint protection.",
      "Choose New policy for a group with stricter needs, for example servers or the finance team's laptops.",
      "Set the thresholds: how many days a security update may be missing, the longest allowed screen lock time and which endpoint protection products count.",
      "Assign the policy to device groups, tags or locations. A device gets the strictest policy that applies to it.",
      "Choose where alerts go: e-mail, Slack, Microsoft Teams or a webhook, and whether to alert at once or in the Monday summary.",
    ],
    tip: "Start with alerts in the weekly summary only. Switch to instant alerts for a check once the number of failing devices is small enough to act on each one.",
  },
  {
    id: "invite-team",
    category: "account",
    title: "Invite your team and choose roles",
    summary:
      "Give colleagues access with the right role, from full administrator to read-only auditor.",
    minutes: 5,
    audience: "Administrators",
    steps: [
      "Open Settings → Team and choose Invite. Enter one or more work e-mail addresses.",
      "Choose a role: Administrator (everything), Technician (devices, check-in and check-out), Finance (licences and costs) or Auditor (read-only).",
      "Optionally limit a Technician to some locations, for example the Munich office.",
      "Invitations are valid for 7 days. Resend or revoke them from the same page.",
    ],
    tip: "Give auditors their own read-only accounts instead of screenshots. Every page they open is logged, which auditors tend to like.",
  },
  {
    id: "attestation-campaign",
    category: "devices",
    title: "Run a device attestation campaign",
    summary:
      "Ask everyone to confirm the devices assigned to them and resolve the answers that do not match.",
    minutes: 10,
    audience: "Administrators and compliance officers",
    steps: [
      "Open Devices → Attestations and choose New campaign. Pick who is asked: everyone, or some departments or locations.",
      "Set the deadline. Two weeks works well; people get a reminder after one week and again two days before the deadline.",
      "Preview the e-mail. Each person sees the devices assigned to them with serial numbers and confirms, disputes or reports one as missing.",
      "Start the campaign and follow the response rate on the campaign page.",
      "Work through the disputed and missing devices: reassign, mark as lost, or open a ticket with the person's manager.",
      "Close the campaign and export the report as evidence for your audit file.",
    ],
    tip: "Run attestations in the second month of a quarter. People are less busy than at quarter end, and you have time to fix findings before the next audit sample.",
  },
];
