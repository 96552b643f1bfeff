import type { JobCategory, JobType, JobWorkplace } from "@fleetward/contracts/jobs";

/** The openings seeded as live listings; `companyId` is the slug of a seeded company. */
export type SeedJob = {
  id: string;
  title: string;
  companyId: string;
  category: JobCategory;
  location: string;
  workplace: JobWorkplace;
  type: JobType;
  salary: string;
  /** ISO date the opening was published. */
  posted: string;
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
};

export const seedJobs: readonly SeedJob[] = [
  {
    id: "senior-backend-engineer",
    title: "Senior Backend Engineer (TypeScript)",
    companyId: "fleetward",
    category: "engineering",
    location: "Berlin or remote (within two hours of Berlin time)",
    workplace: "remote",
    type: "full-time",
    salary: "€80,000 – €98,000",
    posted: "2025-06-02",
    summary:
      "Work on the sync engine that reads more than 200,000 devices from Intune, Jamf Pro, Kandji and Google Workspace every 15 minutes and turns them into one accurate inventory.",
    responsibilities: [
      "Design and build connectors and the rules that decide whether a device passes each security check",
      "Keep a full sync of a 28,000-device workspace fast and cheap on PostgreSQL",
      "Make every record say where its data came from and when it was last confirmed",
      "Answer support tickets one day a month, like everyone else at Fleetward",
    ],
    requirements: [
      "5+ years building production back-end services, 2+ with TypeScript on Node.js",
      "Solid SQL and PostgreSQL, including reading query plans",
      "Experience integrating with third-party APIs that rate-limit, paginate and change without notice",
    ],
    niceToHave: [
      "Experience with Microsoft Graph, Jamf Pro or Google Admin APIs",
      "Having run IT for an organisation",
    ],
  },
  {
    id: "technical-writer",
    title: "Technical Writer",
    companyId: "fleetward",
    category: "customer-success",
    location: "Remote (within two hours of Berlin or Austin time)",
    workplace: "remote",
    type: "full-time",
    salary: "€58,000 – €70,000",
    posted: "2025-05-27",
    summary:
      "Own the help centre, the connector guides and the API reference, so that an IT generalist can set up Fleetward in an afternoon without calling us.",
    responsibilities: [
      "Write and maintain guides for every connector, check and workflow",
      "Turn the top support questions of each month into articles, with the support team",
      "Review every release for the documentation it needs before it ships",
    ],
    requirements: [
      "3+ years writing documentation for a technical product",
      "Comfort setting up a test tenant in Intune or Jamf and following your own instructions",
      "Excellent written English; plain language over jargon",
    ],
    niceToHave: ["German or Japanese", "Experience with docs-as-code and Markdown"],
  },
  {
    id: "customer-success-manager-dach",
    title: "Customer Success Manager, DACH",
    companyId: "fleetward",
    category: "customer-success",
    location: "Berlin, Germany",
    workplace: "hybrid",
    type: "full-time",
    salary: "€60,000 – €72,000 + bonus",
    posted: "2025-05-19",
    summary:
      "Help IT teams in Germany, Austria and Switzerland go from trial to a fully enrolled fleet in their first 90 days.",
    responsibilities: [
      "Run onboarding for 30–40 new customers per quarter",
      "Lead enrolment workshops in German and English",
      "Turn customer feedback into clear requests for the product team",
    ],
    requirements: [
      "Native-level German and fluent English",
      "3+ years in customer success, consulting or IT administration",
      "Comfort explaining technical topics to IT and to finance",
    ],
    niceToHave: ["Experience with ISO 27001 or BSI IT-Grundschutz"],
  },
  {
    id: "endpoint-security-analyst",
    title: "Endpoint Security Analyst",
    companyId: "meridian-health",
    category: "security",
    location: "Leeds, United Kingdom",
    workplace: "hybrid",
    type: "full-time",
    salary: "£42,000 – £50,000",
    posted: "2025-05-30",
    summary:
      "Keep 9,000 clinical and corporate devices encrypted, patched and protected without getting in the way of patient care.",
    responsibilities: [
      "Monitor device compliance and chase failing devices with ward and department owners",
      "Manage exceptions for clinical devices that cannot take standard updates",
      "Contribute to incident response for lost and stolen devices",
    ],
    requirements: [
      "2+ years in endpoint or security operations",
      "Working knowledge of Microsoft Intune and Defender for Endpoint",
      "Clear written communication with non-technical staff",
    ],
    niceToHave: [
      "Experience in healthcare or another regulated sector",
      "CompTIA Security+ or equivalent",
    ],
  },
  {
    id: "it-asset-coordinator",
    title: "IT Asset Coordinator",
    companyId: "northgate-freight",
    category: "asset-management",
    location: "Rotterdam, Netherlands",
    workplace: "on-site",
    type: "full-time",
    salary: "€3,600 – €4,300 per month",
    posted: "2025-05-22",
    summary:
      "Own the inventory of 2,400 tablets, laptops, scanners and printers across 11 depots, from purchase to disposal.",
    responsibilities: [
      "Receive, tag and enrol new devices and ship them to depots",
      "Run the monthly reconciliation with depot managers",
      "Manage repairs and warranty claims with suppliers",
      "Organise certified disposal of retired devices",
    ],
    requirements: [
      "Experience in IT support, logistics or procurement",
      "Dutch and English",
      "A driving licence (category B)",
    ],
    niceToHave: ["Experience with an asset management tool", "ITIL 4 Foundation"],
  },
  {
    id: "it-support-engineer",
    title: "IT Support Engineer",
    companyId: "harcourt-vale",
    category: "it-operations",
    location: "London, United Kingdom",
    workplace: "hybrid",
    type: "full-time",
    salary: "£36,000 – £42,000",
    posted: "2025-05-15",
    summary:
      "Second-line support for 420 lawyers and staff, with a focus on secure laptops and smooth hand-overs.",
    responsibilities: [
      "Resolve second-line tickets for Windows laptops, Microsoft 365 and document management",
      "Prepare and hand over laptops to new joiners; recover them from leavers",
      "Support partners in court and at client sites when needed",
    ],
    requirements: [
      "2+ years of second-line support",
      "Windows 11 and Microsoft 365 administration",
      "Calm under pressure",
    ],
    niceToHave: ["Experience in a law firm", "iManage or NetDocuments"],
  },
  {
    id: "service-desk-team-lead",
    title: "Service Desk Team Lead",
    companyId: "brookhaven-council",
    category: "it-operations",
    location: "Brookhaven, Ireland",
    workplace: "hybrid",
    type: "full-time",
    salary: "€52,000 – €61,000",
    posted: "2025-05-08",
    summary:
      "Lead a service desk of 14 supporting 2,300 council staff across libraries, depots and offices.",
    responsibilities: [
      "Plan rotas and coach analysts on first-time fix",
      "Own the joiner, mover and leaver process with HR",
      "Report monthly on service levels and device compliance",
    ],
    requirements: [
      "3+ years on a service desk, 1+ leading people",
      "ITIL 4 Foundation",
      "Experience with public-sector procurement is a plus",
    ],
    niceToHave: ["Irish language skills"],
  },
  {
    id: "ot-it-systems-administrator",
    title: "OT/IT Systems Administrator",
    companyId: "kessler-precision",
    category: "it-operations",
    location: "Stuttgart, Germany",
    workplace: "on-site",
    type: "full-time",
    salary: "€58,000 – €68,000",
    posted: "2025-04-29",
    summary:
      "Bring 180 shop-floor PCs and 120 CNC controllers into the same inventory and patching process as the office.",
    responsibilities: [
      "Inventory and segment shop-floor systems with the production team",
      "Plan patch windows that fit the shift schedule",
      "Take part in the on-call rota (one week in five)",
    ],
    requirements: [
      "Windows Server and network administration",
      "Experience with industrial networks or OT security",
      "German and English",
    ],
    niceToHave: ["IEC 62443 knowledge", "Experience with Siemens or Heidenhain controllers"],
  },
  {
    id: "it-operations-engineer-mac",
    title: "IT Operations Engineer (Mac fleet)",
    companyId: "tidewave-software",
    category: "it-operations",
    location: "Europe",
    workplace: "remote",
    type: "contract",
    salary: "€450 – €550 per day",
    posted: "2025-04-21",
    summary:
      "Six-month contract to automate onboarding and compliance for 310 MacBooks ahead of the company's second SOC 2 Type II audit.",
    responsibilities: [
      "Automate zero-touch enrolment with Apple Business Manager and Kandji",
      "Enforce FileVault, firewall and update deadlines",
      "Produce the device evidence the auditors will request",
    ],
    requirements: ["3+ years managing Macs at scale", "Jamf, Kandji or Mosyle", "Shell scripting"],
    niceToHave: ["Experience with a SOC 2 or PCI DSS audit"],
  },
  {
    id: "it-asset-management-intern",
    title: "IT Asset Management Intern (6 months)",
    companyId: "university-eastmoor",
    category: "asset-management",
    location: "Eastmoor, United Kingdom",
    workplace: "on-site",
    type: "internship",
    salary: "£1,850 per month",
    posted: "2025-05-12",
    summary:
      "Help central IT record 3,000 pieces of grant-funded research equipment before the next external audit, and learn hardware asset management from the people who run it.",
    responsibilities: [
      "Visit research groups with an asset officer to tag and record laptops, lab PCs and instruments",
      "Match purchase orders from finance with what is actually on the benches",
      "Write a short guide for research groups on recording equipment bought on grants",
    ],
    requirements: [
      "Studying IT, business or a related subject, or recently graduated",
      "Careful with detail and comfortable talking to academics and lab managers",
      "Good spreadsheet skills",
    ],
    niceToHave: [
      "Experience with an IT service desk",
      "A driving licence for visits to the outer campuses",
    ],
  },
];
