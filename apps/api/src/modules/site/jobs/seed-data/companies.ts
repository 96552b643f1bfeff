import type { CompanyTone } from "@fleetward/contracts/jobs";

/** The employers seeded on the board; `id` becomes the company's slug. */
export type SeedCompany = {
  id: string;
  name: string;
  industry: string;
  location: string;
  employees: string;
  founded: number;
  tagline: string;
  about: readonly string[];
  itTeam: string;
  perks: readonly string[];
  initials: string;
  tone: CompanyTone;
  website?: string;
};

export const seedCompanies: readonly SeedCompany[] = [
  {
    id: "fleetward",
    name: "Fleetward",
    industry: "Software (IT asset management)",
    location: "Berlin, Germany · offices in Amsterdam and Austin",
    employees: "46",
    founded: 2023,
    tagline: "One calm, accurate view of every device an organisation owns.",
    about: [
      "Fleetward is an IT asset and device management service: one register of what an organisation owns, who has it and whether it is safe. Devices report through the open-source osquery agent, and every list can be imported, exported and reached through the API.",
      "We are 46 people in Berlin, Amsterdam and Austin, and most of us have run IT for a living. We write decisions down, keep meetings short and end them by 16:00 Berlin time.",
    ],
    itTeam:
      "Engineering teams for the sync engine, the web app and integrations; every engineer answers support tickets one day a month.",
    perks: [
      "Remote within two hours of Berlin or Austin time",
      "€1,500 yearly learning budget",
      "30 days of paid leave",
      "Company laptop of your choice",
    ],
    initials: "FW",
    tone: "blue",
  },
  {
    id: "meridian-health",
    name: "Meridian Health Network",
    industry: "Healthcare",
    location: "Leeds, United Kingdom",
    employees: "11,000",
    founded: 1994,
    tagline: "Four hospitals and 22 clinics across West Yorkshire.",
    about: [
      "Meridian Health Network provides acute and community care to 1.2 million people. Its digital services team supports 9,000 devices, from ward workstations to infusion-pump tablets.",
      "The network is midway through a three-year programme to replace legacy clinical systems and consolidate its device management.",
    ],
    itTeam: "Digital services of 140 people, including a security operations team of 12.",
    perks: [
      "NHS-equivalent pension",
      "Hybrid working for non-clinical roles",
      "Cycle-to-work scheme",
    ],
    initials: "MH",
    tone: "teal",
  },
  {
    id: "northgate-freight",
    name: "Northgate Freight",
    industry: "Logistics",
    location: "Rotterdam, Netherlands",
    employees: "1,800",
    founded: 1978,
    tagline: "Road and rail freight between the North Sea ports and central Europe.",
    about: [
      "Northgate Freight moves 40,000 containers a year with its own fleet of 600 trucks. Every driver carries a rugged tablet, and every depot runs its own scanners and printers.",
    ],
    itTeam: "IT team of 18 covering three countries and 11 depots.",
    perks: ["Company car for field roles", "Profit-sharing bonus", "Paid certification exams"],
    initials: "NF",
    tone: "amber",
  },
  {
    id: "harcourt-vale",
    name: "Harcourt & Vale LLP",
    industry: "Legal services",
    location: "London, United Kingdom",
    employees: "420",
    founded: 1921,
    tagline: "A commercial law firm with offices in London, Bristol and Dublin.",
    about: [
      "Harcourt & Vale advises mid-market companies on transactions, employment and disputes. Client confidentiality drives every IT decision: all devices are encrypted, and every laptop is accounted for weekly.",
    ],
    itTeam: "IT team of 9, plus a managed security provider for out-of-hours monitoring.",
    perks: ["Private medical insurance", "Two days from home per week", "Annual bonus"],
    initials: "HV",
    tone: "slate",
  },
  {
    id: "brookhaven-council",
    name: "City of Brookhaven Council",
    industry: "Local government",
    location: "Brookhaven, Ireland",
    employees: "2,300",
    founded: 1899,
    tagline: "Public services for 180,000 residents.",
    about: [
      "The council runs libraries, housing, planning, roads and leisure centres. Its IT service supports 2,600 laptops and desktops and 1,900 mobile phones across 34 sites.",
    ],
    itTeam: "ICT department of 45, including a service desk of 14.",
    perks: ["Public-sector pension", "Flexitime", "35 days of leave"],
    initials: "CB",
    tone: "emerald",
  },
  {
    id: "kessler-precision",
    name: "Kessler Precision Components",
    industry: "Manufacturing",
    location: "Stuttgart, Germany",
    employees: "950",
    founded: 1962,
    tagline: "Precision-machined parts for the automotive and medical industries.",
    about: [
      "Kessler runs two plants with 120 CNC machines, most of them connected to the plant network. Bringing shop-floor PCs and office IT under the same inventory is a current priority.",
    ],
    itTeam: "IT and OT team of 11 across two plants.",
    perks: [
      "Canteen and free parking",
      "Company pension with employer top-up",
      "Shift allowance for on-call",
    ],
    initials: "KP",
    tone: "rose",
  },
  {
    id: "tidewave-software",
    name: "Tidewave Software",
    industry: "Software (payments)",
    location: "Lisbon, Portugal · remote",
    employees: "310",
    founded: 2017,
    tagline: "Payment infrastructure for marketplaces.",
    about: [
      "Tidewave processes payments for 1,400 online marketplaces. The company tripled in size in two years and runs an all-Mac fleet that must meet PCI DSS and SOC 2 requirements.",
    ],
    itTeam: "IT operations team of 5 within the security organisation.",
    perks: ["Fully remote in Europe", "Stock options", "Home office budget of €1,000"],
    initials: "TS",
    tone: "sky",
  },
  {
    id: "university-eastmoor",
    name: "University of Eastmoor",
    industry: "Higher education",
    location: "Eastmoor, United Kingdom",
    employees: "4,200",
    founded: 1965,
    tagline: "A research university with 22,000 students.",
    about: [
      "Eastmoor's central IT service supports teaching labs, research groups and administration. Research equipment purchased on grants is a growing part of the asset estate.",
    ],
    itTeam: "Central IT of 160, plus IT officers embedded in each faculty.",
    perks: ["Generous pension", "Tuition fee waiver", "Campus sports centre"],
    initials: "UE",
    tone: "violet",
  },
];
