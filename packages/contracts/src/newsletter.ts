import { z } from "zod";
import { honeypotField } from "./honeypot.ts";

export const newsletterSubscribeRequestSchema = z.object({
  email: z.email().max(254).describe("Address that receives the newsletter"),
  // A language tag such as `de` or `pt-BR`: stored as sent, so no control characters.
  locale: z
    .string()
    .min(2)
    .max(5, { abort: true })
    .regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/, { error: "Use a language code such as en or de" })
    .optional()
    .describe("Interface language of the subscriber"),
  website: honeypotField(),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

export const newsletterSubscribeResponseSchema = z.object({
  subscribed: z.literal(true),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** The token of a link in a newsletter e-mail (confirm or unsubscribe). */
export const newsletterTokenRequestSchema = z.strictObject({
  token: z
    .string()
    .trim()
    .min(20)
    .max(200)
    .regex(/^[\w-]+$/, { error: "Invalid link" }),
});
export type NewsletterTokenRequest = z.infer<typeof newsletterTokenRequestSchema>;

export const newsletterConfirmResponseSchema = z.object({ confirmed: z.literal(true) });
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponseSchema>;

export const newsletterUnsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;
