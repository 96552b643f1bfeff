import type { plans } from "./schema.ts";

/**
 * The plans, moved here from the web app's pricing data. Prices are per device: Business
 * costs €4 per device a month, or €40 a year (two months free). Enterprise is quoted.
 */
export const planContent: (typeof plans.$inferInsert)[] = [
  {
    id: "trial",
    name: "Free trial",
    description:
      "Try the full product on your real fleet. The trial is a beta and ends automatically after 90 days.",
    priceMonthlyCents: 0,
    priceYearlyCents: 0,
    deviceLimit: 250,
    features: [
      "Up to 250 devices and 3 administrators",
      "Inventory, security posture and check-in/out",
      "Devices report through osquery, the open-source agent",
      "E-mail support on business days",
    ],
    highlighted: false,
    isTrial: true,
    sortOrder: 1,
  },
  {
    id: "business",
    name: "Business",
    description:
      "Everything a busy IT team needs to keep an accurate, secure fleet, with no limit on devices.",
    priceMonthlyCents: 400,
    priceYearlyCents: 4000,
    deviceLimit: null,
    features: [
      "Unlimited devices, assets and administrators",
      "Licence tracking with renewal reminders",
      "CSV, XLSX and API export",
      "Audit log kept for 12 months",
      "Support within 8 business hours",
    ],
    highlighted: true,
    isTrial: false,
    sortOrder: 2,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description:
      "For organisations with several entities, strict compliance needs or their own identity provider.",
    priceMonthlyCents: null,
    priceYearlyCents: null,
    deviceLimit: null,
    features: [
      "Everything in Business",
      "SAML single sign-on and SCIM provisioning",
      "Multiple entities with separate billing",
      "Audit log kept for 3 years, 99.9% uptime SLA",
      "Named customer success manager, 1-hour urgent support",
    ],
    highlighted: false,
    isTrial: false,
    sortOrder: 3,
  },
];
