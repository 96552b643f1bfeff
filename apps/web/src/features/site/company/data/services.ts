import type { CompanyText } from "../../../../lib/i18n/locales/company/en.ts";

/** A service's words (name, summary, points) are in `company.services.items.<id>`. */
export type ServiceId = keyof CompanyText["services"]["items"];

export type Service = {
  id: ServiceId;
  /** Internal page with more detail, when there is one. */
  to?: string;
};

export const productServices: readonly Service[] = [
  { id: "inventory" },
  { id: "security", to: "/page-service-detail" },
  { id: "licences" },
  { id: "lifecycle" },
];

export const professionalServices: readonly Service[] = [
  { id: "migration" },
  { id: "rollout" },
  { id: "audit" },
];
