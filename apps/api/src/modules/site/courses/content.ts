import type { CourseLevel, CourseTone, CourseTopic } from "@fleetward/contracts/courses";

/*
 * The course catalogue the seed writes (moved here from the web app's sample data).
 * Order matters: the first course is the featured one on /course-detail.
 */

type Instructor = { name: string; role: string; bio: string };

/** `[title, minutes, what the lesson covers]` */
type LessonSource = readonly [string, number, string];

export type CourseModuleSource = {
  title: string;
  summary: string;
  lessons: readonly LessonSource[];
};

export type CourseSource = {
  slug: string;
  title: string;
  topic: CourseTopic;
  level: CourseLevel;
  summary: string;
  description: string;
  audience: string;
  outcomes: readonly string[];
  syllabus: readonly CourseModuleSource[];
  instructor: Instructor;
  tone: CourseTone;
};

const instructors = {
  marcus: {
    name: "Marcus Reyes",
    role: "Head of Customer Success, Fleetward",
    bio: "Marcus managed a 6,000-device school district fleet before joining Fleetward, where he leads onboarding for Enterprise customers.",
  },
  yuki: {
    name: "Yuki Tanaka",
    role: "Head of Security, Fleetward",
    bio: "Yuki was a penetration tester and incident responder. She teaches the unglamorous controls that stop most breaches.",
  },
  tomas: {
    name: "Tomás Herrera",
    role: "Compliance Specialist, Fleetward",
    bio: "Tomás is a certified ISO 27001 lead auditor with over 60 audits behind him, now on the other side of the table.",
  },
  grace: {
    name: "Grace Whitaker",
    role: "Licensing Consultant, Fleetward partner network",
    bio: "Grace spent a decade negotiating Microsoft and Adobe agreements for public-sector buyers.",
  },
  priya: {
    name: "Priya Raman",
    role: "Device Integrations Lead, Fleetward",
    bio: "Priya built the osquery enrolment in Fleetward and helps customers roll the agent out to their computers.",
  },
} satisfies Record<string, Instructor>;

