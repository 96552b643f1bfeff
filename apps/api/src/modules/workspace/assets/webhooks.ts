import type { WebhookEventType } from "@fleetward/contracts/workspace-webhooks";
import type { HistoryAction } from "@fleetward/contracts/workspace-history";
import type { WriteScope } from "../history/service.ts";
import { emitWebhookEvents, wantedWebhookTypes, type WebhookEvent } from "../webhooks/service.ts";
import { assetLabels } from "./repository.ts";

/*
 * Asset webhook events, derived from the history events a change records — so every path
 * that changes an asset (one at a time, bulk, offboarding) emits them, in its transaction.
 */

type Recorded = {
  action: HistoryAction;
  field?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  note?: string | null;
};

const typeOf: Partial<Record<HistoryAction, WebhookEventType>> = {
  created: "asset.created",
  updated: "asset.updated",
  checked_out: "asset.checked_out",
  checked_in: "asset.checked_in",
  retired: "asset.retired",
};

function specificOf(event: Recorded): Record<string, unknown> {
  switch (event.action) {
    case "checked_out":
      return { assigned_to: event.newValue ?? null, note: event.note ?? null };
    case "checked_in":
      return { previously_assigned_to: event.oldValue ?? null, note: event.note ?? null };
    case "retired":
      return { note: event.note ?? null };
    default:
      return {};
  }
}

/** One asset's webhook events: its field changes as one `asset.updated`, the rest one each. */
function eventsOf(recorded: readonly Recorded[], base: Record<string, unknown>) {
  const events: WebhookEvent[] = [];
  const changes = recorded
    .filter((event) => event.action === "updated")
    .map((event) => ({
      field: event.field ?? null,
      old_value: event.oldValue ?? null,
      new_value: event.newValue ?? null,
    }));
  for (const event of recorded) {
    const type = typeOf[event.action];
    if (!type || type === "asset.updated") continue;
    events.push({ type, payload: { ...base, ...specificOf(event) } });
  }
  if (changes.length > 0) events.push({ type: "asset.updated", payload: { ...base, changes } });
  return events;
}

/** Emits the webhook events of assets' recorded history; nothing is read when none is wanted. */
export async function emitAssetWebhooks(
  scope: WriteScope,
  recorded: readonly { assetId: string; events: readonly Recorded[] }[],
) {
  const wanted = await wantedWebhookTypes(scope.tx, scope.tenantId);
  const relevant = recorded.filter(({ events }) =>
    events.some((event) => wanted.has(typeOf[event.action] ?? "")),
  );
  if (relevant.length === 0) return;
  const labels = new Map(
    (
      await assetLabels(
        scope.tx,
        scope.tenantId,
        relevant.map(({ assetId }) => assetId),
      )
    ).map((row) => [row.id, row]),
  );
  const actor = { user_id: scope.actor.userId, name: scope.actor.name };
  const events = relevant.flatMap(({ assetId, events: assetEvents }) => {
    const label = labels.get(assetId);
    const asset = { id: assetId, asset_tag: label?.assetTag ?? null, name: label?.name ?? null };
    return eventsOf(assetEvents, { asset, actor });
  });
  await emitWebhookEvents(
    scope.tx,
    scope.tenantId,
    events.filter((event) => wanted.has(event.type)),
    scope.now,
  );
}
