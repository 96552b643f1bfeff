/*
 * The community threads the seed writes (moved here from the web app's sample data and
 * extended). Authors are named community members without accounts; `key` makes each post
 * idempotent to seed.
 */

export type ForumCategorySource = { slug: string; name: string; description: string };

export type ForumPostSource = {
  key: string;
  author: string;
  role: string;
  /** ISO timestamp. */
  posted: string;
  body: string;
};

export type ForumTopicSource = ForumPostSource & {
  title: string;
  category: string;
  replies: readonly ForumPostSource[];
};

export const forumCategorySources: readonly ForumCategorySource[] = [
  {
    slug: "getting-started",
    name: "Getting started",
    description: "Enrolment, imports and your first week with Fleetward.",
  },
  {
    slug: "device-security",
    name: "Device security",
    description: "Encryption, patching, endpoint protection and the checks behind them.",
  },
  {
    slug: "mobile-byod",
    name: "Mobile and BYOD",
    description: "Phones, tablets and personal devices at work.",
  },
  {
    slug: "lifecycle",
    name: "Procurement and lifecycle",
    description: "Buying, refreshing, repairing and retiring hardware.",
  },
  {
    slug: "compliance",
    name: "Audits and compliance",
    description:
      "ISO 27001, SOC 2, Cyber Essentials, NIS2, licence audits and what auditors ask for.",
  },
  {
    slug: "integrations",
    name: "Integrations and API",
    description: "Entra ID, Google Workspace, HR systems, ticketing and the REST API.",
  },
];

const people = {
  jk: { author: "jkowalski", role: "IT Manager · 140 employees" },
  meera: { author: "meera.it", role: "Head of IT · healthcare" },
  tobias: { author: "tobias_h", role: "Sysadmin · manufacturing" },
  priya: { author: "Priya Raman", role: "Fleetward team · device integrations" },
  sarah: { author: "sarah.ops", role: "IT lead · non-profit" },
  pierre: { author: "pdelacroix", role: "Information security officer · logistics" },
  lena: { author: "admin_lena", role: "Systems administrator · software company" },
  kwame: { author: "kwame.asante", role: "IT director · university" },
  ingrid: { author: "ingrid_n", role: "Service desk lead · retail" },
} as const;

