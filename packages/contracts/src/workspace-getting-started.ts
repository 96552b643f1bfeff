import { z } from "zod";

/*
 * The getting-started checklist a new workspace opens on (issue 22): each step is ticked from
 * the workspace's real state, never from a click on the checklist itself, so it cannot claim
 * a step that was not done.
 */

export const gettingStartedSteps = [
  /** An import (Snipe-IT, Shelf or any CSV) has finished. */
  "import",
  /** At least one device has enrolled with the flags file. */
  "enrol",
  /** Every recommended library policy is switched on. */
  "policies",
  /** Someone besides the owner is a member, or has been invited. */
  "team",
  /** No sample asset is left in the register. */
  "samples",
] as const;
export type GettingStartedStep = (typeof gettingStartedSteps)[number];

export const gettingStartedSchema = z.object({
  steps: z
    .array(z.object({ key: z.enum(gettingStartedSteps), done: z.boolean() }))
    .describe("In the order the checklist shows them"),
  done: z.number().int().min(0).describe("How many steps are done"),
  /** When an admin put the checklist away; null while the workspace opens on it. */
  dismissed_at: z.iso.datetime().nullable(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
