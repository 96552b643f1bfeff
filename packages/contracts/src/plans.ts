import { z } from "zod";

export const planSchema = z.object({
  id: z.string().describe("Stable slug: `trial`, `business`, `enterprise`"),
  name: z.string(),
  description: z.string(),
  price_monthly_cents: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe("Price per device per month in cents, billed monthly; null when quoted on request"),
  price_yearly_cents: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe("Price per device per year in cents, billed yearly; null when quoted on request"),
  currency: z.literal("EUR"),
  device_limit: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe("Most devices the plan covers; null for no limit"),
  features: z.array(z.string()),
  highlighted: z.boolean().describe("The plan most teams choose, shown emphasised"),
  is_trial: z.boolean().describe("The free 90-day trial"),
});
export type Plan = z.infer<typeof planSchema>;

export const planListResponseSchema = z.object({ items: z.array(planSchema) });
export type PlanListResponse = z.infer<typeof planListResponseSchema>;
