import { z } from "zod";
import { emailAddress, optionalLine, requiredLine, requiredText } from "./form-fields.ts";
import { honeypotField } from "./honeypot.ts";

export const contactTopics = [
  "sales",
  "trial",
  "support",
  "billing",
  "partnership",
  "press",
  "other",
] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactMessageRequestSchema = z.strictObject({
  name: requiredLine(120).describe("Name of the person writing"),
  email: emailAddress().describe("Where the answer goes"),
  company: optionalLine(160).describe("Their organisation, if they gave one"),
  topic: z.enum(contactTopics).describe("What the message is about"),
  message: requiredText(20, 5000).describe("The message, 20 to 5,000 characters"),
  website: honeypotField(),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageResponseSchema = z.object({
  id: z.uuid(),
  received: z.literal(true),
});
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
