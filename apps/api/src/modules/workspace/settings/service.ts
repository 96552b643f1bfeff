import {
  formatAssetTag,
  type WorkspaceSettings,
  type WorkspaceSettingsUpdate,
} from "@fleetward/contracts/workspace-settings";
import type { Orm } from "../../../db/client.ts";
import { inWorkspaceWrite, type WriteRequest, type WriteScope } from "../history/service.ts";
import {
  dismissGettingStarted,
  settingsOf,
  takeAssetNumber,
  updateSettings,
  type SettingsRow,
} from "./repository.ts";

function toSettings(row: SettingsRow): WorkspaceSettings {
  return {
    asset_tag_prefix: row.assetTagPrefix,
    next_asset_number: row.nextAssetNumber,
    next_asset_tag: formatAssetTag(row.assetTagPrefix, row.nextAssetNumber),
    max_token_lifetime_days: row.maxTokenLifetimeDays,
    currency: row.currency,
    require_two_step: row.requireTwoStep,
  };
}

/** Read by the member check (ADR 0053): a password-only session is refused where it is true. */
export { twoStepRequiredIn } from "./repository.ts";

/** The workspace's longest API token lifetime in days, or null for none. */
export async function maxTokenLifetimeDaysOf(orm: Orm, tenantId: string, now: Date) {
  return (await settingsOf(orm, tenantId, now)).maxTokenLifetimeDays;
}

/**
 * Called inside the settings' transaction when a maximum token lifetime is set: shortens the
 * live tokens beyond it (the API tokens module does, passed in by the routes: that module
 * reads the maximum from here, so importing it back would be a cycle).
 */
export type TokenLifetimeCap = (scope: WriteScope, maxDays: number) => Promise<void>;

/** The currency a cost entered without one is in (docs/decisions/0045). */
export async function workspaceCurrencyOf(orm: Orm, tenantId: string, now: Date) {
  return (await settingsOf(orm, tenantId, now)).currency;
}

/**
 * The currency a record's cost is stored in: the one given, else (a cost without one) the
 * workspace's. `next` is the cost and currency the record will have; the result is the
 * currency to set, or undefined when nothing needs setting.
 */
export async function currencyForCost(
  orm: Orm,
  tenantId: string,
  now: Date,
  next: { cost: string | null | undefined; currency: string | null | undefined },
): Promise<string | undefined> {
  if (next.cost == null || next.currency != null) return undefined;
  return workspaceCurrencyOf(orm, tenantId, now);
}

export async function getWorkspaceSettings(orm: Orm, tenantId: string, now: Date) {
  return toSettings(await settingsOf(orm, tenantId, now));
}

export async function editWorkspaceSettings(
  request: WriteRequest,
  input: WorkspaceSettingsUpdate,
  capTokenLifetimes: TokenLifetimeCap,
) {
  return inWorkspaceWrite(request, async (scope) => {
    const { tx, tenantId, now } = scope;
    const maxDays = input.max_token_lifetime_days;
    const row = await updateSettings(tx, tenantId, {
      ...(input.asset_tag_prefix !== undefined && { assetTagPrefix: input.asset_tag_prefix }),
      ...(maxDays !== undefined && { maxTokenLifetimeDays: maxDays }),
      ...(input.currency !== undefined && { currency: input.currency }),
      ...(input.require_two_step !== undefined && { requireTwoStep: input.require_two_step }),
      updatedAt: now,
    });
    if (typeof maxDays === "number") await capTokenLifetimes(scope, maxDays);
    return toSettings(row);
  });
}

/**
 * The tag of an asset being added: call it inside the insert's transaction, so a failed
 * insert gives its number back and concurrent inserts get consecutive numbers.
 */
export async function allocateAssetTag(tx: Orm, tenantId: string, now: Date): Promise<string> {
  const { prefix, number } = await takeAssetNumber(tx, tenantId, now);
  return formatAssetTag(prefix, number);
}

/** When an admin put the getting-started checklist away; null while it is shown. */
export async function gettingStartedDismissedAt(orm: Orm, tenantId: string, now: Date) {
  return (await settingsOf(orm, tenantId, now)).gettingStartedDismissedAt;
}

/** Records the checklist as put away (the first time only), inside the caller's transaction. */
export const dismissGettingStartedChecklist = dismissGettingStarted;
