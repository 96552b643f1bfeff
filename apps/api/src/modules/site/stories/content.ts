import type { StoryTone } from "@fleetward/contracts/stories";

/*
 * The example stories of the portfolio pages, moved here from the web app: made-up
 * organisations, people and figures, which the pages label as examples (issue 21). Each story
 * belongs to one category (`category`, a slug of storyCategoryContent); the order of the
 * array is the order of the listings.
 */

export const storyCategoryContent = [
  { slug: "healthcare-research", name: "Healthcare and research" },
  { slug: "education", name: "Education" },
  { slug: "public-sector", name: "Public sector and non-profit" },
  { slug: "finance-legal", name: "Finance and legal" },
  { slug: "industry-logistics", name: "Industry, logistics and retail" },
  { slug: "technology", name: "Technology" },
] as const;

export type StoryCategorySlug = (typeof storyCategoryContent)[number]["slug"];

export type StorySource = {
  id: string;
  category: StoryCategorySlug;
  organisation: string;
  sector: string;
  kind: string;
  location: string;
  devices: number;
  customerSince: string;
  headline: string;
  summary: string;
  challenge: readonly string[];
  solution: readonly string[];
  results: readonly { value: string; label: string }[];
  timeline: readonly { when: string; what: string }[];
  quote: { text: string; name: string; role: string };
  tools: readonly string[];
  initials: string;
  tone: StoryTone;
};

