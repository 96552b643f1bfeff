export type Office = {
  city: string;
  role: string;
  street: readonly string[];
  country: string;
  phone: string;
  hours: string;
  timeZone: string;
  directions: string;
};

export const offices: readonly Office[] = [
  {
    city: "Berlin",
    role: "Headquarters",
    street: ["Fleetward GmbH", "Chausseestraße 29", "10115 Berlin"],
    country: "Germany",
    phone: "+49 30 2089 4410",
    hours: "Monday to Friday, 08:00–18:00",
    timeZone: "CET/CEST (UTC+1, UTC+2 in summer)",
    directions: "5 minutes from U6 Naturkundemuseum. Visitor entrance in the courtyard, 3rd floor.",
  },
  {
    city: "Amsterdam",
    role: "Product and Benelux customers",
    street: ["Fleetward B.V.", "Keizersgracht 241", "1016 EA Amsterdam"],
    country: "Netherlands",
    phone: "+31 20 808 3172",
    hours: "Monday to Friday, 09:00–17:30",
    timeZone: "CET/CEST (UTC+1, UTC+2 in summer)",
    directions: "10 minutes on foot from Amsterdam Centraal; trams 13 and 17 stop at Westermarkt.",
  },
  {
    city: "Austin",
    role: "North American customers",
    street: ["Fleetward Inc.", "600 Congress Avenue, Suite 1400", "Austin, TX 78701"],
    country: "United States",
    phone: "+1 512 555 0148",
    hours: "Monday to Friday, 08:00–17:00",
    timeZone: "CT (UTC−6, UTC−5 in summer)",
    directions: "Downtown at Congress and 6th. Visitor parking in the One American Center garage.",
  },
];

export type Mailbox = { team: string; address: string; use: string; response: string };

export const mailboxes: readonly Mailbox[] = [
  {
    team: "Sales",
    address: "sales@fleetward.com",
    use: "Quotes, Enterprise plans, purchase orders and volume pricing.",
    response: "Within one business day",
  },
  {
    team: "Support",
    address: "support@fleetward.com",
    use: "Help with your workspace, connectors, imports and billing.",
    response: "Trial: 2 business days. Business: 8 business hours. Enterprise: 1 hour for urgent issues.",
  },
  {
    team: "Security",
    address: "security@fleetward.com",
    use: "Vulnerability reports and security questionnaires. PGP key on request.",
    response: "Acknowledged within 24 hours, every day of the year",
  },
  {
    team: "Press",
    address: "press@fleetward.com",
    use: "Interviews, logos, product screenshots and company facts.",
    response: "Within two business days",
  },
];
