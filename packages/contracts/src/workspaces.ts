import { z } from "zod";
import { requiredLine } from "./form-fields.ts";

/*
 * The workspace (tenant) API: the asset register a trial customer works in at
 * {app_domain}.{APP_HOST}. Field names are snake_case, like every other call. The assets
 * themselves are in workspace-assets.ts.
 */

export const workspaceTrialStatuses = [
  "pending_approval",
  "approved",
  "deploying",
  "active",
  "expired",
  "rejected",
  "upgraded",
] as const;

/** The message every write of a read-only (expired) workspace answers with. */
export const trialEndedDetail = "Your trial has ended — upgrade to continue";

export const namedItemSchema = z.object({ id: z.uuid(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;
export const namedItemListSchema = z.array(namedItemSchema);
export const namedItemCreateSchema = z.strictObject({ name: requiredLine(80) });

export const workspaceSummarySchema = z.object({
  name: z.string(),
  app_domain: z.string(),
  trial: z.object({
    status: z.enum(workspaceTrialStatuses),
    expires_at: z.iso.datetime().nullable(),
    /** Whole days until expiry, rounded up; null when the plan does not expire. */
    days_left: z.number().int().nullable(),
  }),
  read_only: z.boolean(),
  /** Why writes are refused, when they are. */
  read_only_reason: z.string().nullable(),
  export_enabled: z.boolean(),
  export_disabled_reason: z.string().nullable(),
  /** Where the owner upgrades: /user-billing on the main site. */
  upgrade_url: z.string(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceLookupSchema = z.object({
  app_domain: z.string(),
  /** Passkeys of the main site also work here (the site's RP ID is a parent of this host). */
  passkeys: z.boolean(),
});
export type WorkspaceLookup = z.infer<typeof workspaceLookupSchema>;

export const sampleRemovalSchema = z.object({ removed: z.number().int() });