export const forumTopicSources: readonly ForumTopicSource[] = [
  {
    key: "byod-without-mdm",
    title: "Best way to track BYOD phones without MDM?",
    category: "mobile-byod",
    ...people.jk,
    posted: "2025-06-02T08:12:00Z",
    body: "We are a 140-person engineering consultancy. About 90 people use their own phones for e-mail, Teams and our timesheet app. Management does not want MDM on personal phones — people pushed back hard when we suggested it, and honestly I understand why.\n\nBut our auditor wants to know which personal devices access company data, and I have no list. What are others doing? Is there a middle ground between “full MDM” and “no idea”?",
    replies: [
      {
        key: "byod-without-mdm-1",
        ...people.meera,
        posted: "2025-06-02T09:03:00Z",
        body: "Start from the identity side, not the device side. Your directory already sees every phone that signs in. In Entra ID the sign-in logs and the Devices → All devices list show model, OS version and last sign-in for every registered phone, without installing anything on it.\n\nWe export that weekly and import it into Fleetward as “personal — registered” devices linked to the user. It answers the auditor's question (“which personal devices access company data?”) and gives us an owner for each one.",
      },
      {
        key: "byod-without-mdm-2",
        ...people.tobias,
        posted: "2025-06-02T10:27:00Z",
        body: "+1 to identity. Then add app protection policies (Intune MAM without enrolment, or the Google Workspace equivalent). They protect the company data inside Outlook and Teams — PIN, no copy to personal apps, selective wipe — without touching anything else on the phone.\n\nThat was the compromise our works council accepted: we can wipe the work account, never the phone.",
      },
      {
        key: "byod-without-mdm-3",
        ...people.jk,
        posted: "2025-06-02T11:40:00Z",
        body: "This is really helpful, thanks. Does the sign-in export catch people who only use webmail in the phone's browser?",
      },
      {
        key: "byod-without-mdm-4",
        ...people.meera,
        posted: "2025-06-02T12:15:00Z",
        body: "Partly. Browser sign-ins show up in the sign-in logs with the OS and browser, but the phone is not registered as a device, so you get a user and a user agent rather than a device record. We block browser access to mail from unmanaged phones with a conditional access policy, which pushes everyone into the protected apps.",
      },
      {
        key: "byod-without-mdm-5",
        ...people.priya,
        posted: "2025-06-03T07:58:00Z",
        body: "Good thread. A product note, so nobody expects more than there is: Fleetward does not read app protection registrations from any other tool. Devices report to it through osquery, which runs on macOS, Windows and Linux computers, not on phones.\n\nPersonal phones can still be on the list: import the weekly export Meera describes as a CSV or XLSX file, as assets checked out to their owners, with a custom field for “Personal”. For the auditor, export that list with owner and last sign-in date. Fleetward never locks or wipes any device, personal or not.",
      },
      {
        key: "byod-without-mdm-6",
        ...people.sarah,
        posted: "2025-06-04T16:42:00Z",
        body: "One practical tip: write a one-page BYOD policy before you roll any of this out, and say explicitly what IT can and cannot see. Our opt-in rate went from about half to nearly everyone once people read that we cannot see their photos, messages or location.",
      },
    ],
  },
  {
    key: "autopilot-enrolment-stuck",
    title: "Autopilot enrolment stuck at “Identifying” for new laptops",
    category: "getting-started",
    ...people.lena,
    posted: "2025-06-05T07:40:00Z",
    body: "We received 30 new laptops from our supplier, who says they registered the hardware hashes for Autopilot. Half of them enrol fine; the other half sit at “Identifying” in the Enrollment Status Page for 20 minutes and then fail with 0x80180014.\n\nThe failing ones do appear in Intune under Windows Autopilot devices. Any idea what differs?",
    replies: [
      {
        key: "autopilot-enrolment-stuck-1",
        ...people.tobias,
        posted: "2025-06-05T08:25:00Z",
        body: "0x80180014 is almost always “device is blocked from enrolling”. Check Devices → Enrollment restrictions: if personally owned Windows devices are blocked and the Autopilot registration has not finished syncing, the device is treated as personal. Sync the Autopilot devices list and wait until each shows a profile status of “Assigned” before powering it on.",
      },
      {
        key: "autopilot-enrolment-stuck-2",
        ...people.lena,
        posted: "2025-06-05T10:02:00Z",
        body: "That was it. The profile assignment was still “Not assigned” for the second batch because the dynamic group takes a while to pick up the new devices. After forcing a sync and waiting an hour all of them enrolled. Thanks!",
      },
      {
        key: "autopilot-enrolment-stuck-3",
        ...people.priya,
        posted: "2025-06-05T13:30:00Z",
        body: "Handy check for next time: Fleetward only sees a laptop once osquery runs on it, so one stuck in Autopilot never shows up under Devices. If you import the supplier's delivery list as assets first, every new asset without a reporting device linked to it by serial number is one still waiting to enrol.",
      },
    ],
  },
  {
    key: "bitlocker-24h2",
    title: "BitLocker shows “suspended” after the 24H2 feature update",
    category: "device-security",
    ...people.meera,
    posted: "2025-06-03T15:10:00Z",
    body: "Since rolling out Windows 11 24H2 to our pilot ring, about a fifth of the laptops report BitLocker protection as “suspended” and Fleetward flags them as not encrypted. The disks are still encrypted according to manage-bde. Is this expected, and will it resume on its own?",
    replies: [
      {
        key: "bitlocker-24h2-1",
        ...people.tobias,
        posted: "2025-06-03T16:01:00Z",
        body: "Feature updates suspend BitLocker for one reboot so the update can change the boot files. It should resume after the next restart. If it stays suspended, someone probably ran `manage-bde -protectors -disable` with a reboot count of 0, which suspends it indefinitely. `manage-bde -protectors -enable C:` fixes it.",
      },
      {
        key: "bitlocker-24h2-2",
        ...people.meera,
        posted: "2025-06-04T09:15:00Z",
        body: "Found the culprit: a firmware update script from the vendor suspended protection with a reboot count of 0. We changed it to 1 and re-enabled protection on the affected machines through a remediation script. All green again.",
      },
    ],
  },
  {
    key: "csv-import-dates",
    title: "CSV import rejects purchase dates from our finance export",
    category: "getting-started",
    ...people.ingrid,
    posted: "2025-06-03T11:20:00Z",
    body: "Our finance system exports purchase dates as 03.04.2023. The import preview says “invalid date” for every row. Do I have to reformat 1,800 rows by hand?",
    replies: [
      {
        key: "csv-import-dates-1",
        ...people.lena,
        posted: "2025-06-03T12:05:00Z",
        body: "The import expects ISO dates (YYYY-MM-DD) because 03.04.2023 is 3 April in Germany and 4 March in the US. In a spreadsheet, select the column, choose a custom format of YYYY-MM-DD and export again as UTF-8 CSV. Takes a minute for any number of rows.",
      },
      {
        key: "csv-import-dates-2",
        ...people.ingrid,
        posted: "2025-06-03T14:02:00Z",
        body: "Worked perfectly, and the preview now shows all 1,800 rows as valid. Thank you.",
      },
    ],
  },
  {
    key: "laptop-refresh-cycle",
    title: "Four or five years? How long do you keep laptops?",
    category: "lifecycle",
    ...people.sarah,
    posted: "2025-05-28T08:30:00Z",
    body: "Finance wants to move our laptop refresh cycle from four to five years to save money. Our support tickets for older machines are noticeably higher, but I have no numbers to argue with. What cycle do you run, and how did you justify it?",
    replies: [
      {
        key: "laptop-refresh-cycle-1",
        ...people.kwame,
        posted: "2025-05-28T10:12:00Z",
        body: "We run four years for staff and five for lab machines. The argument that worked with our finance team was total cost: battery replacements, out-of-warranty repairs and lost time in year five came to roughly 40 percent of a new laptop's price. Pull repair costs and ticket counts by device age from your records; that is the evidence you need.",
      },
      {
        key: "laptop-refresh-cycle-2",
        ...people.tobias,
        posted: "2025-05-29T07:45:00Z",
        body: "Also check when your models leave the vendor's support for firmware and the OS. A laptop that cannot run the next Windows release or gets no more BIOS security fixes is a security problem, not just a cost one. That ended the discussion for us.",
      },
      {
        key: "laptop-refresh-cycle-3",
        ...people.sarah,
        posted: "2025-06-03T08:47:00Z",
        body: "Update: I exported repair costs and ticket counts per age band. Year five cost us more per device than year one and two together. Finance agreed to keep four years, with an exception process for low-use devices.",
      },
    ],
  },
  {
    key: "microsoft-licence-audit",
    title: "We got a Microsoft licence review letter — where do we start?",
    category: "compliance",
    ...people.kwame,
    posted: "2025-06-01T09:00:00Z",
    body: "A letter arrived asking for a “self-assessment of deployed software” within 30 days. We have around 900 devices and a mix of Microsoft 365 E3, some old perpetual Office 2019 licences and SQL Server on a few servers. How do others approach this without panicking?",
    replies: [
      {
        key: "microsoft-licence-audit-1",
        ...people.pierre,
        posted: "2025-06-01T11:30:00Z",
        body: "First read your agreement's audit clause: it says what you must provide and by when. Then build your effective licence position per product: entitlements from your contracts and invoices on one side, deployments from your inventory on the other. SQL Server is where the money is, because per-core licensing on virtual machines is easy to get wrong.",
      },
      {
        key: "microsoft-licence-audit-2",
        ...people.meera,
        posted: "2025-06-01T14:45:00Z",
        body: "And do not send raw inventory exports. Send the reconciled position with your explanations. Raw data invites questions about every line, including devices that were retired years ago.",
      },
    ],
  },
  {
    key: "nis2-asset-inventory",
    title: "NIS2: does the asset inventory need to include SaaS apps?",
    category: "compliance",
    ...people.pierre,
    posted: "2025-06-02T08:10:00Z",
    body: "We fall under NIS2 as an important entity. Article 21 asks for asset management, but the national implementation is vague. Are you including SaaS applications in the inventory, or only hardware?",
    replies: [
      {
        key: "nis2-asset-inventory-1",
        ...people.kwame,
        posted: "2025-06-02T12:40:00Z",
        body: "We include them. Our reading is that “assets” means anything that processes your data, and the supply chain requirement in the same article makes you list your critical SaaS providers anyway. We record owner, data classification and whether SSO is enforced for each.",
      },
      {
        key: "nis2-asset-inventory-2",
        ...people.sarah,
        posted: "2025-06-02T19:30:00Z",
        body: "Same here, but we limited it to SaaS that holds personal or confidential data. Trying to list every free tool people sign up for was not sustainable.",
      },
    ],
  },
  {
    key: "entra-sync-contractors",
    title: "Entra ID: how to keep contractor accounts out of People",
    category: "integrations",
    ...people.lena,
    posted: "2025-06-01T16:20:00Z",
    body: "Our Entra ID directory includes around 200 contractor accounts that should not appear as people in Fleetward. How do others bring their staff in from the directory without the contractors?",
    replies: [
      {
        key: "entra-sync-contractors-1",
        ...people.priya,
        posted: "2025-06-02T08:30:00Z",
        body: "Fleetward has no directory sync: people come from a CSV or XLSX import, from the REST API or are added by hand. So the filter goes on the export side: in the Entra admin centre, export the users filtered on `employeeType` = Employee (or a group of employees) and import only that file. If you script it against the API, apply the same filter there. Contractors already in Fleetward can be marked as left; their device history is kept.",
      },
      {
        key: "entra-sync-contractors-2",
        ...people.lena,
        posted: "2025-06-02T11:05:00Z",
        body: "Perfect, the filtered export did it. 212 contractors marked as left, and the next import brought in employees only.",
      },
    ],
  },
];
