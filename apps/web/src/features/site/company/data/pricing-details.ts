/**
 * The shape of the pricing page's comparison table (the plans themselves come from GET /api/plans).
 * Only keys live here: the words are in the `company.pricing` locale section.
 */
import type { CompanyText } from "../../../../lib/i18n/locales/company/en.ts";

type PricingText = CompanyText["pricing"];
export type FeatureKey = keyof PricingText["features"];
export type ValueKey = keyof PricingText["values"];
export type GroupKey = keyof PricingText["groups"];

/** true = included, false = not included, a number = a quantity, a key = included with a note. */
export type FeatureValue = boolean | number | ValueKey;

/** Values by plan id (`trial`, `business`, `enterprise`); a plan without one shows "not included". */
export type FeatureRow = { feature: FeatureKey; values: Readonly<Record<string, FeatureValue>> };

export type FeatureGroup = { group: GroupKey; rows: readonly FeatureRow[] };

const everyPlan = { trial: true, business: true, enterprise: true } as const;
const paidPlans = { trial: false, business: true, enterprise: true } as const;
const enterpriseOnly = { trial: false, business: false, enterprise: true } as const;

export const featureComparison: readonly FeatureGroup[] = [
  {
    group: "inventory",
    rows: [
      { feature: "managedDevices", values: { trial: "upTo250", business: "unlimited", enterprise: "unlimited" } },
      { feature: "nonDeviceAssets", values: everyPlan },
      { feature: "csvImport", values: everyPlan },
      { feature: "mdmConnectors", values: everyPlan },
      { feature: "customFields", values: { trial: 5, business: 50, enterprise: "unlimited" } },
    ],
  },
  {
    group: "posture",
    rows: [
      { feature: "postureChecks", values: everyPlan },
      { feature: "postureEmail", values: everyPlan },
      { feature: "customPolicies", values: paidPlans },
      { feature: "alerts", values: paidPlans },
    ],
  },
  {
    group: "lifecycle",
    rows: [
      { feature: "checkInOut", values: everyPlan },
      { feature: "warranty", values: everyPlan },
      { feature: "licences", values: { trial: "upTo10Products", business: true, enterprise: true } },
      { feature: "offboarding", values: paidPlans },
    ],
  },
  {
    group: "data",
    rows: [
      { feature: "export", values: paidPlans },
      { feature: "auditLog", values: { trial: "days30", business: "months12", enterprise: "years3" } },
      { feature: "sso", values: enterpriseOnly },
      { feature: "entities", values: enterpriseOnly },
      { feature: "residency", values: { trial: true, business: true, enterprise: "euOrUs" } },
    ],
  },
  {
    group: "support",
    rows: [
      { feature: "helpCentre", values: everyPlan },
      {
        feature: "responseTime",
        values: { trial: "businessDays2", business: "businessHours8", enterprise: "hour1Urgent" },
      },
      { feature: "onboarding", values: { trial: false, business: "session60", enterprise: "guidedRollout" } },
      { feature: "uptime", values: { trial: false, business: "uptime995", enterprise: "sla999" } },
    ],
  },
];
