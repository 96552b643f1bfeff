import {
  formatAssetTag,
  type WorkspaceSettings,
  type WorkspaceSettingsUpdate,
} from "@fleetward/contracts/workspace-settings";
import type { Orm } from "../../../db/client.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { settingsOf, takeAssetNumber, updateSettings, type SettingsRow } from "./repository.ts";

function toSettings(row: SettingsRow): WorkspaceSettings {
  return {
    asset_tag_prefix: row.assetTagPrefix,
    next_asset_number: row.nextAssetNumber,
    next_asset_tag: formatAssetTag(row.assetTagPrefix, row.nextAssetNumber),
  };
}

export async function getWorkspaceSettings(orm: Orm, tenantId: string, now: Date) {
  return toSettings(await settingsOf(orm, tenantId, now));
}

export async function editWorkspaceSettings(request: WriteRequest, input: WorkspaceSettingsUpdate) {
  return inWorkspaceWrite(request, async ({ tx, tenantId, now }) =>
    toSettings(
      await updateSettings(tx, tenantId, {
        ...(input.asset_tag_prefix !== undefined && { assetTagPrefix: input.asset_tag_prefix }),
        updatedAt: now,
      }),
    ),
  );
}

/**
 * The tag of an asset being added: call it inside the insert's transaction, so a failed
 * insert gives its number back and concurrent inserts get consecutive numbers.
 */
export async function allocateAssetTag(tx: Orm, tenantId: string, now: Date): Promise<string> {
  const { prefix, number } = await takeAssetNumber(tx, tenantId, now);
  return formatAssetTag(prefix, number);
}
