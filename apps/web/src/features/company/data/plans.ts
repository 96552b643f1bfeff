export type PlanId = "trial" | "business" | "enterprise";

export type Plan = {
  id: PlanId;
  name: string;
  price: string;
  priceNote: string;
  summary: string;
  highlights: readonly string[];
  /** A limitation worth stating next to the plan, not as a feature. */
  note?: string;
  cta: { label: string; to: string };
  featured?: boolean;
};

export const plans: readonly Plan[] = [
  {
    id: "trial",
    name: "Free trial",
    price: "€0",
    priceNote: "for 90 days, no credit card",
    summary: "Try the full product on your real fleet. The trial is a beta and ends automatically after 90 days.",
    highlights: [
      "Up to 250 devices and 3 administrators",
      "Inventory, security posture and check-in/out",
      "Intune, Jamf and Google Workspace connectors",
      "E-mail support on business days",
    ],
    note: "Beta: data export is not available during the trial.",
    cta: { label: "Start free trial", to: "/signup" },
  },
  {
    id: "business",
    name: "Business",
    price: "€4",
    priceNote: "per device per month, billed monthly or yearly",
    summary: "Everything a busy IT team needs to keep an accurate, secure fleet, with no limit on devices.",
    highlights: [
      "Unlimited devices, assets and administrators",
      "Licence tracking with renewal reminders",
      "CSV and API export, scheduled reports",
      "Audit log kept for 12 months",
      "Support within 8 business hours",
    ],
    cta: { label: "Start with the trial", to: "/signup" },
    featured: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "Custom",
    priceNote: "for 2,000 devices or more",
    summary: "For organisations with several entities, strict compliance needs or their own identity provider.",
    highlights: [
      "Everything in Business",
      "SAML single sign-on and SCIM provisioning",
      "Multiple entities with separate billing",
      "Audit log kept for 3 years, 99.9% uptime SLA",
      "Named customer success manager, 1-hour urgent support",
    ],
    cta: { label: "Talk to sales", to: "/contact" },
  },
];

/** true = included, false = not included, string = included with a note. */
export type FeatureValue = boolean | string;

export type FeatureRow = { feature: string; values: Record<PlanId, FeatureValue> };

export type FeatureGroup = { group: string; rows: readonly FeatureRow[] };

export const featureComparison: readonly FeatureGroup[] = [
  {
    group: "Inventory",
    rows: [
      { feature: "Managed devices", values: { trial: "Up to 250", business: "Unlimited", enterprise: "Unlimited" } },
      { feature: "Non-device assets (monitors, docks, phones)", values: { trial: true, business: true, enterprise: true } },
      { feature: "CSV import", values: { trial: true, business: true, enterprise: true } },
      { feature: "MDM connectors (Intune, Jamf, Google Workspace, Kandji)", values: { trial: true, business: true, enterprise: true } },
      { feature: "Custom fields", values: { trial: "5", business: "50", enterprise: "Unlimited" } },
    ],
  },
  {
    group: "Security posture",
    rows: [
      { feature: "Disk encryption, patch level, screen lock, endpoint protection", values: { trial: true, business: true, enterprise: true } },
      { feature: "Weekly posture e-mail", values: { trial: true, business: true, enterprise: true } },
      { feature: "Custom policies and thresholds", values: { trial: false, business: true, enterprise: true } },
      { feature: "Alerts to Slack, Microsoft Teams and webhooks", values: { trial: false, business: true, enterprise: true } },
    ],
  },
  {
    group: "Lifecycle and licences",
    rows: [
      { feature: "Check-in and check-out with reminders", values: { trial: true, business: true, enterprise: true } },
      { feature: "Warranty and replacement planning", values: { trial: true, business: true, enterprise: true } },
      { feature: "Software licence tracking", values: { trial: "Up to 10 products", business: true, enterprise: true } },
      { feature: "Offboarding checklists", values: { trial: false, business: true, enterprise: true } },
    ],
  },
  {
    group: "Data and administration",
    rows: [
      { feature: "Data export (CSV, REST API)", values: { trial: false, business: true, enterprise: true } },
      { feature: "Audit log retention", values: { trial: "30 days", business: "12 months", enterprise: "3 years" } },
      { feature: "SAML single sign-on and SCIM", values: { trial: false, business: false, enterprise: true } },
      { feature: "Multiple entities and cost centres", values: { trial: false, business: false, enterprise: true } },
      { feature: "EU data residency", values: { trial: true, business: true, enterprise: "EU or US" } },
    ],
  },
  {
    group: "Support",
    rows: [
      { feature: "Help centre, guides and community forums", values: { trial: true, business: true, enterprise: true } },
      { feature: "First response time", values: { trial: "2 business days", business: "8 business hours", enterprise: "1 hour (urgent)" } },
      { feature: "Onboarding session", values: { trial: false, business: "1 × 60 min", enterprise: "Guided rollout" } },
      { feature: "Uptime commitment", values: { trial: false, business: "99.5%", enterprise: "99.9% SLA" } },
    ],
  },
];

export type BillingQuestion = { question: string; answer: string };

export const billingFaqs: readonly BillingQuestion[] = [
  {
    question: "What counts as a device?",
    answer:
      "A laptop, desktop, phone, tablet or server that has been seen in the last 30 days, either through an MDM connector or because someone edited it. Monitors, docks, headsets and other accessories are tracked as assets and are free.",
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
];
