/** Sample knowledge-base articles until they come from GET /api/post/list/{id}. */

export type KbStep = { title: string; text: string };

export type KbArticle = {
  /** Numeric, like the ids of GET /api/post/list/{id}, so links stay valid when articles move to the database. */
  id: string;
  title: string;
  summary: string;
  section: string;
  /** ISO date of the last review. */
  updated: string;
  minutes: number;
  before: readonly string[];
  steps: readonly KbStep[];
  troubleshooting: readonly KbStep[];
  relatedIds: readonly string[];
};

export const kbArticles: readonly KbArticle[] = [
  {
    id: "1",
    title: "How to enrol a Windows laptop",
    summary:
      "Enrol a Windows 10 or 11 laptop in Microsoft Intune so it appears in Fleetward with its owner and security posture. Fleetward installs no agent of its own.",
    section: "Getting started",
    updated: "2025-05-28",
    minutes: 10,
    before: [
      "The Intune connector is set up under Settings → Connectors → Microsoft Intune.",
      "The laptop runs Windows 10 22H2 or Windows 11, Pro, Enterprise or Education edition.",
      "The user has a Microsoft Entra ID account with an Intune licence.",
    ],
    steps: [
      {
        title: "Enrol the laptop in Intune",
        text: "For a new laptop, let Windows Autopilot enrol it during setup. For a laptop already in use, open Settings → Accounts → Access work or school → Connect and sign in with the user's work account.",
      },
      {
        title: "Wait for the next sync",
        text: "Fleetward reads Intune every 15 minutes. To see the laptop sooner, open Settings → Connectors → Microsoft Intune and choose Sync now; 1,000 devices usually take under two minutes.",
      },
      {
        title: "Check the device record",
        text: "Open Devices and search for the serial number. The record shows model, operating system, primary user and the source “Intune”, with the time of the last sync.",
      },
      {
        title: "Confirm the owner",
        text: "Fleetward proposes the Intune primary user as the owner. Confirm it, or choose Check out to record a hand-over to someone else. Alerts can only reach the right person when the owner is right.",
      },
      {
        title: "Review the security checks",
        text: "The Security tab shows BitLocker (including whether the recovery key is escrowed in Intune), patch level, screen lock and Microsoft Defender status. A new laptop often fails the patch check until its first updates finish.",
      },
    ],
    troubleshooting: [
      {
        title: "The laptop never appears",
        text: "Check that the laptop is listed in the Intune admin center under Devices → Windows. If it is there but not in Fleetward, open the connector page: an expired connection is shown in red with a Reconnect button.",
      },
      {
        title: "The laptop appears twice",
        text: "This happens when it was imported from a CSV with a serial number written differently, for example in lower case. Open either record and choose Merge; the history of both is kept.",
      },
    ],
    relatedIds: ["2", "4", "5"],
  },
  {
    id: "2",
    title: "How to add a Mac through Jamf Pro or Kandji",
    summary:
      "Get a Mac running macOS 13 or later into Fleetward with its FileVault, update and screen lock status, through the MDM you already use.",
    section: "Getting started",
    updated: "2025-05-14",
    minutes: 10,
    before: [
      "The Jamf Pro or Kandji connector is set up under Settings → Connectors.",
      "The Mac is assigned to your MDM in Apple Business Manager or Apple School Manager, or can be enrolled by its user.",
      "macOS 13 Ventura or later.",
    ],
    steps: [
      {
        title: "Enrol the Mac in your MDM",
        text: "With Automated Device Enrollment, the Mac enrols itself during Setup Assistant. Otherwise, have the user open your MDM's enrolment URL and install the profile in System Settings → Privacy & Security → Profiles.",
      },
      {
        title: "Make sure FileVault status is collected",
        text: "In Jamf Pro, enable disk encryption in Settings → Computer management → Inventory Collection. Kandji collects it by default. Without it, encryption shows as “not reported” in Fleetward.",
      },
      {
        title: "Sync and find the Mac",
        text: "Within 15 minutes the Mac appears under Devices with the source “Jamf Pro” or “Kandji”. Choose Sync now on the connector page if you are in a hurry.",
      },
      {
        title: "Confirm the owner and the checks",
        text: "Confirm the proposed owner, then open the Security tab: FileVault with escrowed recovery key, macOS update level, screen lock and endpoint protection.",
      },
    ],
    troubleshooting: [
      {
        title: "The Mac shows the wrong owner",
        text: "Fleetward uses the MDM's assigned user. Correct it in the MDM, or choose Check out in Fleetward to record who really has the Mac; Fleetward keeps its own value from then on.",
      },
    ],
    relatedIds: ["1", "4", "3"],
  },
  {
    id: "3",
    title: "Import assets from a CSV file",
    summary:
      "Bring monitors, docking stations and other assets that no MDM knows about into Fleetward from a spreadsheet export.",
    section: "Inventory",
    updated: "2025-04-30",
    minutes: 15,
    before: [
      "A CSV file encoded as UTF-8 with one asset per row and a header row.",
      "At least the columns name and category. Serial number, purchase date, cost, supplier and assignee e-mail are optional but recommended.",
    ],
    steps: [
      {
        title: "Download the template",
        text: "Go to Assets → Import and download the template. Its column names match Fleetward's fields, so mapping takes seconds.",
      },
      {
        title: "Clean the data",
        text: "Remove merged cells and subtotal rows, write dates as YYYY-MM-DD and costs without currency symbols. Rows with an existing serial number update the asset instead of creating a duplicate.",
      },
      {
        title: "Upload and map the columns",
        text: "Upload the file (up to 20,000 rows). Fleetward suggests a field for every column; change any suggestion from its drop-down.",
      },
      {
        title: "Review the preview",
        text: "The preview lists rows that will be created, updated or skipped, with the reason for each skip. Fix the file and upload again if more than a handful are skipped.",
      },
      {
        title: "Import",
        text: "Select Import. Large files run in the background; you receive an in-app notice and an e-mail when the import finishes.",
      },
    ],
    troubleshooting: [
      {
        title: "Accented names look garbled",
        text: "The file was saved in a legacy encoding. In Excel choose Save As → CSV UTF-8 and upload again.",
      },
    ],
    relatedIds: ["5", "6", "1"],
  },
  {
    id: "4",
    title: "Why does a device show encryption “not reported”?",
    summary:
      "What “not reported” means for the disk encryption check, the usual causes and how to get a definite answer.",
    section: "Security checks",
    updated: "2025-05-21",
    minutes: 5,
    before: ["Access to the device's record in Fleetward and to the MDM it comes from."],
    steps: [
      {
        title: "Check the data source",
        text: "Open the device and look at Source. Devices added by hand or from a CSV have no source for security data, so every check shows “not reported”. Connect the device's MDM, or report the status through the API.",
      },
      {
        title: "Check when the MDM last saw the device",
        text: "If the device has not checked in to its MDM for 30 days it is flagged as stale, and Fleetward stops trusting its old security answers. Ask the owner to connect the device to the internet.",
      },
      {
        title: "Check what the MDM collects",
        text: "In Jamf Pro, disk encryption must be part of Inventory Collection. In Intune, the device must be evaluated by a compliance policy that includes BitLocker.",
      },
      {
        title: "Sync again",
        text: "Choose Sync now on the connector page. The status updates as soon as the MDM returns an answer.",
      },
    ],
    troubleshooting: [
      {
        title: "The disk uses third-party encryption",
        text: "Fleetward reads BitLocker and FileVault through your MDM. For other products, mark the device as Encrypted (manual) and attach evidence; the mark expires after 90 days so it is reviewed.",
      },
    ],
    relatedIds: ["1", "2", "6"],
  },
  {
    id: "5",
    title: "Check out a device to an employee and record the hand-over",
    summary:
      "Record who has a device, when they received it and what condition it was in, with a signed hand-over receipt.",
    section: "Inventory",
    updated: "2025-03-19",
    minutes: 5,
    before: ["The employee exists under People, imported from your directory or added by hand."],
    steps: [
      {
        title: "Open the device",
        text: "Find the device under Devices or Assets. Scanning its asset tag QR code with your phone's camera opens the record directly.",
      },
      {
        title: "Choose Check out",
        text: "Choose the employee, the hand-over date, the expected return date for loans and the condition (New, Good, Worn, Damaged). Add accessories such as a charger or docking station to the same check-out.",
      },
      {
        title: "Collect the signature",
        text: "Choose Send receipt. The employee receives an e-mail with a one-click acknowledgement; the signed receipt is stored in the device's history. Loans get a reminder the day before they are due back.",
      },
    ],
    troubleshooting: [
      {
        title: "The employee is missing",
        text: "People come from the same connectors as devices, so new starters appear after the next sync. Choose Sync now on the connector page, or add the person by hand.",
      },
    ],
    relatedIds: ["6", "3", "1"],
  },
  {
    id: "6",
    title: "Retire a device and record secure data wiping",
    summary:
      "Take a device out of service with evidence that its data was destroyed — the record auditors and data protection officers ask for.",
    section: "Lifecycle",
    updated: "2025-04-09",
    minutes: 8,
    before: [
      "The device has been returned and is unassigned.",
      "A wiping method: the built-in reset of Windows or macOS, a certified wiping tool, or a disposal partner's certificate.",
    ],
    steps: [
      {
        title: "Start the retirement",
        text: "Open the device and choose Lifecycle → Retire. Choose the reason: end of life, damaged, lost, stolen or sold.",
      },
      {
        title: "Record the wipe",
        text: "Choose the wiping method, the date and the person who performed it, and attach the certificate (PDF, up to 10 MB) if a partner did it.",
      },
      {
        title: "Release licences and the MDM record",
        text: "Fleetward releases the device's software licence seats automatically and stops flagging it as stale. Remove it from your MDM as well, or it will come back at the next sync as an active device.",
      },
      {
        title: "Confirm",
        text: "The device moves to Retired and no longer counts towards your bill. It stays searchable, with its full history and wiping evidence, until you delete it.",
      },
    ],
    troubleshooting: [
      {
        title: "Lost or stolen devices",
        text: "Choose Lost or Stolen as the reason; Fleetward then asks for the date of the report to your data protection officer and keeps the last known security posture as evidence.",
      },
    ],
    relatedIds: ["5", "4", "3"],
  },
];

export function findKbArticle(id: string | undefined): KbArticle | undefined {
  return kbArticles.find((article) => article.id === id);
}