export const courseSources: readonly CourseSource[] = [
  {
    slug: "asset-management-fundamentals",
    title: "IT asset management fundamentals",
    topic: "asset-inventory",
    level: "beginner",
    summary:
      "Build an inventory you can trust: what to track, how to keep it current and how to prove it to an auditor.",
    description:
      "Most inventories start as a spreadsheet and decay within a quarter. This course shows how to design an inventory that stays right: a small set of fields that matter, owners for every record, and routines that catch drift before an auditor does.\n\nYou will leave with a tagging scheme, a monthly reconciliation routine and a first report on asset age, value and warranty coverage that you can put in front of finance or an auditor.",
    audience:
      "New IT administrators, office managers who look after IT, and anyone replacing a spreadsheet.",
    outcomes: [
      "Decide which assets to track and which fields really matter",
      "Set up asset tags, owners and locations that stay accurate",
      "Reconcile your inventory with purchase records in a day",
      "Report on asset value, age and warranty coverage",
    ],
    syllabus: [
      {
        title: "Why inventories fail",
        summary: "The usual ways an asset register drifts away from reality, and what that costs.",
        lessons: [
          [
            "The cost of not knowing what you own",
            8,
            "Lost devices, double purchases and failed audits, with real figures.",
          ],
          [
            "Four sources of truth and how they drift",
            12,
            "Purchasing, MDM, the directory and the desk: where each one goes wrong.",
          ],
        ],
      },
      {
        title: "Designing the inventory",
        summary: "Decide categories, fields and identifiers before you import a single row.",
        lessons: [
          [
            "Categories, fields and naming conventions",
            15,
            "A minimal field set per category and names people can search for.",
          ],
          [
            "Asset tags: numbering, labels and QR codes",
            10,
            "Numbering schemes that survive mergers, and labels that survive a year in a bag.",
          ],
          [
            "Owners versus users",
            9,
            "Why every device needs an accountable owner as well as the person using it.",
          ],
        ],
      },
      {
        title: "Keeping it current",
        summary: "Let systems update the records, and check the rest with a short monthly routine.",
        lessons: [
          [
            "MDM sync, directory sync and manual records",
            14,
            "Which fields each source owns, and how to stop them overwriting each other.",
          ],
          [
            "Recording hand-overs and returns",
            11,
            "Capture every change of hands in under a minute, at the desk or by e-mail.",
          ],
          [
            "The monthly reconciliation",
            13,
            "A one-hour routine that compares purchases, MDM and the register.",
          ],
        ],
      },
      {
        title: "Reporting",
        summary: "Turn the register into numbers finance and auditors care about.",
        lessons: [
          [
            "Asset age, value and depreciation",
            12,
            "Straight-line depreciation, age bands and what they tell you about refresh budgets.",
          ],
          [
            "Your first audit-ready report",
            10,
            "Build the report an ISO 27001 auditor asks for under control 5.9.",
          ],
        ],
      },
    ],
    instructor: instructors.marcus,
    tone: "blue",
  },
  {
    slug: "securing-endpoints",
    title: "Securing Windows and macOS endpoints",
    topic: "device-security",
    level: "intermediate",
    summary:
      "Configure and verify disk encryption, patching, screen lock, firewall and endpoint protection across a mixed fleet.",
    description:
      "Seven controls prevent most endpoint incidents, and most fleets have gaps in at least three of them. This course walks through each control on Windows and macOS: how to enforce it with your MDM, how to verify it really took effect, and how to chase the devices that drift.\n\nThe last module turns the checks into an operating programme with owner notifications, exceptions that expire and a monthly report.",
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
        summary: "Agree what 'secure' means for a laptop and measure where you stand today.",
        lessons: [
          [
            "The seven checks that matter",
            14,
            "Encryption, patch age, screen lock, firewall, protection, OS support and admin rights.",
          ],
          [
            "Measuring your starting point",
            10,
            "Export today's posture and pick the three gaps to close first.",
          ],
        ],
      },
      {
        title: "Encryption",
        summary: "Full-disk encryption on both platforms, with keys you can actually retrieve.",
        lessons: [
          [
            "BitLocker with TPM and recovery key escrow",
            18,
            "Silent enablement through Intune and keys escrowed to Entra ID.",
          ],
          [
            "FileVault with institutional recovery",
            16,
            "Deferred enablement, personal recovery keys and escrow to your MDM.",
          ],
        ],
      },
      {
        title: "Patching and protection",
        summary:
          "Keep operating systems current and make sure protection is running, not just installed.",
        lessons: [
          [
            "Update rings and deadlines",
            17,
            "Pilot, broad and critical rings with deadlines people meet.",
          ],
          [
            "Endpoint protection: running versus installed",
            12,
            "Why an installed agent proves nothing, and which signal to trust.",
          ],
          [
            "Firewall and screen lock policies",
            11,
            "Settings that survive user tinkering and how to verify them.",
          ],
        ],
      },
      {
        title: "Operating the programme",
        summary: "Turn one-off fixes into a routine that keeps the fleet compliant.",
        lessons: [
          [
            "Owner notifications that get results",
            13,
            "Messages that tell people exactly what to do, and when IT steps in.",
          ],
          [
            "Exceptions and their expiry",
            9,
            "Approved exceptions with an owner, a reason and an end date.",
          ],
          [
            "Monthly compliance reporting",
            12,
            "One page for management: trend, top gaps and overdue devices.",
          ],
        ],
      },
    ],
    instructor: instructors.yuki,
    tone: "emerald",
  },
  {
    slug: "device-lifecycle",
    title: "The device lifecycle: procurement to disposal",
    topic: "lifecycle",
    level: "beginner",
    summary:
      "Follow a laptop from purchase order to certified wipe, and learn where money and data leak out along the way.",
    description:
      "A laptop passes through a dozen hands between the purchase order and the recycler. Each hand-over is a chance to lose the device, its data or its value. This course follows one laptop through buying, using and retiring, with the records to keep at each stage.\n\nYou will set a refresh cycle, build an onboarding and offboarding flow, and choose a disposal route that gives you evidence of data destruction.",
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
        summary: "Fewer models, the right suppliers and devices that enrol themselves.",
        lessons: [
          [
            "Standard models and approved suppliers",
            11,
            "Two or three standard builds and why fewer models cut support time.",
          ],
          [
            "Zero-touch enrolment with your supplier",
            9,
            "Autopilot and Apple Business Manager registration at the point of sale.",
          ],
        ],
      },
      {
        title: "Using",
        summary: "Hand devices out, keep them working and know when the warranty ends.",
        lessons: [
          [
            "Onboarding day in ten minutes",
            10,
            "A new starter signs in to a ready device, and the record is already right.",
          ],
          [
            "Repairs, loans and spare pools",
            12,
            "Loan devices with a due date, and a spare pool sized from your data.",
          ],
          [
            "Warranty tracking",
            8,
            "Import warranty dates and plan replacements before they lapse.",
          ],
        ],
      },
      {
        title: "Retiring",
        summary: "Get every device back and dispose of it with evidence.",
        lessons: [
          [
            "Offboarding from the HR feed",
            13,
            "Start the return as soon as HR records a leaving date.",
          ],
          [
            "Wiping standards and certificates",
            14,
            "NIST 800-88 purge versus clear, and what a certificate must contain.",
          ],
          [
            "Resale, donation and recycling",
            10,
            "Recover value safely and keep the paperwork auditors ask for.",
          ],
        ],
      },
    ],
    instructor: instructors.marcus,
    tone: "amber",
  },
  {
    slug: "iso-27001-for-it-teams",
    title: "ISO 27001 for IT teams",
    topic: "compliance",
    level: "intermediate",
    summary:
      "What the 2022 edition of ISO 27001 asks of the IT team, control by control, and the evidence that satisfies an auditor.",
    description:
      "ISO 27001 certification lands on the IT team's desk as a list of controls and a deadline. This course translates the 2022 edition into the work IT already does, shows which records count as evidence, and rehearses the audit itself.\n\nTaught by a lead auditor, it focuses on the controls IT owns: asset inventory, acceptable use, endpoint devices, vulnerabilities and secure disposal.",
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
        summary:
          "The management system, Annex A and the Statement of Applicability, without jargon.",
        lessons: [
          [
            "Clauses 4 to 10 in plain language",
            20,
            "What the management system clauses require, and what they do not.",
          ],
          [
            "How Annex A changed in 2022",
            15,
            "93 controls in four themes, and the eleven new ones IT must know.",
          ],
          [
            "The Statement of Applicability",
            12,
            "Justify each control's inclusion or exclusion in one line.",
          ],
        ],
      },
      {
        title: "Controls owned by IT",
        summary: "The controls an auditor will sample from the IT team, and the evidence for each.",
        lessons: [
          [
            "5.9 to 5.11: inventory, acceptable use, return",
            18,
            "An inventory with owners, signed acceptable use, and proof of returns.",
          ],
          [
            "8.1: user endpoint devices",
            16,
            "Encryption, patching and protection evidence per device.",
          ],
          [
            "8.8: management of technical vulnerabilities",
            14,
            "Patch age targets and exception records that stand up to sampling.",
          ],
          ["7.14: secure disposal or re-use", 10, "Wipe certificates matched to serial numbers."],
        ],
      },
      {
        title: "The audit",
        summary: "Prepare for the sampling and handle findings calmly.",
        lessons: [
          [
            "What auditors sample and why",
            13,
            "How a sample of 25 devices is drawn and what fails it.",
          ],
          [
            "Handling findings and corrective actions",
            12,
            "Root cause, correction and the evidence that closes a finding.",
          ],
        ],
      },
    ],
    instructor: instructors.tomas,
    tone: "violet",
  },
  {
    slug: "software-licence-management",
    title: "Software licence management and SaaS spend",
    topic: "licences",
    level: "intermediate",
    summary:
      "Find unused seats, prepare for renewals and vendor audits, and keep shadow SaaS in view without blocking people.",
    description:
      "Software is now the largest line in many IT budgets, and a fifth of it typically goes unused. This course builds a licence register from contracts and usage data, then sets up the 90-day renewal routine that reclaims seats before you pay for them again.\n\nThe last module prepares you for a vendor audit letter, so you answer it from your records rather than from memory.",
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
        summary: "One record per agreement, with the metric that decides what you owe.",
        lessons: [
          [
            "Licence models: per user, per device, per core",
            14,
            "How each metric is counted and where organisations overpay.",
          ],
          [
            "Building the register from contracts",
            12,
            "Pull term, quantity, metric and renewal date from the paperwork.",
          ],
        ],
      },
      {
        title: "Optimising",
        summary: "Use usage data to pay only for what people use.",
        lessons: [
          [
            "Usage data and inactive seats",
            11,
            "Last sign-in data from identity providers and what 'inactive' should mean.",
          ],
          [
            "The 90-day renewal routine",
            10,
            "A checklist that starts three months before every renewal date.",
          ],
          [
            "Shadow SaaS: finding it and deciding",
            13,
            "Expense reports and sign-in logs reveal the tools nobody approved.",
          ],
        ],
      },
      {
        title: "Audits",
        summary: "Answer a vendor audit from records, not panic.",
        lessons: [
          [
            "What a vendor audit letter means",
            9,
            "Contract clauses, deadlines and what you must and need not provide.",
          ],
          [
            "Preparing your effective licence position",
            15,
            "Entitlements against deployments, reconciled and explained.",
          ],
        ],
      },
    ],
    instructor: instructors.grace,
    tone: "sky",
  },
  {
    slug: "lost-and-stolen-devices",
    title: "Responding to lost and stolen devices",
    topic: "incident-response",
    level: "advanced",
    summary:
      "A tested playbook for the first 72 hours after a device goes missing: containment, assessment, notification and evidence.",
    description:
      "When a laptop is left on a train, the first hour decides whether it becomes a reportable breach. This course is a playbook for that hour and the 71 that follow: containment, the evidence that shows whether data was at risk, and the notification decision under GDPR.\n\nIt ends with a tabletop exercise you can run with your own team the week after.",
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
        summary: "Take the report, contain the device and cut off access.",
        lessons: [
          [
            "Intake: the questions to ask the reporter",
            10,
            "When, where, powered on or off, and what was signed in.",
          ],
          [
            "Lock, wipe or wait: choosing containment",
            14,
            "When a remote wipe destroys the evidence you need.",
          ],
          [
            "Revoking sessions and credentials",
            12,
            "Sign-out everywhere, token revocation and certificate removal.",
          ],
        ],
      },
      {
        title: "Assessment",
        summary: "Decide from records whether personal data was exposed.",
        lessons: [
          [
            "Reading the last known security posture",
            15,
            "Encryption, screen lock and last check-in as evidence.",
          ],
          [
            "Was personal data at risk?",
            13,
            "The risk test regulators apply, worked through three cases.",
          ],
        ],
      },
      {
        title: "Notification and learning",
        summary: "Notify when you must, record everything and rehearse.",
        lessons: [
          [
            "Notifying the regulator and the people affected",
            16,
            "Article 33 and 34 in practice, with templates.",
          ],
          ["Writing the incident record", 11, "What to record even when you decide not to notify."],
          [
            "Tabletop exercise: a laptop left on a train",
            25,
            "A scripted exercise with injects for a 45-minute session.",
          ],
        ],
      },
    ],
    instructor: instructors.yuki,
    tone: "rose",
  },
  {
    slug: "mdm-enrolment-at-scale",
    title: "MDM enrolment at scale",
    topic: "device-security",
    level: "advanced",
    summary:
      "Move a mixed fleet to zero-touch enrolment with Autopilot, Apple Business Manager and Android Enterprise, without a desk visit per device.",
    description:
      "Enrolling ten devices by hand is fine; enrolling two thousand is a project. This course covers the supplier registration, enrolment profiles and migration waves that get an existing fleet under management with minimal disruption.\n\nIt is hands-on: each module ends with the checks that prove every device is enrolled, supervised and reporting.",
    audience:
      "Experienced administrators planning an MDM migration or a first rollout above 500 devices.",
    outcomes: [
      "Register new and existing devices for zero-touch enrolment",
      "Design enrolment profiles for corporate and personal devices",
      "Migrate devices between MDMs in waves without data loss",
      "Prove coverage: every device enrolled, supervised and reporting",
    ],
    syllabus: [
      {
        title: "Foundations",
        summary: "The enrolment types of each platform and which one to use when.",
        lessons: [
          [
            "Enrolment types compared",
            14,
            "Automated, user-approved and BYOD enrolment on Windows, Apple and Android.",
          ],
          [
            "Supplier registration and hardware hashes",
            12,
            "Getting devices registered at purchase, and back-filling existing ones.",
          ],
        ],
      },
      {
        title: "Rolling out",
        summary: "Profiles, waves and communication for a smooth migration.",
        lessons: [
          [
            "Enrolment profiles and naming",
            13,
            "Device names, groups and the first-run experience.",
          ],
          [
            "Migration waves",
            16,
            "Pilot, early adopters and the rest, with rollback at each step.",
          ],
          [
            "Talking to users",
            9,
            "What to tell people before, during and after their device moves.",
          ],
        ],
      },
      {
        title: "Proving coverage",
        summary: "Reconcile the MDM with the asset register until nothing is missing.",
        lessons: [
          ["Finding unenrolled devices", 11, "Compare purchases, directory sign-ins and the MDM."],
          [
            "Coverage reporting",
            10,
            "A weekly figure for management and the evidence for auditors.",
          ],
        ],
      },
    ],
    instructor: instructors.priya,
    tone: "sky",
  },
  {
    slug: "quarterly-device-attestation",
    title: "Running a quarterly device attestation",
    topic: "compliance",
    level: "beginner",
    summary:
      "Ask every employee to confirm the devices assigned to them, chase the gaps and turn the answers into audit evidence.",
    description:
      "An attestation campaign asks each person to confirm what they hold. Done quarterly, it finds lost devices, wrong assignments and hoarded spares long before an audit. This short course sets up your first campaign and the follow-up that closes the gaps.",
    audience: "IT administrators and compliance officers in organisations of any size.",
    outcomes: [
      "Plan and announce an attestation campaign",
      "Reach a response rate above 95 percent",
      "Resolve disputed and missing devices",
      "File the results as evidence for ISO 27001 and SOC 2",
    ],
    syllabus: [
      {
        title: "Planning",
        summary: "Decide scope, timing and the message people will receive.",
        lessons: [
          [
            "Scope and timing",
            8,
            "Which devices to include and why the second month of a quarter works best.",
          ],
          ["The message people receive", 7, "A short, friendly request with one clear action."],
        ],
      },
      {
        title: "Following up",
        summary: "Chase non-responders and resolve every disputed device.",
        lessons: [
          ["Reminders and escalation", 9, "Two reminders, then the manager, then IT."],
          ["Disputed and missing devices", 12, "Investigate, reassign or report as lost."],
          [
            "Filing the evidence",
            8,
            "Export the campaign report and store it with your audit records.",
          ],
        ],
      },
    ],
    instructor: instructors.tomas,
    tone: "emerald",
  },
];
