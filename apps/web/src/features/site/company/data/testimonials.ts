import type { CompanyText } from "../../../../lib/i18n/locales/company/en.ts";

/** Names and organisations stay as they are; quote, role and sector are in `company.testimonials.items.<id>`. */
export type Testimonial = {
  id: keyof CompanyText["testimonials"]["items"];
  name: string;
  organisation: string;
  /** Devices the organisation manages in Fleetward. */
  fleetSize: number;
};

export const testimonials: readonly Testimonial[] = [
  {
    id: "katrin",
    name: "Katrin Vogel",
    organisation: "Northwind Logistics",
    fleetSize: 1240,
  },
  {
    id: "tom",
    name: "Tom Ashworth",
    organisation: "Helios Health Partners",
    fleetSize: 860,
  },
  {
    id: "meiLin",
    name: "Mei Lin Chow",
    organisation: "Brightwater Schools Trust",
    fleetSize: 3150,
  },
  {
    id: "rafael",
    name: "Rafael Moreno",
    organisation: "Vantor Engineering",
    fleetSize: 410,
  },
  {
    id: "charlotte",
    name: "Charlotte Dubois",
    organisation: "Alder & Finch Architects",
    fleetSize: 95,
  },
  {
    id: "jakub",
    name: "Jakub Nowak",
    organisation: "Kestrel Legal LLP",
    fleetSize: 220,
  },
  {
    id: "aisha",
    name: "Aisha Rahman",
    organisation: "Lumen Retail Group",
    fleetSize: 1780,
  },
  {
    id: "henrik",
    name: "Henrik Larsen",
    organisation: "Fjordline Insurance",
    fleetSize: 2600,
  },
  {
    id: "grace",
    name: "Grace Mensah",
    organisation: "Oakridge Community Foundation",
    fleetSize: 64,
  },
];
