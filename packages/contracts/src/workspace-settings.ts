import { z } from "zod";

/*
 * A workspace's settings. Asset tags are numbered per workspace: prefix + a zero-padded
 * sequence (`FW-00001`), allocated when an asset is added.
 */

/** The largest maximum token lifetime a workspace may set (ten years). */
export const maxTokenLifetimeDaysLimit = 3650;

/** The maxima the settings form offers; null: no limit. */
export const maxTokenLifetimeChoices = [null, 7, 30, 90, 180, 365] as const;

export const assetTagPrefixPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,11}$/;

export const workspaceSettingsSchema = z.object({
  asset_tag_prefix: z.string(),
  /** The number the next asset gets. */
  next_asset_number: z.number().int(),
  /** What the next asset's tag will be, such as FW-00042. */
  next_asset_tag: z.string(),
  /**
   * The longest an API token may live, in days; null: no limit (tokens may never expire).
   * Setting or lowering it shortens every live token beyond it to now + the maximum.
   */
  max_token_lifetime_days: z.number().int().nullable(),
  /** The workspace's one currency (ISO 4217): asset and licence costs entered without one take it. */
  currency: z.string(),
  /** Members must sign in with a second factor or a passkey to use the workspace (ADR 0053). */
  require_two_step: z.boolean(),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

/** The ISO 4217 codes this runtime knows (Node and every current browser list them). */
export const currencyCodes: readonly string[] = Intl.supportedValuesOf("currency");

export const workspaceCurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => currencyCodes.includes(code), {
    error: "Must be an ISO 4217 currency code such as EUR",
  });

export const workspaceSettingsUpdateSchema = z.strictObject({
  currency: workspaceCurrencySchema.optional(),
  asset_tag_prefix: z
    .string()
    .trim()
    .regex(assetTagPrefixPattern, {
      error: "Letters, digits and hyphens, at most 12, such as FW-",
    })
    .optional(),
  max_token_lifetime_days: z
    .number()
    .int("Whole days")
    .min(1, "At least 1 day")
    .max(maxTokenLifetimeDaysLimit, `At most ${maxTokenLifetimeDaysLimit} days`)
    .nullable()
    .optional(),
  require_two_step: z.boolean().optional(),
});
export type WorkspaceSettingsUpdate = z.input<typeof workspaceSettingsUpdateSchema>;

/** Tags are at least five digits; more once a workspace passes 99,999 assets. */
export function formatAssetTag(prefix: string, assetNumber: number): string {
  return `${prefix}${String(assetNumber).padStart(5, "0")}`;
}
