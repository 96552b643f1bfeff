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
    title: "Enrol macOS devices with osquery",
    summary:
      "Install osquery, the open-source agent, on your Macs so they report their hardware, software, encryption and patch status.",
    minutes: 20,
    audience: "Administrators",
    steps: [
      "In your workspace, open Devices → Add devices and create an enrolment secret, for example one named Office Macs. Copy it: it is shown only once.",
      "Download the osquery.flags file for macOS from the same page. It points osquery at your workspace and names the path where the enrolment secret is kept.",
      "Install the official osquery package from osquery.io on each Mac, by hand or with the software distribution tool you already use.",
      "Put the flags file and a file with the enrolment secret at the paths the page shows, then start osquery's launchd service.",
      "Within a minute the Mac appears under Devices. If the register has an asset with the same serial number, the two are linked automatically.",
      "Open Security posture and filter by platform macOS to see the results of the macOS policies, such as FileVault, screen lock and the minimum macOS version.",
    ],
    tip: "Use one enrolment secret per group of devices. If a secret leaks, revoke it: the Macs already enrolled with it keep reporting.",
  },
  {
    id: "enrol-windows",
    category: "devices",
    title: "Enrol Windows computers with osquery",
    summary:
      "Install osquery on Windows laptops and desktops so they report their details and their BitLocker, firewall and Defender status.",
    minutes: 15,
    audience: "Administrators",
    steps: [
      "Open Devices → Add devices, create an enrolment secret (or reuse one) and download the osquery.flags file for Windows.",
      "Install the official osquery MSI from osquery.io on each computer, by hand or with your software distribution tool.",
      "Put the flags file and the enrolment secret at the paths the page shows and restart the osqueryd service.",
      "Check under Devices that the computers appear; the tab “Enrolled, not in the register” lists the ones without a matching asset.",
      "Add the Windows policies you need from the policy library, for example BitLocker, the firewall and Microsoft Defender.",
    ],
    tip: "Devices that stop reporting are not removed: they show as offline after the threshold set in device settings, so a laptop in a drawer does not disappear from your inventory.",
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
      "Check seats out to people or assets. The licences themselves can also be imported from a CSV or XLSX file.",
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
    summary: "Give colleagues access with the right role, from administrator to read-only viewer.",
    minutes: 5,
    audience: "Administrators",
    steps: [
      "Open Members and choose Invite. Enter a colleague's e-mail address.",
      "Choose a role: Admin (everything, including members, settings and API tokens), Technician (adds and changes assets, people and licences, checks them in and out) or Viewer (read-only).",
      "The workspace has one Owner, who can also transfer ownership to another member.",
      "Change a member's role or remove them from the same page.",
    ],
    tip: "Give auditors their own Viewer accounts instead of screenshots: they see the register and the posture without being able to change anything.",
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
