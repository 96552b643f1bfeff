export type Testimonial = {
  quote: string;
  name: string;
  role: string;
  organisation: string;
  /** Devices the organisation manages in Fleetward. */
  fleetSize: number;
  sector: string;
};

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "Our last audit asked for proof that every laptop was encrypted. It used to take two people a week. This time I exported the posture report, and the auditor had no follow-up questions.",
    name: "Katrin Vogel",
    role: "IT Manager",
    organisation: "Northwind Logistics",
    fleetSize: 1240,
    sector: "Logistics",
  },
  {
    quote:
      "We found 37 laptops that nobody had logged into for over 90 days in the first week. Half of them were sitting in a cupboard; we redeployed them instead of buying new ones.",
    name: "Tom Ashworth",
    role: "Head of IT Operations",
    organisation: "Helios Health Partners",
    fleetSize: 860,
    sector: "Healthcare",
  },
  {
    quote:
      "The loan-laptop check-out replaced a paper sign-out sheet at reception. Returns are now on time because people get a reminder the day before, not an angry e-mail a week after.",
    name: "Mei Lin Chow",
    role: "Service Desk Lead",
    organisation: "Brightwater Schools Trust",
    fleetSize: 3150,
    sector: "Education",
  },
  {
    quote:
      "We tried Snipe-IT and a spreadsheet before this. Fleetward is the first tool where the inventory stays correct without someone babysitting it, because the MDM sync does the boring part.",
    name: "Rafael Moreno",
    role: "Systems Administrator",
    organisation: "Vantor Engineering",
    fleetSize: 410,
    sector: "Engineering",
  },
  {
    quote:
      "Licence tracking alone paid for the subscription. We were paying for 120 design tool seats and using 74; the renewal conversation went very differently this year.",
    name: "Charlotte Dubois",
    role: "Finance and Operations Director",
    organisation: "Alder & Finch Architects",
    fleetSize: 95,
    sector: "Professional services",
  },
  {
    quote:
      "As a two-person IT team across four sites we cannot watch every dashboard. The weekly posture e-mail tells us the five devices that need attention and nothing else.",
    name: "Jakub Nowak",
    role: "IT Coordinator",
    organisation: "Kestrel Legal LLP",
    fleetSize: 220,
    sector: "Legal",
  },
  {
    quote:
      "Offboarding used to mean chasing managers for laptops. Now the leaver's devices show up in a checklist the moment HR closes the contract, and we recover nearly all of them.",
    name: "Aisha Rahman",
    role: "People Operations Manager",
    organisation: "Lumen Retail Group",
    fleetSize: 1780,
    sector: "Retail",
  },
  {
    quote:
      "The security team and the IT team finally look at the same numbers. Patch compliance went from 71 to 96 percent in one quarter, mostly because everyone could see the same list.",
    name: "Henrik Larsen",
    role: "CISO",
    organisation: "Fjordline Insurance",
    fleetSize: 2600,
    sector: "Financial services",
  },
  {
    quote:
      "Setup took an afternoon: a CSV import, the Intune connector and a location per office. Support answered my one question in under an hour, on a Friday.",
    name: "Grace Mensah",
    role: "IT Generalist",
    organisation: "Oakridge Community Foundation",
    fleetSize: 64,
    sector: "Non-profit",
  },
];
