import type { CandidateExperience } from "@fleetward/contracts/jobs";

/** People who agreed to publish their profile on the board; `id` becomes the slug. */
export type SeedCandidate = {
  id: string;
  name: string;
  headline: string;
  location: string;
  years: number;
  availability: string;
  skills: readonly string[];
  summary: string;
  experience: readonly CandidateExperience[];
  certifications: readonly string[];
  languages: readonly string[];
  initials: string;
};

export const seedCandidates: readonly SeedCandidate[] = [
  {
    id: "chiamaka-eze",
    name: "Chiamaka Eze",
    headline: "Endpoint security engineer",
    location: "Manchester, United Kingdom",
    years: 7,
    availability: "Available in 1 month",
    skills: ["Intune", "Defender for Endpoint", "BitLocker", "PowerShell", "Incident response"],
    summary:
      "Security engineer who has run endpoint compliance for 12,000 devices in financial services. Happiest turning a noisy alert stream into a short list people actually act on.",
    experience: [
      {
        role: "Senior Endpoint Security Engineer",
        organisation: "A UK building society",
        period: "2021 – present",
        text: "Raised encryption coverage from 91% to 99.6% and cut median patch age from 34 to 9 days across 12,000 devices.",
      },
      {
        role: "Security Analyst",
        organisation: "A managed security provider",
        period: "2018 – 2021",
        text: "Triaged endpoint alerts for 40 customers; wrote the lost-device playbook still in use.",
      },
    ],
    certifications: ["Microsoft SC-200", "CompTIA Security+"],
    languages: ["English", "Igbo"],
    initials: "CE",
  },
  {
    id: "lukas-brandt",
    name: "Lukas Brandt",
    headline: "IT asset manager",
    location: "Hamburg, Germany",
    years: 10,
    availability: "Open to offers",
    skills: [
      "Hardware asset management",
      "Procurement",
      "Lifecycle planning",
      "ServiceNow",
      "Supplier management",
    ],
    summary:
      "Asset manager who has owned the hardware lifecycle for a 5,000-person retailer, from supplier negotiations to certified disposal.",
    experience: [
      {
        role: "IT Asset Manager",
        organisation: "A German retail group",
        period: "2017 – present",
        text: "Standardised laptop models from 23 to 4 and extended refresh cycles by a year, saving €1.1 million annually.",
      },
      {
        role: "IT Procurement Specialist",
        organisation: "A logistics company",
        period: "2015 – 2017",
        text: "Ran tenders for end-user devices and printers across six countries.",
      },
    ],
    certifications: ["IAITAM CHAMP", "ITIL 4 Foundation"],
    languages: ["German", "English"],
    initials: "LB",
  },
  {
    id: "sofia-marques",
    name: "Sofia Marques",
    headline: "Mac and mobile administrator",
    location: "Porto, Portugal (remote)",
    years: 5,
    availability: "Available now",
    skills: ["Jamf Pro", "Apple Business Manager", "iOS", "Zero-touch enrolment", "Bash"],
    summary:
      "Mac administrator who enjoys automating the first day: laptops that set themselves up while the new hire makes coffee.",
    experience: [
      {
        role: "Client Platform Engineer",
        organisation: "A European fintech",
        period: "2021 – 2025",
        text: "Built zero-touch enrolment for 800 Macs and 600 iPhones; onboarding time fell from half a day to 20 minutes.",
      },
      {
        role: "IT Support Specialist",
        organisation: "A design agency",
        period: "2020 – 2021",
        text: "Sole IT person for 60 creatives on macOS.",
      },
    ],
    certifications: ["Jamf Certified Admin", "Apple Certified Support Professional"],
    languages: ["Portuguese", "English", "Spanish"],
    initials: "SM",
  },
  {
    id: "kenji-watanabe",
    name: "Kenji Watanabe",
    headline: "Service desk lead",
    location: "Dublin, Ireland",
    years: 9,
    availability: "Available in 3 months",
    skills: [
      "Team leadership",
      "ITIL",
      "Joiner-mover-leaver",
      "Jira Service Management",
      "Reporting",
    ],
    summary:
      "Service desk lead who believes first-time fix is a design problem, not a staffing one.",
    experience: [
      {
        role: "Service Desk Manager",
        organisation: "A university",
        period: "2019 – present",
        text: "Led 18 analysts; lifted first-contact resolution from 58% to 77% in two years.",
      },
      {
        role: "Senior Analyst",
        organisation: "A telecom operator",
        period: "2016 – 2019",
        text: "Built the knowledge base that handles 30% of tickets without an analyst.",
      },
    ],
    certifications: ["ITIL 4 Managing Professional"],
    languages: ["Japanese", "English"],
    initials: "KW",
  },
  {
    id: "fatima-el-amrani",
    name: "Fatima El Amrani",
    headline: "GRC and ISO 27001 specialist",
    location: "Brussels, Belgium",
    years: 8,
    availability: "Open to contract work",
    skills: ["ISO 27001", "Risk assessment", "Internal audit", "GDPR", "NIS2"],
    summary:
      "Governance specialist who has taken four organisations to ISO 27001 certification without a single major non-conformity.",
    experience: [
      {
        role: "Information Security Officer",
        organisation: "A Belgian insurer",
        period: "2020 – present",
        text: "Led the transition to ISO 27001:2022 and the NIS2 readiness programme.",
      },
      {
        role: "IT Auditor",
        organisation: "A Big Four firm",
        period: "2017 – 2020",
        text: "Audited IT general controls for listed companies in the Benelux.",
      },
    ],
    certifications: ["ISO 27001 Lead Implementer", "CISA"],
    languages: ["French", "Arabic", "English", "Dutch"],
    initials: "FE",
  },
  {
    id: "owen-price",
    name: "Owen Price",
    headline: "Infrastructure and OT engineer",
    location: "Cardiff, United Kingdom",
    years: 12,
    availability: "Available in 2 months",
    skills: ["Windows Server", "Network segmentation", "OT security", "IEC 62443", "VMware"],
    summary:
      "Engineer who has spent a decade on factory floors making old machines and new security policies coexist.",
    experience: [
      {
        role: "OT Infrastructure Lead",
        organisation: "A steel manufacturer",
        period: "2018 – present",
        text: "Segmented 14 production networks without a single unplanned stop.",
      },
      {
        role: "Systems Engineer",
        organisation: "An engineering consultancy",
        period: "2013 – 2018",
        text: "Designed plant networks for food and pharmaceutical clients.",
      },
    ],
    certifications: ["GICSP", "CCNP Enterprise"],
    languages: ["English", "Welsh"],
    initials: "OP",
  },
  {
    id: "ingrid-solberg",
    name: "Ingrid Solberg",
    headline: "Software licence analyst",
    location: "Oslo, Norway",
    years: 6,
    availability: "Open to offers",
    skills: ["Microsoft licensing", "Adobe", "SaaS management", "Vendor audits", "Excel modelling"],
    summary:
      "Licence analyst who has recovered seven-figure sums from unused subscriptions and passed three vendor audits.",
    experience: [
      {
        role: "Software Asset Manager",
        organisation: "A Nordic energy company",
        period: "2020 – present",
        text: "Cut SaaS spend by 22% by reclaiming seats ahead of renewals.",
      },
      {
        role: "Licensing Consultant",
        organisation: "A software reseller",
        period: "2019 – 2020",
        text: "Prepared effective licence positions for 25 public-sector customers.",
      },
    ],
    certifications: ["Microsoft Licensing Specialist", "FinOps Certified Practitioner"],
    languages: ["Norwegian", "English", "Swedish"],
    initials: "IS",
  },
  {
    id: "marco-ricci",
    name: "Marco Ricci",
    headline: "Junior IT support technician",
    location: "Milan, Italy",
    years: 2,
    availability: "Available now",
    skills: ["Windows 11", "Microsoft 365", "Hardware repair", "Customer service", "Asset tagging"],
    summary:
      "Support technician who rebuilt his school's laptop inventory as a student project and wants to make asset management his career.",
    experience: [
      {
        role: "IT Support Technician",
        organisation: "A regional hospital",
        period: "2023 – present",
        text: "Handled 25 tickets a day; tagged and recorded 1,100 devices during the hospital's first full audit.",
      },
      {
        role: "IT Intern",
        organisation: "A secondary school",
        period: "2022 – 2023",
        text: "Moved the school's device list from paper to a shared inventory.",
      },
    ],
    certifications: ["CompTIA A+"],
    languages: ["Italian", "English"],
    initials: "MR",
  },
];