export const storyContent: readonly StorySource[] = [
  {
    id: "helios-health-partners",
    organisation: "Helios Health Partners",
    sector: "Healthcare",
    category: "healthcare-research",
    kind: "Hospital network",
    location: "Birmingham, United Kingdom",
    devices: 860,
    customerSince: "2024",
    headline: "37 idle laptops found in the first week",
    summary:
      "Two hospitals and nine clinics replaced a yearly manual count with a live inventory — and redeployed laptops instead of buying new ones.",
    challenge: [
      "Helios's 860 laptops and tablets were recorded in a device management console, in a procurement spreadsheet and in ward asset books. None of the three agreed, and the yearly count took three technicians most of a month.",
      "Meanwhile, clinical managers kept asking for new laptops while others sat unused in cupboards — nobody could see which ones.",
    ],
    solution: [
      "Installed osquery on every laptop in the first week, so each one reported its serial number, hardware, operating system and last check-in.",
      "Imported the procurement spreadsheet to add the tablets, purchase dates, costs and warranty end dates to the same records.",
      "Wrote a custom policy, a read-only query of osquery's login records, that fails on any laptop without a sign-in for 90 days; the IT operations team reviews the failing list every Monday.",
    ],
    results: [
      { value: "37", label: "idle laptops redeployed in week one" },
      { value: "€41,000", label: "of new purchases avoided" },
      { value: "99.4%", label: "of devices encrypted, up from 93%" },
    ],
    timeline: [
      { when: "Week 1", what: "osquery rolled out; 812 laptops reporting." },
      { when: "Week 1", what: "Procurement sheet imported; 37 idle laptops identified." },
      { when: "Month 2", what: "Ward managers get an export of the devices at their ward." },
      { when: "Month 6", what: "First yearly audit answered from a single export." },
    ],
    quote: {
      text: "We found 37 laptops that nobody had logged into for over 90 days in the first week. Half of them were sitting in a cupboard; we redeployed them instead of buying new ones.",
      name: "Tom Ashworth",
      role: "Head of IT Operations",
    },
    tools: ["osquery", "CSV import", "Posture dashboard"],
    initials: "HH",
    tone: "teal",
  },
  {
    id: "brightwater-schools-trust",
    organisation: "Brightwater Schools Trust",
    sector: "Education",
    category: "education",
    kind: "School district",
    location: "Bristol, United Kingdom",
    devices: 3150,
    customerSince: "2023",
    headline: "Loan laptops come back on time",
    summary:
      "Eleven schools moved 400 loan laptops from a paper sign-out sheet to check-out with reminders, and cut late returns by four-fifths.",
    challenge: [
      "Each of the trust's eleven schools lends laptops to students and staff. The loans were written on paper sheets at reception, and about a third came back late — some at the end of term, some never.",
      "The service desk of six could not chase 400 loans by hand, and had no reliable list of who had which device.",
    ],
    solution: [
      "Enrolled 2,750 Windows laptops with osquery, rolled out with the trust's existing software deployment tool.",
      "Replaced the paper sheets with check-out at reception: scan the asset tag, choose the student, set the return date.",
      "Set an expected return date on every loan, so the service desk finds the overdue loans in the daily reminder e-mail.",
    ],
    results: [
      { value: "−81%", label: "late loan returns" },
      { value: "400", label: "loan laptops tracked per day" },
      { value: "3 min", label: "to lend a laptop at reception" },
    ],
    timeline: [
      { when: "Week 1", what: "osquery rolled out to the Windows laptops." },
      { when: "Week 3", what: "Pilot of check-out at two schools." },
      { when: "Term 2", what: "All eleven schools switch off the paper sheets." },
    ],
    quote: {
      text: "The loan-laptop check-out replaced a paper sign-out sheet at reception. Every morning we get the list of overdue loans, so we ask for a laptop back the day it is late, not a week after.",
      name: "Mei Lin Chow",
      role: "Service Desk Lead",
    },
    tools: ["osquery", "Check-in and check-out", "Daily reminders"],
    initials: "BS",
    tone: "sky",
  },
  {
    id: "northwind-logistics",
    organisation: "Northwind Logistics",
    sector: "Logistics",
    category: "industry-logistics",
    kind: "Logistics firm",
    location: "Hamburg, Germany",
    devices: 1240,
    customerSince: "2024",
    headline: "An audit answered with one export",
    summary:
      "A freight forwarder with 14 depots turned a week of audit evidence gathering into a ten-minute report.",
    challenge: [
      "Northwind's customers — mostly retailers and pharmaceutical companies — audit its security every year. The question that always took longest: prove every laptop is encrypted.",
      "Two people spent a week collecting BitLocker screenshots from 14 depots, and the answer was out of date before the auditor read it.",
    ],
    solution: [
      "Installed osquery on 900 Windows laptops at the depots and on the 60 Macs in head office; the handheld scanners were imported from a spreadsheet.",
      "Used the posture dashboard to fix 31 unencrypted laptops in the first fortnight, most of them at depots.",
      "Gave auditors an export of the device list with each device's failing policies, instead of screenshots.",
    ],
    results: [
      { value: "10 min", label: "to produce audit evidence, down from 5 days" },
      { value: "98.7%", label: "encryption coverage across 14 depots" },
      { value: "0", label: "follow-up questions at the last audit" },
    ],
    timeline: [
      { when: "Week 1", what: "osquery installed on depot laptops and head-office Macs." },
      { when: "Week 3", what: "31 unencrypted depot laptops fixed." },
      { when: "Month 4", what: "Customer audit passed on the posture report alone." },
    ],
    quote: {
      text: "Our last audit asked for proof that every laptop was encrypted. It used to take two people a week. This time I exported the posture report, and the auditor had no follow-up questions.",
      name: "Katrin Vogel",
      role: "IT Manager",
    },
    tools: ["osquery", "Policies", "Device export"],
    initials: "NL",
    tone: "amber",
  },
  {
    id: "kestrel-legal",
    organisation: "Kestrel Legal LLP",
    sector: "Legal",
    category: "finance-legal",
    kind: "Law firm",
    location: "Manchester, United Kingdom",
    devices: 220,
    customerSince: "2024",
    headline: "A two-person IT team that sleeps at night",
    summary:
      "A law firm with four offices gets an e-mail only when a device starts failing a policy, and nothing else.",
    challenge: [
      "Client confidentiality means every laptop at Kestrel must be encrypted, patched and locked when unattended. The firm's two IT staff looked after four offices and had no time to watch dashboards.",
      "Their previous tools reported problems as hundreds of alerts a week, most of which repeated the same few laptops.",
    ],
    solution: [
      "Installed osquery on every laptop and turned on the library policies for disk encryption, OS version, screen lock and malware protection.",
      "Left the posture alerts on: an e-mail when a laptop starts failing a policy or passes it again, never a repeat.",
      "Checked every laptop out to its fee earner, so the team knows whom to call about a failing one.",
    ],
    results: [
      { value: "5", label: "devices needing attention in a typical week" },
      { value: "96%", label: "of laptops fully compliant" },
      { value: "4 h", label: "saved per week on alert triage" },
    ],
    timeline: [
      { when: "Day 1", what: "osquery enrolled on the first laptops in an afternoon." },
      { when: "Week 2", what: "Alerts only on changes; alert volume falls by 90%." },
      { when: "Month 3", what: "Every laptop checked out to its fee earner." },
    ],
    quote: {
      text: "As a two-person IT team across four sites we cannot watch every dashboard. We get an e-mail when a device starts failing a policy, and nothing else.",
      name: "Jakub Nowak",
      role: "IT Coordinator",
    },
    tools: ["osquery", "Posture alert e-mails", "Policies"],
    initials: "KL",
    tone: "indigo",
  },
  {
    id: "city-of-brookhaven",
    organisation: "City of Brookhaven Council",
    sector: "Public sector",
    category: "public-sector",
    kind: "City council",
    location: "Brookhaven, Ireland",
    devices: 4500,
    customerSince: "2023",
    headline: "34 sites, one list",
    summary:
      "A council with libraries, depots and leisure centres brought 2,600 computers and 1,900 phones into a single inventory.",
    challenge: [
      "Brookhaven's ICT team supports 2,300 staff across 34 sites. Each site kept its own list of equipment, and phones were tracked in the telecom contract rather than in IT.",
      "A public-sector audit found that 6% of recorded laptops could not be located.",
    ],
    solution: [
      "Enrolled the council's computers with osquery and imported each site's list, phones included, with the site as location.",
      "Ran a reconciliation per site with the site managers, using printed lists and QR asset tags.",
      "Offboarded every leaver from the list of devices they hold, so the devices are collected on the last day.",
    ],
    results: [
      { value: "0.4%", label: "of laptops unlocated, down from 6%" },
      { value: "34", label: "sites on one inventory" },
      { value: "1,900", label: "phones tracked with an owner" },
    ],
    timeline: [
      { when: "Month 1", what: "osquery rolled out; site lists imported." },
      { when: "Month 2", what: "Site-by-site reconciliation with QR tags." },
      { when: "Month 5", what: "Offboarding used for every leaver." },
      { when: "Year 1", what: "Follow-up audit closes the finding." },
    ],
    quote: {
      text: "The auditors' finding was about missing laptops, but the fix was about ownership. Every site manager now sees their own list, and they keep it right because it has their name on it.",
      name: "Siobhán Keane",
      role: "ICT Infrastructure Manager",
    },
    tools: ["osquery", "CSV import", "Offboarding"],
    initials: "CB",
    tone: "emerald",
  },
  {
    id: "university-of-eastmoor",
    organisation: "University of Eastmoor",
    sector: "Higher education",
    category: "education",
    kind: "University",
    location: "Eastmoor, United Kingdom",
    devices: 6800,
    customerSince: "2024",
    headline: "Research equipment finally on the books",
    summary:
      "A university brought grant-funded research laptops and lab PCs into the same inventory as its teaching and office devices.",
    challenge: [
      "Central IT managed teaching labs and administration well. But about 1,500 devices were bought on research grants by individual groups and never reached the central inventory.",
      "When grants ended, nobody knew which devices belonged to the university, which to the funder, and which held research data.",
    ],
    solution: [
      "Enrolled centrally managed computers with osquery and invited research groups to import their own lists.",
      "Added custom fields for grant reference, funder and data classification.",
      "Added a custom field for the wipe reference, filled in before a research device is retired.",
    ],
    results: [
      { value: "1,480", label: "research devices added to the inventory" },
      { value: "100%", label: "of retired devices with a wipe record" },
      { value: "23", label: "research groups keeping their own records" },
    ],
    timeline: [
      { when: "Term 1", what: "Central devices enrolled with osquery." },
      { when: "Term 2", what: "Research groups import grant-funded equipment." },
      { when: "Term 3", what: "A wipe reference becomes mandatory before retirement." },
    ],
    quote: {
      text: "Research groups were never going to use a central IT form. Letting them keep their own records in the same inventory, with the grant on each device, is what finally worked.",
      name: "Dr Peter Haldane",
      role: "Head of IT Asset Services",
    },
    tools: ["osquery", "CSV import", "Custom fields"],
    initials: "UE",
    tone: "violet",
  },
  {
    id: "lumen-retail-group",
    organisation: "Lumen Retail Group",
    sector: "Retail",
    category: "industry-logistics",
    kind: "Retail chain",
    location: "Rotterdam, Netherlands",
    devices: 1780,
    customerSince: "2023",
    headline: "Leavers' devices come back",
    summary:
      "A chain of 120 stores recovers nearly every laptop and tablet from leavers, because each leaver is offboarded against the list of what they hold.",
    challenge: [
      "Store staff turnover at Lumen is high, and store managers hand out tablets and laptops for ordering and scheduling. Offboarding relied on managers remembering to ask for them back.",
      "In the year before Fleetward, 11% of leavers kept at least one device.",
    ],
    solution: [
      "Imported the stores' tablets and laptops from the purchasing spreadsheet, each checked out to a person rather than to a store.",
      "When HR reports a leaver, the store manager opens the person's offboarding page, which lists every device and licence seat they hold.",
      "Store managers check the devices back in from their phone, with a prepaid return label for remote staff.",
    ],
    results: [
      { value: "98%", label: "of leavers' devices recovered" },
      { value: "120", label: "stores on one process" },
      { value: "€96,000", label: "of hardware recovered in the first year" },
    ],
    timeline: [
      { when: "Month 1", what: "Devices imported and checked out to people." },
      { when: "Month 2", what: "Every leaver offboarded from their page." },
      { when: "Month 4", what: "Rolled out to all 120 stores." },
    ],
    quote: {
      text: "Offboarding used to mean chasing managers for laptops. Now the leaver's page lists every device and licence seat they hold, we check them in on their last day, and we recover nearly all of them.",
      name: "Aisha Rahman",
      role: "People Operations Manager",
    },
    tools: ["CSV import", "Offboarding", "Check-in and check-out"],
    initials: "LR",
    tone: "orange",
  },
  {
    id: "tidewave-software",
    organisation: "Tidewave Software",
    sector: "Technology",
    category: "technology",
    kind: "Software scale-up",
    location: "Lisbon, Portugal",
    devices: 310,
    customerSince: "2024",
    headline: "SOC 2 device evidence without a spreadsheet",
    summary:
      "A payments scale-up that tripled in two years produced its SOC 2 Type II device evidence straight from Fleetward.",
    challenge: [
      "Tidewave grew from 100 to 310 people in two years, all on MacBooks, many fully remote. Its first SOC 2 Type II audit needed proof that every laptop was encrypted, patched and screen-locked for the whole audit period — not just on the day.",
      "The IT team of five could see each Mac's settings today, but had no record of compliance over time.",
    ],
    solution: [
      "Installed osquery on every Mac, so FileVault, the macOS version and the screen lock were checked from day one.",
      "Set the library policies to match the SOC 2 controls: a minimum macOS version and a screen lock after 5 minutes.",
      "Exported the device list with its failing policies every month of the audit period as evidence.",
    ],
    results: [
      { value: "0", label: "device exceptions in the SOC 2 report" },
      { value: "310", label: "Macs with monthly posture evidence" },
      { value: "2 days", label: "to prepare device evidence, down from 3 weeks" },
    ],
    timeline: [
      { when: "Day 1", what: "osquery installed; 280 Macs reporting." },
      { when: "Month 1", what: "Policy thresholds aligned with SOC 2 controls." },
      { when: "Month 7", what: "Audit period ends; evidence exported." },
    ],
    quote: {
      text: "The auditors did not want a screenshot of today. They wanted six months of evidence for every laptop, and we had exported it every month since the day we installed osquery.",
      name: "Rui Carvalho",
      role: "Head of IT Operations",
    },
    tools: ["osquery", "Policies", "Device export"],
    initials: "TS",
    tone: "cyan",
  },
  {
    id: "oakridge-community-foundation",
    organisation: "Oakridge Community Foundation",
    sector: "Non-profit",
    category: "public-sector",
    kind: "NGO",
    location: "Leeds, United Kingdom",
    devices: 64,
    customerSince: "2025",
    headline: "Set up in an afternoon by one person",
    summary:
      "A small NGO with one IT generalist went from a shared spreadsheet to a secure, tracked fleet in a single afternoon.",
    challenge: [
      "Oakridge's 50 staff and volunteers work from three community centres and from home, on a mix of donated and purchased laptops. IT is one person, who also runs the office.",
      "A funder's due-diligence questionnaire asked how the foundation protected beneficiaries' data on laptops. There was no good answer.",
    ],
    solution: [
      "Imported the existing spreadsheet of 64 devices, with donor and purchase information.",
      "Installed osquery on each laptop with the enrolment secret and flags file from the setup guide.",
      "Set a location per community centre and checked out each laptop to its user.",
    ],
    results: [
      { value: "1 afternoon", label: "from spreadsheet to working inventory" },
      { value: "100%", label: "of laptops encrypted within a month" },
      { value: "64", label: "devices, each with a named owner" },
    ],
    timeline: [
      { when: "Hour 1", what: "Spreadsheet imported." },
      { when: "Hour 3", what: "osquery enrolled and locations set." },
      { when: "Month 1", what: "Due-diligence questionnaire answered with the posture report." },
    ],
    quote: {
      text: "Setup took an afternoon: a CSV import, osquery on our laptops and a location per office. Support answered my one question in under an hour, on a Friday.",
      name: "Grace Mensah",
      role: "IT Generalist",
    },
    tools: ["CSV import", "osquery", "Check-in and check-out"],
    initials: "OC",
    tone: "lime",
  },
  {
    id: "vantor-engineering",
    organisation: "Vantor Engineering",
    sector: "Manufacturing",
    category: "industry-logistics",
    kind: "Manufacturer",
    location: "Eindhoven, Netherlands",
    devices: 410,
    customerSince: "2023",
    headline: "An inventory that stays correct on its own",
    summary:
      "A pump and valve manufacturer left Snipe-IT and a spreadsheet behind for an inventory that osquery keeps up to date.",
    challenge: [
      "Vantor's systems administrator maintained a self-hosted Snipe-IT and a spreadsheet for the shop floor. Both drifted: every laptop swap and repair had to be typed in twice.",
      "Shop-floor PCs that ran machine software could not take every update, and nobody tracked which ones were exceptions.",
    ],
    solution: [
      "Imported the Snipe-IT export and installed osquery, so office laptops report their own details.",
      "Recorded shop-floor PCs that cannot take every update in a custom field, with the reason.",
      "Reviewed those exceptions every quarter, with a review date on each.",
    ],
    results: [
      { value: "0", label: "hours a week spent on manual updates" },
      { value: "18", label: "documented patch exceptions, all reviewed" },
      { value: "410", label: "devices, one source of truth" },
    ],
    timeline: [
      { when: "Week 1", what: "Snipe-IT export imported; osquery rolled out." },
      { when: "Week 2", what: "Shop-floor exceptions recorded in a custom field." },
      { when: "Quarter 1", what: "First quarterly exception review." },
    ],
    quote: {
      text: "We tried Snipe-IT and a spreadsheet before this. We imported the Snipe-IT export, and now the inventory stays correct without someone babysitting it, because our computers report through osquery on their own.",
      name: "Rafael Moreno",
      role: "Systems Administrator",
    },
    tools: ["Snipe-IT import", "osquery", "Custom fields"],
    initials: "VE",
    tone: "rose",
  },
  {
    id: "harbourside-cooperative-bank",
    organisation: "Harbourside Cooperative Bank",
    sector: "Financial services",
    category: "finance-legal",
    kind: "Bank branch network",
    location: "Cork, Ireland",
    devices: 2100,
    customerSince: "2024",
    headline: "Branch devices ready for the regulator",
    summary:
      "A cooperative bank with 86 branches shows its regulator, at any moment, that every branch device is encrypted and patched.",
    challenge: [
      "Harbourside's branches each run teller PCs, advisor laptops and a few tablets. The regulator's ICT risk guidelines ask for an accurate asset inventory and timely patching — with evidence.",
      "The IT risk team compiled that evidence quarterly from three tools, and it took a fortnight each time.",
    ],
    solution: [
      "Enrolled branch computers with osquery and set each one's branch as its location.",
      "Turned on the minimum Windows build and automatic-updates policies, and checked each branch's devices out to its branch manager.",
      "On the first of each month, exported the device list with each device's location and failing policies for the IT risk team.",
    ],
    results: [
      { value: "86", label: "branches reporting monthly" },
      { value: "97%", label: "of devices within patch policy" },
      { value: "2 weeks", label: "saved every quarter on evidence" },
    ],
    timeline: [
      { when: "Month 1", what: "osquery rolled out; branches set as locations." },
      { when: "Month 2", what: "Branch managers become device owners." },
      { when: "Quarter 2", what: "Regulatory evidence produced from the monthly export." },
    ],
    quote: {
      text: "When the supervisor asks how we know branch devices are patched, I send the report from the first of the month. It has never been out of date.",
      name: "Eleanor Marsh",
      role: "IT Risk Manager",
    },
    tools: ["osquery", "Device export", "Policies"],
    initials: "HC",
    tone: "blue",
  },
  {
    id: "halvorsen-institute",
    organisation: "Halvorsen Institute for Climate Research",
    sector: "Research",
    category: "healthcare-research",
    kind: "Research lab",
    location: "Tromsø, Norway",
    devices: 540,
    customerSince: "2025",
    headline: "Field laptops that come home safe",
    summary:
      "A research institute tracks laptops that spend months at Arctic field stations, with their encryption and owner always known.",
    challenge: [
      "Halvorsen's researchers take rugged laptops to field stations for weeks or months at a time, often with little connectivity. Devices were swapped between expeditions without records.",
      "One laptop lost on an expedition held unpublished data; nobody could say whether it was encrypted.",
    ],
    solution: [
      "Installed osquery on office and field laptops alike; a laptop away from the network reports again when it is back online.",
      "Used check-out for each expedition, with the station as location and the return date as the expedition end.",
      "Required the disk encryption policy to pass, checked on the laptop's page, before each check-out.",
    ],
    results: [
      { value: "100%", label: "of field laptops encrypted before departure" },
      { value: "62", label: "expedition check-outs in the first season" },
      { value: "0", label: "devices with an unknown owner" },
    ],
    timeline: [
      { when: "Week 1", what: "osquery installed on office and field laptops." },
      { when: "Month 1", what: "Expedition check-out process agreed with station leads." },
      { when: "Season 1", what: "62 expeditions, every device returned and recorded." },
    ],
    quote: {
      text: "A laptop on Svalbard may not report for a month. What matters is that we knew it was encrypted when it left, and who had it. Fleetward tells us both.",
      name: "Dr Nils Bakke",
      role: "Head of Research IT",
    },
    tools: ["osquery", "Policies", "Check-in and check-out"],
    initials: "HI",
    tone: "fuchsia",
  },
];
