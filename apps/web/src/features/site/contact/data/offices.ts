/**
 * What does not change with the language: addresses and numbers. Each office's and mailbox's
 * words (city, role, hours, directions, use…) are under `marketing.contact` by the same id.
 */
export type Office = {
  id: "berlin" | "amsterdam" | "austin";
  street: readonly string[];
  phone: string;
};

export const offices: readonly Office[] = [
  {
    id: "berlin",
    street: ["Fleetward GmbH", "Chausseestraße 29", "10115 Berlin"],
    phone: "+49 30 2089 4410",
  },
  {
    id: "amsterdam",
    street: ["Fleetward B.V.", "Keizersgracht 241", "1016 EA Amsterdam"],
    phone: "+31 20 808 3172",
  },
  {
    id: "austin",
    street: ["Fleetward Inc.", "600 Congress Avenue, Suite 1400", "Austin, TX 78701"],
    phone: "+1 512 555 0148",
  },
];

export type Mailbox = { id: "sales" | "support" | "security" | "press"; address: string };

export const mailboxes: readonly Mailbox[] = [
  { id: "sales", address: "sales@fleetward.com" },
  { id: "support", address: "support@fleetward.com" },
  { id: "security", address: "security@fleetward.com" },
  { id: "press", address: "press@fleetward.com" },
];
