/**
 * The copy of the company pages (pricing, about, services, team, testimonials) and the
 * help-centre labels. Like `marketing/`, it is one top-level section (`company`) kept in its own
 * file per language so the locale files stay a manageable size; each locale imports its file
 * and places it right after `marketing`. Lists are read with `{ returnObjects: true }`; strings
 * with <tags> go through `<Trans>` (tag names must not be HTML void elements such as `<link>`).
 */
export const enCompany = {
  pricing: {
    eyebrow: "Pricing",
    lead: "One price per device, every feature your team needs, no charge for accessories or administrators. Start with 90 days free and decide with your own data.",
    plansTitle: "Plans",
    mostTeams: "Most teams choose this",
    customPrice: "Custom",
    trialPriceNote: "for 90 days, no credit card",
    trialCta: "Start free trial",
    trialNote: "Beta: data export is not available during the trial.",
    customPriceNote: "for 2,000 devices or more",
    salesCta: "Talk to sales",
    paidPriceNote: "per device per month, billed monthly or yearly",
    paidCta: "Start with the trial",
    vatNote:
      "Prices exclude VAT. The free trial is a beta: please read the <page>trial terms</page> before you store data in it.",
    estimateTitle: "Estimate your cost",
    devicesLabel: "Number of devices",
    devicesHint: "Laptops, desktops, phones, tablets and servers. Accessories are free.",
    billedMonthly: "{{plan}}, billed monthly",
    billedYearly: "{{plan}}, billed yearly",
    perMonth: "per month",
    perYear: "per year",
    youSave: "You save {{amount}} a year",
    compareTitle: "Compare features",
    compareCaption: "Features included in each plan",
    featureColumn: "Feature",
    included: "Included",
    notIncluded: "Not included",
    groups: {
      inventory: "Inventory",
      posture: "Security posture",
      lifecycle: "Lifecycle and licences",
      data: "Data and administration",
      support: "Support",
    },
    features: {
      managedDevices: "Managed devices",
      nonDeviceAssets: "Non-device assets (monitors, docks, phones)",
      csvImport: "CSV import",
      mdmConnectors: "Devices reporting through osquery (Windows, macOS, Linux)",
      customFields: "Custom fields",
      postureChecks: "Disk encryption, patch level, screen lock, endpoint protection",
      postureEmail: "Posture alert e-mails",
      customPolicies: "Custom policies and thresholds",
      alerts: "E-mail alerts and webhooks",
      checkInOut: "Check-in and check-out with reminders",
      warranty: "Warranty and replacement planning",
      licences: "Software licence tracking",
      offboarding: "Offboarding checklists",
      export: "Data export (CSV, REST API)",
      auditLog: "Audit log retention",
      sso: "SAML single sign-on and SCIM",
      entities: "Multiple entities and cost centres",
      residency: "EU data residency",
      helpCentre: "Help centre, guides and community forums",
      responseTime: "First response time",
      onboarding: "Onboarding session",
      uptime: "Uptime commitment",
    },
    values: {
      upTo250: "Up to 250",
      unlimited: "Unlimited",
      upTo10Products: "Up to 10 products",
      days30: "30 days",
      months12: "12 months",
      years3: "3 years",
      euOrUs: "EU or US",
      businessDays2: "2 business days",
      businessHours8: "8 business hours",
      hour1Urgent: "1 hour (urgent)",
      session60: "1 × 60 min",
      guidedRollout: "Guided rollout",
      uptime995: "99.5%",
      sla999: "99.9% SLA",
    },
    faqTitle: "Billing questions",
    faqs: [
      {
        question: "What counts as a device?",
        answer:
          "A laptop, desktop, phone, tablet or server in your register, whether it reports through osquery or was added by hand or by import. Monitors, docks, headsets and other accessories are tracked as assets and are free.",
      },
      {
        question: "How is the monthly bill calculated?",
        answer:
          "We count your active devices every day and bill the highest count of the month. If you grow from 180 to 195 devices in March, April's invoice is 195 × €4 = €780 plus VAT where it applies.",
      },
      {
        question: "Is there a discount for paying yearly?",
        answer:
          "Yes. Paying yearly costs €40 per device per year instead of €48, which is two months free. You can add devices during the year; they are billed pro rata on the next invoice.",
      },
      {
        question: "What happens when my trial ends?",
        answer:
          "After 90 days the trial workspace is deactivated automatically. Upgrade to Business before that date to keep working without interruption; your devices, people and history stay exactly as they are.",
      },
      {
        question: "Which payment methods do you accept?",
        answer:
          "Credit and debit cards (Visa, Mastercard, American Express) and SEPA Direct Debit on every plan. Enterprise customers can also pay by bank transfer against a purchase order, with 30-day payment terms.",
      },
      {
        question: "Can I cancel at any time?",
        answer:
          "Monthly plans can be cancelled at any time and end at the close of the billing month. Yearly plans run to the end of the paid year. Before you leave, you can export all your data as CSV or through the API.",
      },
      {
        question: "Do you charge VAT?",
        answer:
          "Prices exclude VAT. Businesses in the EU with a valid VAT number are invoiced under the reverse-charge rule; we validate the number against VIES when you enter it in billing.",
      },
    ],
    moreQuestions:
      "Another question about invoices or purchase orders? <page>Contact our sales team</page>.",
  },
  about: {
    eyebrow: "Company",
    storyTitle: "Our story",
    story: [
      "Fleetward started in an IT department that tracked 1,400 laptops in three spreadsheets, a ticketing system and the memory of one very patient colleague. Audits took weeks; lost devices were noticed months late.",
      "We built the tool we wanted: one place that knows every device, who has it, whether it is safe, and when it is due for replacement — with nothing to install on a server.",
    ],
    principlesTitle: "What we believe",
    principles: [
      {
        title: "Accurate before clever",
        text: "An inventory is only useful when it is true. Every device record shows where its data came from and when it was last confirmed.",
      },
      {
        title: "Security you can read",
        text: "Encryption, patch level, screen lock and endpoint protection are shown as plain answers, not as scores you have to decode.",
      },
      {
        title: "Fast for small teams",
        text: "Most IT teams are a handful of people. Fleetward is built so one person can onboard a hundred laptops before lunch.",
      },
    ],
    numbersTitle: "What Fleetward does",
    figures: [
      { value: "osquery", label: "The open-source agent your devices report through" },
      { value: "16", label: "Languages of the app and of its e-mails" },
      {
        value: "REST API",
        label: "Every workspace action, documented in OpenAPI, with signed webhooks",
      },
    ],
    officesTitle: "Where we work",
    officesIntro:
      "Customer data is hosted in Frankfurt, Germany. Our support hours follow the sun from Berlin to Austin, so a ticket sent on a weekday rarely waits overnight.",
    offices: [
      {
        city: "Berlin",
        role: "Headquarters: engineering, security and support for Europe",
      },
      {
        city: "Amsterdam",
        role: "Product, design and our Benelux customer team",
      },
      {
        city: "Austin",
        role: "Customer success and support for North America",
      },
    ],
    contactLink: "Addresses, phone numbers and opening hours",
  },
  team: {
    eyebrow: "Company",
    lead: "Most of us have run IT for a living, which is why the product is opinionated about keeping records true and alerts quiet.",
    peopleTitle: "Leadership and the people you will meet",
    members: {
      lena: {
        role: "Co-founder and CEO",
        location: "Berlin",
        bio: "Ran IT for a 1,400-person logistics company and lived through three audits on spreadsheets. Spends a day a week on customer calls and still reads every cancellation reason.",
      },
      daniel: {
        role: "Co-founder and CTO",
        location: "Berlin",
        bio: "Built inventory software at two European SaaS companies. Owns the data model, the osquery intake and the rule that every record says where its data came from.",
      },
      sanne: {
        role: "Head of Product",
        location: "Amsterdam",
        bio: "Previously product lead for a helpdesk tool used by 9,000 IT teams. Turns support tickets into roadmap items and keeps the check-out flow down to three clicks.",
      },
      marcus: {
        role: "Head of Customer Success",
        location: "Austin",
        bio: "Managed a 6,000-device school district fleet before joining. Leads onboarding for every Enterprise customer and runs the monthly office hours.",
      },
      yuki: {
        role: "Head of Security",
        location: "Amsterdam",
        bio: "Former penetration tester and incident responder. Runs our threat modelling, the bug bounty programme and the security reviews that every release goes through.",
      },
      priya: {
        role: "Staff Engineer, device integrations",
        location: "Berlin",
        bio: "Maintains the osquery integration: enrolment, the flags file and the policy library. Has opinions about serial number formats and can prove each of them with a bug report.",
      },
      jonas: {
        role: "Support Team Lead",
        location: "Berlin",
        bio: "Eight years on IT service desks. Wrote most of the help centre guides and keeps our median first response under two hours on business days.",
      },
      amara: {
        role: "Senior Product Designer",
        location: "Austin",
        bio: "Designs the dashboards, the mobile check-in screens and the accessibility reviews. Tests every screen at 375 pixels wide and with a screen reader before it ships.",
      },
    },
    habitsTitle: "How we work",
    habits: [
      "Everyone, including engineers, answers support tickets for one day every month.",
      "We write decisions down: a one-page proposal before any change that customers will notice.",
      "Meetings end by 16:00 Berlin time so Austin and Berlin share two working hours without late nights.",
    ],
    joinTitle: "Join us",
    join: "We are hiring a senior backend engineer, a customer success manager for the DACH region and a technical writer. All roles can be remote within two hours of Berlin or Austin time.",
    openRoles: "See open roles",
    aboutLink: "About Fleetward",
  },
  testimonials: {
    eyebrow: "Examples",
    lead: "Nine example IT teams, from a 64-device foundation to a 3,150-device school trust, show what changes when a fleet moves into Fleetward. The people, organisations and quotes are made up; they are not customers.",
    quotesTitle: "In their words",
    fleet: "{{count}} devices · {{sector}}",
    items: {
      katrin: {
        quote:
          "Our last audit asked for proof that every laptop was encrypted. It used to take two people a week. This time I exported the posture report, and the auditor had no follow-up questions.",
        role: "IT Manager",
        sector: "Logistics",
      },
      tom: {
        quote:
          "We found 37 laptops that nobody had logged into for over 90 days in the first week. Half of them were sitting in a cupboard; we redeployed them instead of buying new ones.",
        role: "Head of IT Operations",
        sector: "Healthcare",
      },
      meiLin: {
        quote:
          "The loan-laptop check-out replaced a paper sign-out sheet at reception. Every morning we get the list of overdue loans, so we ask for a laptop back the day it is late, not a week after.",
        role: "Service Desk Lead",
        sector: "Education",
      },
      rafael: {
        quote:
          "We tried Snipe-IT and a spreadsheet before this. We imported the Snipe-IT export, and now the inventory stays correct without someone babysitting it, because our computers report through osquery on their own.",
        role: "Systems Administrator",
        sector: "Engineering",
      },
      charlotte: {
        quote:
          "Licence tracking alone paid for the subscription. We were paying for 120 design tool seats and using 74; the renewal conversation went very differently this year.",
        role: "Finance and Operations Director",
        sector: "Professional services",
      },
      jakub: {
        quote:
          "As a two-person IT team across four sites we cannot watch every dashboard. We get an e-mail when a device starts failing a policy, and nothing else.",
        role: "IT Coordinator",
        sector: "Legal",
      },
      aisha: {
        quote:
          "Offboarding used to mean chasing managers for laptops. Now the leaver's page lists every device and licence seat they hold, we check them in on their last day, and we recover nearly all of them.",
        role: "People Operations Manager",
        sector: "Retail",
      },
      henrik: {
        quote:
          "The security team and the IT team finally look at the same numbers. Patch compliance went from 71 to 96 percent in one quarter, mostly because everyone could see the same list.",
        role: "CISO",
        sector: "Financial services",
      },
      grace: {
        quote:
          "Setup took an afternoon: a CSV import, osquery on our laptops and a location per office. Support answered my one question in under an hour, on a Friday.",
        role: "IT Generalist",
        sector: "Non-profit",
      },
    },
    tryTitle: "Try it on your own fleet",
    try: "The free trial runs for 90 days on your real devices. Import a CSV, enrol your computers with osquery and see your own posture report the same day.",
    trialCta: "Start free trial",
    storiesLink: "Read the example stories",
  },
  services: {
    eyebrow: "What we do",
    lead: "Fleetward is a product first: inventory, security posture, licences and lifecycle in one app. When you want a hand getting there faster, our team does the migration, rollout and audit preparation with you.",
    trialCta: "Start free trial",
    engineerCta: "Talk to a solutions engineer",
    productTitle: "In the product",
    productIntro: "Included in every plan, from the free 90-day trial onwards.",
    professionalTitle: "Professional services",
    professionalIntro:
      "Fixed-price projects delivered by the people who build Fleetward. Included in Enterprise; available to Business customers from €1,200 per project.",
    detailLink: "How device security monitoring works",
    items: {
      inventory: {
        name: "Asset inventory",
        summary:
          "One record per laptop, phone, server and accessory, kept current by osquery on your computers and by your team.",
        points: [
          "Serial number, model, purchase date, warranty and cost on every record",
          "Computers running osquery report their hardware, system and software, linked to their asset by serial number",
          "Import from CSV or XLSX files, including a Snipe-IT export",
        ],
      },
      security: {
        name: "Device security monitoring",
        summary:
          "See which devices are unencrypted, unpatched, unlocked or unprotected, and fix them first.",
        points: [
          "Four checks on every managed device, explained in plain language",
          "Policies from the library or your own read-only SQL, with your own thresholds",
          "E-mail alerts when a device starts failing a policy, and webhooks",
        ],
      },
      licences: {
        name: "Licence tracking",
        summary:
          "Know how many seats you pay for, how many are assigned and when each contract renews.",
        points: [
          "Seat, device and subscription licences with cost per seat",
          "Daily reminder e-mail for licences ending within 30 days",
          "Unused seats highlighted before every renewal",
        ],
      },
      lifecycle: {
        name: "Lifecycle management",
        summary:
          "Plan purchases, replacements and retirements from one calendar instead of a spreadsheet.",
        points: [
          "Warranty end dates, with a daily reminder for warranties ending within 30 days",
          "Retired assets leave the active count but keep their record and history",
          "Full history of owners, locations and repairs",
        ],
      },
      migration: {
        name: "Migration from spreadsheets and other tools",
        summary:
          "We map your columns, clean duplicates and import your history from Excel, Snipe-IT, GLPI or Shelf. Typical project: 5 business days for up to 5,000 assets.",
        points: [
          "Field mapping workshop (60 minutes)",
          "Test import into a sandbox you can check",
          "Final import with a reconciliation report",
        ],
      },
      rollout: {
        name: "Guided rollout",
        summary:
          "A customer success manager plans your first 30 days with you: osquery enrolment, locations, policies and the first posture review.",
        points: [
          "Kick-off and weekly 30-minute check-ins",
          "Policy templates for ISO 27001 and Cyber Essentials",
          "Admin training for up to 10 people",
        ],
      },
      audit: {
        name: "Audit readiness review",
        summary:
          "Before an ISO 27001, SOC 2 or NIS2 audit, we review your asset register and posture reports against the controls auditors ask about.",
        points: [
          "Gap list mapped to Annex A controls",
          "Evidence pack you can hand to the auditor",
          "Follow-up review after 30 days",
        ],
      },
    },
    engagementTitle: "How an engagement runs",
    engagementSteps: [
      {
        title: "Scoping call",
        text: "30 minutes with a solutions engineer: how many devices, which operating systems, which audits are coming.",
      },
      {
        title: "Written proposal",
        text: "A fixed price and a plan with dates within two business days. No day rates that keep running.",
      },
      {
        title: "Delivery",
        text: "Work happens in your trial or production workspace, with a shared checklist you can follow.",
      },
      {
        title: "Handover",
        text: "A recorded walkthrough and a reconciliation report, so your team owns the result.",
      },
    ],
    comparePlans: "Compare plans",
    offices: "Our offices",
  },
  serviceDetail: {
    eyebrow: "Services",
    lead: "Four checks, run by osquery on every enrolled computer and answered in plain language: is it encrypted, is it up to date, does it lock, is it protected? You see the failing devices first, with the reason.",
    trialCta: "Start free trial",
    allServices: "All services",
    checksTitle: "The four checks",
    checksIntro:
      "Each check is a read-only osquery SQL policy from the policy library. Where a policy has a threshold, such as the minimum OS version or the idle time before the screen locks, you set it.",
    passesWhen: "Passes when:",
    checks: [
      {
        title: "Disk encryption",
        passes:
          "FileVault (macOS), BitLocker on the system drive (Windows) or LUKS on the root file system (Linux) is on.",
        why: "A lost laptop with an encrypted disk is an inconvenience. Without encryption it is a reportable data breach.",
      },
      {
        title: "OS patch level",
        passes:
          "macOS or Windows is at or above the minimum version you set, and automatic updates are on (also checked on Linux).",
        why: "Most exploited vulnerabilities have had a patch for months. Age of the missing update matters more than the count.",
      },
      {
        title: "Screen lock",
        passes:
          "On Windows and macOS, the screen locks after at most the idle time you allow (15 minutes by default) and asks for the password.",
        why: "Unlocked devices in cafés, trains and shared offices are the easiest way into a signed-in session.",
      },
      {
        title: "Endpoint protection",
        passes:
          "On Windows, Security Center reports an antivirus that is on with up-to-date signatures; on macOS, Apple's XProtect and its definitions are installed.",
        why: "An installed but disabled agent looks fine in a purchase list and protects nothing.",
      },
    ],
    howTitle: "How it works",
    steps: [
      "Install osquery, the open-source agent, on each computer with an enrolment secret and the flags file Fleetward gives you.",
      "osquery checks in on its own, sends the device's details and runs each policy, a read-only SQL query, on the device.",
      "Each policy applies to the platforms it is written for, with the thresholds you set, such as the minimum macOS version.",
      "Failing devices appear on the posture dashboard with the owner, the reason and the date it started failing.",
      "Owners and admins get an e-mail and an in-app notice when a device starts failing a policy or passes it again; webhooks can pass each change on to your own tools.",
    ],
    platformsTitle: "Supported platforms",
    platformsIntro:
      "What each platform reports through osquery and which checks the policy library covers.",
    platformsCaption: "Checks supported per platform",
    columns: {
      platform: "Platform",
      source: "Data source",
      encryption: "Encryption",
      patch: "Patch level",
      lock: "Screen lock",
      protection: "Endpoint protection",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Minimum version, automatic update checks",
        lock: "Yes",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Minimum build, automatic updates",
        lock: "Yes",
        protection: "Antivirus (Security Center)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Automatic updates",
        lock: "No library policy",
        protection: "No library policy",
      },
    ],
    boundariesTitle: "What we never do",
    boundaries: [
      {
        title: "No recovery keys",
        text: "The disk encryption policies ask osquery whether FileVault, BitLocker or LUKS is on. We never read, copy or store a recovery key.",
      },
      {
        title: "A read-only agent",
        text: "osquery, the open-source agent, only answers read-only queries: Fleetward sees the state of a device but cannot change it.",
      },
      {
        title: "No silent changes",
        text: "Fleetward reports and reminds. It sends no commands to your devices: no remote lock, no wipe.",
      },
    ],
    startTitle: "See your own posture in an afternoon",
    start:
      "Enrol your first computers with osquery and see their posture report within the hour. The trial is free for 90 days and needs no credit card.",
    guidesLink: "Read the setup guides",
  },
  helpCentre: {
    eyebrow: "Help centre",
    lead: "Answers for Fleetward administrators, technicians and trial users. Search first: most questions are answered in under a minute.",
    searchTitle: "Search",
    topicsTitle: "Browse by topic",
    topics: [
      {
        title: "Frequently asked questions",
        text: "20 short answers about accounts, the free trial, devices and security.",
        cta: "Browse the FAQs",
      },
      {
        title: "Step-by-step guides",
        text: "Guides from your first CSV import to retiring a device.",
        cta: "Open the guides",
      },
      {
        title: "Contact support",
        text: "Support hours, response times by plan and a form that routes your request by severity.",
        cta: "Get support",
      },
      {
        title: "Documentation and API",
        text: "Concepts, configuration and the REST API reference for integrations.",
        cta: "Read the documentation",
      },
    ],
    popularTitle: "Popular articles",
    popular: [
      { title: "Import devices from a CSV", meta: "Guide · 15 min" },
      { title: "Enrol macOS devices", meta: "Guide · 20 min" },
      { title: "What happens at the end of the 90 days?", meta: "FAQ · Free trial" },
      { title: "Set up check-out for loan laptops", meta: "Guide · 10 min" },
      { title: "Why does a device appear twice?", meta: "FAQ · Devices" },
      { title: "Does Fleetward store disk recovery keys?", meta: "FAQ · Security" },
    ],
    stillStuckTitle: "Still stuck?",
    stillStuck:
      "Our support team works Monday to Friday from 08:00 Berlin time to 17:00 Austin time. Send a <support>support request</support> with your workspace address, or ask other IT teams in the <forums>community forums</forums>.",
    faqs: {
      topicsLabel: "FAQ topics",
      moreTitle: "Did not find your answer?",
      more: "Follow a <guides>step-by-step guide</guides> or <support>send a support request</support>. We answer trial users within two business days and paying customers within eight business hours.",
    },
    guides: {
      allTitle: "All guides",
      stepsTitle: "Step by step",
      minutes: "{{minutes}} min",
      helpTitle: "Need a hand?",
      help: "If a step does not match what you see in your workspace, tell us which guide and which step in a <support>support request</support>. We keep these guides in step with every monthly release.",
    },
    support: {
      lead: "Real people who know device management answer every request.",
      hoursTitle: "Support hours",
      hours: [
        { region: "Europe", team: "Berlin", time: "Monday to Friday, 08:00–18:00 CET" },
        { region: "North America", team: "Austin", time: "Monday to Friday, 08:00–17:00 CT" },
        {
          region: "Urgent issues",
          team: "Enterprise on-call",
          time: "24 hours a day, 7 days a week",
        },
      ],
      hoursNote:
        "Business hours exclude public holidays in Berlin and Texas. Urgent Enterprise issues are covered on those days too.",
      slaTitle: "Response times by plan",
      slaIntro:
        "The time to our first human answer, not an automatic acknowledgement. Severity is what you choose in the form; we may adjust it, and will tell you when we do.",
      slaCaption: "First response times by plan and severity",
      severityColumn: "Severity",
      planColumns: ["Free trial", "Business", "Enterprise"],
      slaRows: [
        {
          severity: "Urgent",
          times: ["2 business days", "4 business hours", "1 hour, around the clock"],
        },
        { severity: "High", times: ["2 business days", "8 business hours", "4 business hours"] },
        { severity: "Normal", times: ["2 business days", "8 business hours", "8 business hours"] },
        { severity: "Low", times: ["5 business days", "2 business days", "1 business day"] },
      ],
      requestTitle: "Send a support request",
      includeTitle: "What to include",
      checklist: [
        "Your workspace address, such as yourcompany.fleetward.com",
        "What you were trying to do, step by step",
        "What you expected and what happened instead, with the exact error message",
        "When it started, and whether it affects one user, one device or everyone",
        "Serial numbers or asset tags of the devices involved, if any",
        "A screenshot, with personal data blurred",
      ],
      vulnerability:
        "Reporting a vulnerability? Write to <mail>security@fleetward.com</mail> instead.",
      beforeTitle: "Before you write",
      before:
        "Many questions are answered in the <faqs>FAQs</faqs> and the <guides>setup guides</guides>. Questions about pricing or a new contract go to our <sales>sales team</sales>.",
    },
    form: {
      name: "Your name",
      email: "E-mail address of your Fleetward account",
      subject: "Subject",
      subjectHint: "One line, for example: a Mac stopped reporting on 12 November.",
      severity: "Severity",
      severities: {
        low: "Low — a question or a cosmetic problem",
        normal: "Normal — something does not work, but there is a workaround",
        high: "High — a feature your team relies on is not working",
        urgent: "Urgent — the workspace is down or data looks wrong",
      },
      description: "Description",
      descriptionHint:
        "Your workspace address, what you did, what you expected and what happened instead. Never include passwords or recovery keys.",
      sending: "Sending…",
      send: "Send support request",
      received: "Support request {{reference}} received.",
      sent: "We received “{{subject}}” as ticket <ref>{{reference}}</ref>. Quote this number when you write to support@fleetward.com about it.",
    },
  },
  legal: {
    eyebrow: "Legal",
    termsLead:
      "The agreement between your organisation and Fleetward GmbH for the use of Fleetward, from the free 90-day trial to paid Business and Enterprise subscriptions.",
    privacyLead:
      "What personal data Fleetward processes when you visit our site, use your account or talk to us, why we need it, how long we keep it and how to use your rights under the GDPR.",
  },
  documentation: {
    eyebrow: "Product",
    lead: "How Fleetward is organised, how to set up a workspace and how to integrate it with the REST API. For task-by-task instructions, see the help centre.",
  },
};

export type CompanyText = typeof enCompany;
