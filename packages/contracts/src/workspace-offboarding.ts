import { z } from "zod";
import { optionalLine } from "./form-fields.ts";
import { assetSchema } from "./workspace-assets.ts";
import { heldSeatSchema } from "./workspace-licenses.ts";
import { personSchema } from "./workspace-people.ts";

/*
 * What a person holds, and offboarding: collecting all of it when they leave.
 */

export const personHoldingsSchema = z.object({
  assets: z.array(assetSchema).describe("Checked out to the person, newest first"),
  license_seats: z.array(heldSeatSchema),
});
export type PersonHoldings = z.infer<typeof personHoldingsSchema>;

export const offboardSchema = z.strictObject({
  note: optionalLine(500)
    .optional()
    .describe("Recorded with every check-in, such as “Last day 30 Nov”"),
});
export type Offboard = z.input<typeof offboardSchema>;

export const offboardResultSchema = z.object({
  person: personSchema,
  assets_checked_in: z.number().int(),
  seats_checked_in: z.number().int(),
});
export type OffboardResult = z.infer<typeof offboardResultSchema>;
