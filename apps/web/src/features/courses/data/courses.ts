/** Sample course catalogue until courses come from the API. */

export type CourseLevel = "Beginner" | "Intermediate" | "Advanced";

export type Lesson = { title: string; minutes: number };

export type CourseModule = { title: string; lessons: readonly Lesson[] };

export type Instructor = { name: string; role: string; bio: string; initials: string };

export type Course = {
  id: string;
  title: string;
  level: CourseLevel;
  summary: string;
  audience: string;
  outcomes: readonly string[];
  syllabus: readonly CourseModule[];
  instructor: Instructor;
  tone: "blue" | "emerald" | "amber" | "violet" | "sky" | "rose";
};

const instructors = {
  marcus: {
    name: "Marcus Reyes",
    role: "Head of Customer Success, Fleetward",
    bio: "Marcus managed a 6,000-device school district fleet before joining Fleetward, where he leads onboarding for Enterprise customers.",
    initials: "MR",
  },
  yuki: {
    name: "Yuki Tanaka",
    role: "Head of Security, Fleetward",
    bio: "Yuki was a penetration tester and incident responder. She teaches the unglamorous controls that stop most breaches.",
    initials: "YT",
  },
  tomas: {
    name: "Tomás Herrera",
    role: "Compliance Specialist, Fleetward",
    bio: "Tomás is a certified ISO 27001 lead auditor with over 60 audits behind him, now on the other side of the table.",
    initials: "TH",
  },
  grace: {
    name: "Grace Whitaker",
    role: "Licensing Consultant, Fleetward partner network",
    bio: "Grace spent a decade negotiating Microsoft and Adobe agreements for public-sector buyers.",
    initials: "GW",
  },
} satisfies Record<string, Instructor>;

