import { eq, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { workspaceSettings } from "./schema.ts";

export type SettingsRow = typeof workspaceSettings.$inferSelect;

/** The tenant's settings, made with the defaults if it has none yet. */
export async function settingsOf(orm: Orm, tenantId: string, now: Date): Promise<SettingsRow> {
  await orm
    .insert(workspaceSettings)
    .values({ tenantId, updatedAt: now })
    .onConflictDoNothing({ target: workspaceSettings.tenantId });
  const [row] = await orm
    .select()
    .from(workspaceSettings)
    .where(eq(workspaceSettings.tenantId, tenantId));
  if (!row) throw new Error(`workspace_settings of ${tenantId} vanished`);
  return row;
}

/** Whether the workspace requires two-step sign-in; a workspace without settings does not. */
export async function twoStepRequiredIn(orm: Orm, tenantId: string): Promise<boolean> {
  const [row] = await orm
    .select({ required: workspaceSettings.requireTwoStep })
    .from(workspaceSettings)
    .where(eq(workspaceSettings.tenantId, tenantId));
  return row?.required ?? false;
}

export async function updateSettings(
  orm: Orm,
  tenantId: string,
  values: Partial<Pick<SettingsRow, "assetTagPrefix" | "maxTokenLifetimeDays" | "currency">> & {
    updatedAt: Date;
  },
) {
  await settingsOf(orm, tenantId, values.updatedAt);
  return insertedRow(
    await orm
      .update(workspaceSettings)
      .set(values)
      .where(eq(workspaceSettings.tenantId, tenantId))
      .returning(),
    "workspace_settings",
  );
}

/** Records when the checklist was put away (the first time only); answers that time. */
export async function dismissGettingStarted(orm: Orm, tenantId: string, now: Date) {
  const row = await settingsOf(orm, tenantId, now);
  if (row.gettingStartedDismissedAt) return row.gettingStartedDismissedAt;
  await orm
    .update(workspaceSettings)
    .set({ gettingStartedDismissedAt: now, updatedAt: now })
    .where(eq(workspaceSettings.tenantId, tenantId));
  return now;
}

/** Takes the next asset number (row-locked until the transaction ends) and its prefix. */
export async function takeAssetNumber(orm: Orm, tenantId: string, now: Date) {
  const [row] = await orm
    .insert(workspaceSettings)
    .values({ tenantId, nextAssetNumber: 2, updatedAt: now })
    .onConflictDoUpdate({
      target: workspaceSettings.tenantId,
      set: { nextAssetNumber: sql`${workspaceSettings.nextAssetNumber} + 1` },
    })
    .returning({
      prefix: workspaceSettings.assetTagPrefix,
      taken: sql<number>`${workspaceSettings.nextAssetNumber} - 1`,
    });
  if (!row) throw new Error("asset number upsert returned nothing");
  return { prefix: row.prefix, number: Number(row.taken) };
}
