import { z } from "zod";

/*
 * A workspace's settings. Asset tags are numbered per workspace: prefix + a zero-padded
 * sequence (`FW-00001`), allocated when an asset is added.
 */

export const assetTagPrefixPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,11}$/;

export const workspaceSettingsSchema = z.object({
  asset_tag_prefix: z.string(),
  /** The number the next asset gets. */
  next_asset_number: z.number().int(),
  /** What the next asset's tag will be, such as FW-00042. */
  next_asset_tag: z.string(),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

export const workspaceSettingsUpdateSchema = z.strictObject({
  asset_tag_prefix: z
    .string()
    .trim()
    .regex(assetTagPrefixPattern, {
      error: "Letters, digits and hyphens, at most 12, such as FW-",
    })
    .optional(),
});
export type WorkspaceSettingsUpdate = z.input<typeof workspaceSettingsUpdateSchema>;

/** Tags are at least five digits; more once a workspace passes 99,999 assets. */
export function formatAssetTag(prefix: string, assetNumber: number): string {
  return `${prefix}${String(assetNumber).padStart(5, "0")}`;
}
