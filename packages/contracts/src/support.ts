import { z } from "zod";
import { emailAddress, requiredLine, requiredText } from "./form-fields.ts";
import { honeypotField } from "./honeypot.ts";

export const supportSeverities = ["low", "normal", "high", "urgent"] as const;
export type SupportSeverity = (typeof supportSeverities)[number];

export const supportRequestSchema = z.strictObject({
  name: requiredLine(120).describe("Name of the person asking"),
  email: emailAddress().describe("E-mail address of their Fleetward account"),
  subject: requiredLine(160).describe("One line that sums the problem up"),
  severity: z.enum(supportSeverities).describe("How badly the problem hurts"),
  description: requiredText(20, 10_000).describe("What happened, 20 to 10,000 characters"),
  website: honeypotField(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportRequestResponseSchema = z.object({
  id: z.uuid(),
  reference: z
    .string()
    .regex(/^FW-\d{4}-\d{6,}$/)
    .describe("Ticket number to quote, such as FW-2026-000123"),
});
export type SupportRequestResponse = z.infer<typeof supportRequestResponseSchema>;
