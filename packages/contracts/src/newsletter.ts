import { z } from "zod";

export const newsletterSubscribeRequestSchema = z.object({
  email: z.email().max(254).describe("Address that receives the newsletter"),
  locale: z.string().min(2).max(5).optional().describe("Interface language of the subscriber"),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

export const newsletterSubscribeResponseSchema = z.object({
  subscribed: z.literal(true),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;
