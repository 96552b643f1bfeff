import { useQuery } from "@tanstack/react-query";
// Types only: the contract's zod schemas stay out of the page chunks.
import type { Plan, PlanListResponse } from "@fleetward/contracts/plans";
import { formatMoney } from "../format.ts";
import { request } from "../http/http-client.ts";

export type { Plan } from "@fleetward/contracts/plans";

/** The plans of `GET /api/plans`, shared by the pricing page and the landing page teaser. */
export function usePlans() {
  return useQuery({
    queryKey: ["plans"],
    queryFn: ({ signal }) => request<PlanListResponse>("/api/plans", { signal }),
    // Plans change with a deploy, not while someone reads the page.
    staleTime: 5 * 60_000,
  });
}

/**
 * `€4`, `€4.50` (or `4 €`, `4,50 €`… in the reader's language), or `custom` for a plan quoted
 * on request. `locale` is a BCP 47 tag such as intlLocaleOf(i18n.language).
 */
export function formatCents(cents: number | null, locale = "en-IE", custom = "Custom"): string {
  if (cents === null) return custom;
  return formatMoney(cents, "EUR", locale, { trimCents: true });
}

/** The plan whose per-device prices the cost estimator uses: the highlighted, priced one. */
export function estimatorPlan(plans: readonly Plan[]): Plan | undefined {
  return plans.find(
    (plan) =>
      plan.highlighted && plan.price_monthly_cents !== null && plan.price_yearly_cents !== null,
  );
}