export const courses: readonly Course[] = [
  {
    id: "asset-management-fundamentals",
    title: "IT asset management fundamentals",
    level: "Beginner",
    summary:
      "Build an inventory you can trust: what to track, how to keep it current and how to prove it to an auditor.",
    audience: "New IT administrators, office managers who look after IT, and anyone replacing a spreadsheet.",
    outcomes: [
      "Decide which assets to track and which fields really matter",
      "Set up asset tags, owners and locations that stay accurate",
      "Reconcile your inventory with purchase records in a day",
      "Report on asset value, age and warranty coverage",
    ],
    syllabus: [
      {
        title: "Why inventories fail",
        lessons: [
          { title: "The cost of not knowing what you own", minutes: 8 },
          { title: "Four sources of truth and how they drift", minutes: 12 },
        ],
      },
      {
        title: "Designing the inventory",
        lessons: [
          { title: "Categories, fields and naming conventions", minutes: 15 },
          { title: "Asset tags: numbering, labels and QR codes", minutes: 10 },
          { title: "Owners versus users", minutes: 9 },
        ],
      },
      {
        title: "Keeping it current",
        lessons: [
          { title: "MDM sync, directory sync and manual records", minutes: 14 },
          { title: "Recording hand-overs and returns", minutes: 11 },
          { title: "The monthly reconciliation", minutes: 13 },
        ],
      },
      {
        title: "Reporting",
        lessons: [
          { title: "Asset age, value and depreciation", minutes: 12 },
          { title: "Your first audit-ready report", minutes: 10 },
        ],
      },
    ],
    instructor: instructors.marcus,
    tone: "blue",
  },
  {
    id: "securing-endpoints",
    title: "Securing Windows and macOS endpoints",
    level: "Intermediate",
    summary:
      "Configure and verify disk encryption, patching, screen lock, firewall and endpoint protection across a mixed fleet.",
    audience: "IT administrators responsible for 50 to 5,000 Windows and Mac devices.",
    outcomes: [
      "Enforce BitLocker and FileVault and escrow the recovery keys",
      "Set patch deadlines that users actually meet",
      "Detect devices where protection is installed but not running",
      "Handle exceptions with an approver and an expiry date",
    ],
    syllabus: [
      {
        title: "Baseline",
        lessons: [
          { title: "The seven checks that matter", minutes: 14 },
          { title: "Measuring your starting point", minutes: 10 },
        ],
      },
      {
        title: "Encryption",
        lessons: [
          { title: "BitLocker with TPM and recovery key escrow", minutes: 18 },
          { title: "FileVault with institutional recovery", minutes: 16 },
        ],
      },
      {
        title: "Patching and protection",
        lessons: [
          { title: "Update rings and deadlines", minutes: 17 },
          { title: "Endpoint protection: running versus installed", minutes: 12 },
          { title: "Firewall and screen lock policies", minutes: 11 },
        ],
      },
      {
        title: "Operating the programme",
        lessons: [
          { title: "Owner notifications that get results", minutes: 13 },
          { title: "Exceptions and their expiry", minutes: 9 },
          { title: "Monthly compliance reporting", minutes: 12 },
        ],
      },
    ],
    instructor: instructors.yuki,
    tone: "emerald",
  },
  {
    id: "device-lifecycle",
    title: "The device lifecycle: procurement to disposal",
    level: "Beginner",
    summary:
      "Follow a laptop from purchase order to certified wipe, and learn where money and data leak out along the way.",
    audience: "IT and operations staff who buy, hand out and retire devices.",
    outcomes: [
      "Standardise device models and refresh cycles",
      "Onboard and offboard people without losing hardware",
      "Plan replacements around warranty expiry",
      "Dispose of devices with evidence of data destruction",
    ],
    syllabus: [
      {
        title: "Buying",
        lessons: [
          { title: "Standard models and approved suppliers", minutes: 11 },
          { title: "Zero-touch enrolment with your supplier", minutes: 9 },
        ],
      },
      {
        title: "Using",
        lessons: [
          { title: "Onboarding day in ten minutes", minutes: 10 },
          { title: "Repairs, loans and spare pools", minutes: 12 },
          { title: "Warranty tracking", minutes: 8 },
        ],
      },
      {
        title: "Retiring",
        lessons: [
          { title: "Offboarding from the HR feed", minutes: 13 },
          { title: "Wiping standards and certificates", minutes: 14 },
          { title: "Resale, donation and recycling", minutes: 10 },
        ],
      },
    ],
    instructor: instructors.marcus,
    tone: "amber",
  },
  {
    id: "iso-27001-for-it-teams",
    title: "ISO 27001 for IT teams",
    level: "Intermediate",
    summary:
      "What the 2022 edition of ISO 27001 asks of the IT team, control by control, and the evidence that satisfies an auditor.",
    audience: "IT leads preparing for a first certification or a surveillance audit.",
    outcomes: [
      "Map Annex A controls to the work your team already does",
      "Produce evidence for asset, access and endpoint controls",
      "Run an internal sampling test before the auditor does",
      "Respond to non-conformities with corrective actions",
    ],
    syllabus: [
      {
        title: "The standard in one hour",
        lessons: [
          { title: "Clauses 4 to 10 in plain language", minutes: 20 },
          { title: "How Annex A changed in 2022", minutes: 15 },
          { title: "The Statement of Applicability", minutes: 12 },
        ],
      },
      {
        title: "Controls owned by IT",
        lessons: [
          { title: "5.9 to 5.11: inventory, acceptable use, return", minutes: 18 },
          { title: "8.1: user endpoint devices", minutes: 16 },
          { title: "8.8: management of technical vulnerabilities", minutes: 14 },
          { title: "7.14: secure disposal or re-use", minutes: 10 },
        ],
      },
      {
        title: "The audit",
        lessons: [
          { title: "What auditors sample and why", minutes: 13 },
          { title: "Handling findings and corrective actions", minutes: 12 },
        ],
      },
    ],
    instructor: instructors.tomas,
    tone: "violet",
  },
  {
    id: "software-licence-management",
    title: "Software licence management and SaaS spend",
    level: "Intermediate",
    summary:
      "Find unused seats, prepare for renewals and vendor audits, and keep shadow SaaS in view without blocking people.",
    audience: "IT managers and finance partners who own software budgets.",
    outcomes: [
      "Build a licence register from contracts and usage data",
      "Reclaim unused seats before every renewal",
      "Prepare for a vendor licence audit",
      "Discover and review unmanaged SaaS subscriptions",
    ],
    syllabus: [
      {
        title: "The register",
        lessons: [
          { title: "Licence models: per user, per device, per core", minutes: 14 },
          { title: "Building the register from contracts", minutes: 12 },
        ],
      },
      {
        title: "Optimising",
        lessons: [
          { title: "Usage data and inactive seats", minutes: 11 },
          { title: "The 90-day renewal routine", minutes: 10 },
          { title: "Shadow SaaS: finding it and deciding", minutes: 13 },
        ],
      },
      {
        title: "Audits",
        lessons: [
          { title: "What a vendor audit letter means", minutes: 9 },
          { title: "Preparing your effective licence position", minutes: 15 },
        ],
      },
    ],
    instructor: instructors.grace,
    tone: "sky",
  },
  {
    id: "lost-and-stolen-devices",
    title: "Responding to lost and stolen devices",
    level: "Advanced",
    summary:
      "A tested playbook for the first 72 hours after a device goes missing: containment, assessment, notification and evidence.",
    audience: "Security and IT staff who handle incidents, and data protection officers.",
    outcomes: [
      "Contain a missing device within the first hour",
      "Decide from posture evidence whether data was exposed",
      "Meet GDPR's 72-hour notification test with confidence",
      "Run a tabletop exercise with your own team",
    ],
    syllabus: [
      {
        title: "The first hour",
        lessons: [
          { title: "Intake: the questions to ask the reporter", minutes: 10 },
          { title: "Lock, wipe or wait: choosing containment", minutes: 14 },
          { title: "Revoking sessions and credentials", minutes: 12 },
        ],
      },
      {
        title: "Assessment",
        lessons: [
          { title: "Reading the last known security posture", minutes: 15 },
          { title: "Was personal data at risk?", minutes: 13 },
        ],
      },
      {
        title: "Notification and learning",
        lessons: [
          { title: "Notifying the regulator and the people affected", minutes: 16 },
          { title: "Writing the incident record", minutes: 11 },
          { title: "Tabletop exercise: a laptop left on a train", minutes: 25 },
        ],
      },
    ],
    instructor: instructors.yuki,
    tone: "rose",
  },
];

export function lessonCount(course: Course): number {
  return course.syllabus.reduce((total, module) => total + module.lessons.length, 0);
}

export function courseMinutes(course: Course): number {
  return course.syllabus.reduce(
    (total, module) => total + module.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
    0,
  );
}

/** "2 h 15 min" or "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function findCourse(id: string | undefined): Course | undefined {
  return id === undefined ? courses[0] : courses.find((course) => course.id === id);
}
