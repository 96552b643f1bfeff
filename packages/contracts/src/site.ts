import { z } from "zod";

export const siteStatusSchema = z.object({
  launch_at: z.iso.datetime().describe("When the coming-soon page counts down to"),
  maintenance: z.object({
    active: z.boolean().describe("True while a maintenance window is under way"),
    message: z.string(),
    until: z.iso.datetime().nullable().describe("End of the announced window, if any"),
  }),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;
