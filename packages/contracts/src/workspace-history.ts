import { z } from "zod";
import { cursorPageOf, cursorQueryFields } from "./workspace-fields.ts";

/*
 * The workspace's append-only history: every change to an asset, person or licence, with who
 * made it, when, and the field's old and new value, and the creation and revocation of API
 * tokens (its audit trail), and devices' identity conflicts. Nobody can edit or delete it.
 */

export const historySubjectTypes = ["asset", "person", "license", "api_token", "device"] as const;
export type HistorySubjectType = (typeof historySubjectTypes)[number];

export const historyActions = [
  "created",
  "updated",
  "checked_out",
  "checked_in",
  "retired",
  "offboarded",
  /** A licence's product key was shown to someone; the key itself is never recorded. */
  "key_revealed",
  /** An API token was revoked (`new_value` its name); its creation is `created`. */
  "revoked",
  /**
   * A device enrolled with the serial of another device seen in the last hour, under another
   * host identifier, became a new record (`old_value` the other's hostname, `new_value` its own).
   */
  "identity_conflict",
] as const;
export type HistoryAction = (typeof historyActions)[number];

export const historyEventSchema = z.object({
  id: z.string().describe("Increases with every event recorded"),
  subject_type: z.enum(historySubjectTypes),
  subject_id: z.uuid(),
  actor_user_id: z.uuid().nullable(),
  /** The actor's name when the event was recorded, kept even if the account goes. */
  actor_name: z.string(),
  at: z.iso.datetime(),
  action: z.enum(historyActions),
  /** The API field that changed (`updated`); null for events about the whole subject. */
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  note: z.string().nullable(),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const historyQuerySchema = z.object(cursorQueryFields(50, 200));
export type HistoryQuery = z.output<typeof historyQuerySchema>;

export const historyPageSchema = cursorPageOf(historyEventSchema, "Newest first");
export type HistoryPage = z.infer<typeof historyPageSchema>;
