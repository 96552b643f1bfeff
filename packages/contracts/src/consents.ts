import { z } from "zod";

export const consentChoices = ["all", "essential"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

export const consentRequestSchema = z.strictObject({
  subject_id: z.uuid().describe("A random id the browser made up and keeps; names no person"),
  choice: z.enum(consentChoices).describe("`all`, or `essential` cookies only"),
  policy_version: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\w.-]+$/, { error: "Must be a version such as 2026-01" })
    .describe("The version of the cookie policy the choice was made on"),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

export const consentResponseSchema = z.object({ recorded: z.literal(true) });
export type ConsentResponse = z.infer<typeof consentResponseSchema>;
