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
      "Lend laptops from a shared pool with due dates, a daily list of overdue loans and a clear record of who has what.",
    minutes: 10,
    audience: "Service desk",
    steps: [
      'Create a location called, for example, "Loan pool – Reception" and move the loan laptops there.',
      'Tag them with "loan" so they are easy to filter and so they do not count as assigned stock.',
      'Open a laptop and choose Check out. Pick the person, the due date and optionally the condition, such as "small scratch on lid".',
      "Tell the borrower the due date at hand-over: Fleetward does not e-mail borrowers. Each morning, the loans past their due date are listed in the daily reminder e-mail to the workspace's owner, admins and technicians.",
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
      "Reminders need no setup: each morning, the daily reminder e-mail to the workspace's owner, admins and technicians lists the licences that end within 30 days.",
      'Before each renewal, open the licence and check "Unused for 60 days" to see seats you can drop.',
    ],
    tip: "Attach the contract PDF to the licence. At renewal time the notice period is usually in the small print, and it is nice to find it in the same place.",
  },
  {
    id: "retire-wipe",
    category: "devices",
    title: "Retire a device",
    summary: "Take a device out of service and keep its record and history for audits.",
    minutes: 10,
    audience: "Administrators",
    steps: [
      "Open the device and check it in from its current owner, so the history shows who had it last.",
      "Choose Retire and pick the reason: end of life, lost, stolen, broken or sold.",
      'Wipe the device with your usual tool: Fleetward sends no wipe command. To keep a record, add a custom field such as "Wipe method" and fill it in, for example "NIST 800-88 purge".',
      "Record the disposal in custom fields, for example the recycler or buyer, the date and the certificate number.",
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
      "Open Policies and add the ones you need from the library: disk encryption, OS version, automatic updates, screen lock, firewall and malware protection, each for the platforms it is written for.",
      "Or write your own policy: a read-only osquery SQL query that returns a row when the device passes.",
      "Set the threshold where a library policy has one, such as the minimum macOS version or the longest allowed idle time before the screen locks.",
      "Each policy runs on every enrolled computer of its platforms; the posture page lists the devices that fail it.",
      "Owners and admins get an e-mail and an in-app notice when a device starts failing a policy or passes it again; add a webhook to send the changes to your own tools.",
    ],
    tip: "Add a few policies first and fix what fails before adding more: an alert is only useful when someone can act on it.",
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
];
