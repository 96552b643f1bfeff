/**
 * The copy of the marketing pages (landing, company, status, contact and help-centre pages).
 * It is the `marketing` section of every locale but lives in its own file per language so the
 * locale files stay a manageable size; each locale imports its file and places it before `footer`.
 * Pages read whole sub-objects with `t("marketing.…", { returnObjects: true })`, so lists keep
 * their order; strings with {{placeholders}} or <tags> are read with `t`/`<Trans>` one by one.
 * Tag names must not be HTML void elements (`<link>`, `<img>`…): Trans would drop their text.
 */
export const enMarketing = {
  home: {
    lead: "Know every laptop, phone, server and licence your organisation owns, who has it and whether it is safe. Fleetward keeps the inventory accurate and shows the devices that need attention first.",
    seePricing: "See pricing",
    builtOn: "Built on open source and open formats you can check for yourself",
    featuresTitle: "Everything about your devices, in one app",
    featuresIntro:
      "Replace the spreadsheet, the sign-out sheet and the renewal calendar with one inventory your whole team trusts.",
    features: [
      {
        title: "Inventory that stays true",
        text: "Every laptop, server, monitor and accessory in one register, with who has it and where it is. Computers running osquery, the open-source agent, report their own hardware, system and software.",
      },
      {
        title: "Security posture at a glance",
        text: "Encryption, patch level, screen lock and endpoint protection for every device, with the failing ones at the top.",
      },
      {
        title: "Lifecycle from order to disposal",
        text: "Purchase dates, costs and warranty end dates on every asset, a daily reminder for warranties ending within 30 days, and retired assets that keep their history.",
      },
      {
        title: "Licences without surprises",
        text: "Seats, costs and expiry dates in one place, with a daily reminder for licences ending within 30 days.",
      },
      {
        title: "Check-in and check-out",
        text: "Lend loan laptops with due dates and reminders, and hand over devices to new starters in three clicks.",
      },
      {
        title: "Reports auditors accept",
        text: "Exports of assets, devices, licences, people and history as CSV or XLSX, with each device's failing policies, as evidence for ISO 27001, SOC 2 and NIS2.",
      },
    ],
    stepsTitle: "Up and running in an afternoon",
    steps: [
      {
        title: "Connect",
        text: "Import a spreadsheet or a Snipe-IT export, and install osquery, the open-source agent, on your computers with an enrolment secret.",
      },
      {
        title: "Review",
        text: "Fleetward matches records by serial number, assigns owners and shows which devices fail a check.",
      },
      {
        title: "Act",
        text: "Fix the top of the list, tune the policies and get an e-mail when a device starts failing one.",
      },
    ],
    postureTitle: "See your security posture at a glance",
    postureIntro:
      "Disk encryption, OS version, screen lock and malware protection, checked by osquery on every enrolled computer and explained in plain language. The devices that need you are at the top, with their owner and the reason.",
    postureLink: "How device security monitoring works",
    testimonialsTitle: "Example stories",
    examplesNote:
      "Made-up teams and quotes that show what Fleetward's features are for. They are examples, not customers.",
    quotes: [
      {
        quote:
          "This audit I exported one posture report, and the auditor had no follow-up questions.",
        role: "IT Manager, Northwind Logistics · 1,240 devices",
      },
      {
        quote:
          "We found 37 laptops nobody had used in 90 days and redeployed them instead of buying new ones.",
        role: "Head of IT Operations, Helios Health Partners · 860 devices",
      },
      {
        quote:
          "Patch compliance went from 71 to 96 percent in one quarter, because everyone saw the same list.",
        role: "CISO, Fjordline Insurance · 2,600 devices",
      },
    ],
    moreStories: "Read more example stories",
    pricingTitle: "Simple per-device pricing",
    pricingIntro:
      "No charge for accessories or administrators. Start free for 90 days, no credit card needed.",
    planTrialNote: "90 days, up to {{count}} devices",
    planTrialUnlimited: "90 days, unlimited devices",
    planEnterpriseNote: "SSO, SCIM and a 99.9% SLA",
    planPerDevice: "per device per month",
    customPrice: "Custom",
    comparePlans: "Compare plans",
    faqTitle: "Frequently asked questions",
    faqs: [
      {
        q: "Do I need to install an agent on our devices?",
        a: "For device details and security posture, yes: each computer runs osquery, the open-source agent, which you install with an enrolment secret and a flags file from Fleetward. The asset register, check-in and check-out and imports work without it.",
      },
      {
        q: "What happens when the 90-day trial ends?",
        a: "The trial workspace is deactivated automatically. Upgrade to a paid plan before or shortly after the end and everything carries over unchanged.",
      },
      {
        q: "Can we use it without installing anything on our computers?",
        a: "Yes. Many small teams start with a spreadsheet import and check-in and check-out. Posture checks need osquery on the computer, because that is where the policies run.",
      },
      {
        q: "Where is our data stored?",
        a: "In Frankfurt, Germany, encrypted at rest and in transit. Fleetward never stores disk recovery keys or passwords.",
      },
      {
        q: "How does Fleetward compare with Snipe-IT or GLPI?",
        a: "Those are solid inventory tools you host and maintain yourself. Fleetward is hosted for you, imports a Snipe-IT export and adds the security posture that osquery reports, so the inventory and the risk picture are the same list.",
      },
    ],
    moreAnswers: "More answers in the help centre",
    ctaTitle: "Know where every device is by Friday",
    ctaText:
      "Import a spreadsheet or enrol your first computer with osquery today. The trial is free for 90 days and needs no credit card.",
    snapshot: {
      label: "Illustration of the Fleetward fleet overview",
      title: "Fleet overview",
      synced: "Synced 3 min ago",
      devices: "devices",
      encrypted: "encrypted",
      attention: "need attention",
      needsUpdate: "Needs update",
      notEncrypted: "Not encrypted",
      healthy: "Healthy",
    },
    posture: {
      title: "Security posture · acme.fleetward.com",
      lastSync: "Last sync 4 minutes ago",
      managed: "Managed devices",
      managedNote: "+36 this month",
      passAll: "Pass all four checks",
      passAllNote: "up from 78% in August",
      attention: "Need attention",
      attentionNote: "23 of them critical",
      encryption: "Disk encryption",
      patch: "OS patch level",
      lock: "Screen lock",
      protection: "Endpoint protection",
      pass: "{{percent}}% pass",
      critical: "Critical",
      high: "High",
      salesPool: "Sales pool",
      issueUpdate: "Security update missing for 21 days",
      issueProtection: "Endpoint protection not reporting",
      issueLock: "No screen lock set",
      caption: "Product illustration with sample data from a fictional 1,284-device organisation.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "Workflows automate the busiest days of a device's life: a new starter's first morning and a leaver's last afternoon. Early access opens for Business and Enterprise customers when the countdown ends.",
    upcomingTitle: "What is on the way",
    upcoming: [
      "Onboarding flows that assign a laptop, phone and licences to a new starter from one form",
      "Offboarding checklists that open automatically when HR ends a contract, with return labels",
      "Approval steps for purchases above a budget you set per cost centre",
    ],
    shape:
      "Want to help shape it? Write to <mail>product@fleetward.com</mail> and tell us how your team onboards people today. Progress is published in the changelog every month.",
    readChangelog: "Read the changelog",
    maintenanceEyebrow: "We will be back shortly",
    maintenanceLead:
      "We are upgrading the database that stores your workspaces to a faster version. Your data is safe, and nothing is lost while the service is paused.",
    unavailable: "Unavailable",
    unavailableText: "Workspaces, sign-in and the REST API",
    notAffected: "Not affected",
    notAffectedText:
      "Your devices: osquery keeps running on them and reports in again once the service is back",
    maintenanceContact:
      "Administrators receive a progress e-mail from <status>status@fleetward.com</status> when the work starts and when it ends. Something urgent that cannot wait? Write to <support>support@fleetward.com</support>; Enterprise customers can also call their urgent support line.",
    thankYouEyebrow: "Message received",
    thankYouLead:
      "Thanks for getting in touch with Fleetward. Your message is in our queue and has been routed to the team that can answer it.",
    nextTitle: "What happens next",
    nextSteps: [
      "A confirmation e-mail with a copy of your message arrives within a few minutes. If it does not, check your spam folder.",
      "A person from the right team, not a bot, replies within one business day.",
      "If your question is about an existing workspace, include your workspace address in any reply so we can find it quickly.",
    ],
    whileYouWait:
      "While you wait, the <guides>setup guides</guides> answer most first-week questions, and the <faqs>FAQs</faqs> cover the trial, billing and security.",
    readBlog: "Read the blog",
  },
  contact: {
    eyebrow: "Contact",
    lead: "Questions about pricing, a migration from spreadsheets or your trial workspace: write to us and a person from the right team answers within one business day.",
    sendTitle: "Send us a message",
    beforeTitle: "Before you write",
    beforeSupport:
      "Already a customer with a problem in your workspace? The <page>support form</page> routes it by severity.",
    beforeGuides: "Many setup questions are answered in the <page>step-by-step guides</page>.",
    beforeSecrets:
      "Never send passwords, recovery keys or personal data about employees in this form.",
    otherTitle: "Other ways to reach us",
    phoneOrVisit:
      "Prefer the phone or a visit? See our <page>offices in Berlin, Amsterdam and Austin</page>.",
    detailLead:
      "Three offices, four mailboxes and one rule: a real person from the right team answers. Visits are welcome by appointment.",
    sendMessage: "Send us a message",
    officesTitle: "Our offices",
    holidays:
      "Offices are closed on public holidays in Berlin, North Holland and Texas respectively. Support for urgent Enterprise issues continues on those days.",
    mailboxesTitle: "E-mail the right team",
    response: "Response: ",
    phone: "Phone",
    openingHours: "Opening hours",
    gettingHere: "Getting here",
    companyTitle: "Company details",
    registered: "Registered company",
    vat: "VAT number",
    directors: "Managing directors",
    dpo: "Data protection officer",
    offices: {
      berlin: {
        city: "Berlin",
        role: "Headquarters",
        country: "Germany",
        hours: "Monday to Friday, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, UTC+2 in summer)",
        directions:
          "5 minutes from U6 Naturkundemuseum. Visitor entrance in the courtyard, 3rd floor.",
      },
      amsterdam: {
        city: "Amsterdam",
        role: "Product and Benelux customers",
        country: "Netherlands",
        hours: "Monday to Friday, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, UTC+2 in summer)",
        directions:
          "10 minutes on foot from Amsterdam Centraal; trams 13 and 17 stop at Westermarkt.",
      },
      austin: {
        city: "Austin",
        role: "North American customers",
        country: "United States",
        hours: "Monday to Friday, 08:00–17:00",
        timeZone: "CT (UTC−6, UTC−5 in summer)",
        directions:
          "Downtown at Congress and 6th. Visitor parking in the One American Center garage.",
      },
    },
    mailboxes: {
      sales: {
        team: "Sales",
        use: "Quotes, Enterprise plans, purchase orders and volume pricing.",
        response: "Within one business day",
      },
      support: {
        team: "Support",
        use: "Help with your workspace, osquery enrolment, imports and billing.",
        response:
          "Trial: 2 business days. Business: 8 business hours. Enterprise: 1 hour for urgent issues.",
      },
      security: {
        team: "Security",
        use: "Vulnerability reports and security questionnaires. PGP key on request.",
        response: "Acknowledged within 24 hours, every day of the year",
      },
      press: {
        team: "Press",
        use: "Interviews, logos, product screenshots and company facts.",
        response: "Within two business days",
      },
    },
    form: {
      topics: {
        sales: "Pricing and plans",
        trial: "My free trial",
        support: "Help with my workspace",
        billing: "Invoices and billing",
        partnership: "Partnerships and resellers",
        press: "Press and media",
        other: "Something else",
      },
      sent: "Message sent. We will reply within one business day.",
      name: "Your name",
      email: "Work e-mail",
      company: "Company (optional)",
      topic: "Topic",
      message: "Message",
      messageHint:
        "Tell us how many devices you manage and how you keep track of them today. 20 to 5,000 characters.",
      sending: "Sending…",
      send: "Send message",
      privacy: "We use your details only to answer this message.",
    },
  },
};

export type MarketingText = typeof enMarketing;
