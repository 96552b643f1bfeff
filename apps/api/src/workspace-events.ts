import type { FastifyInstance } from "fastify";
import type { DevicesOptions } from "./modules/workspace/devices/types.ts";
import type { ImportDeps } from "./modules/workspace/imports/service.ts";
import type { PolicyHooks } from "./modules/workspace/policies/alerts.ts";
import { emitWebhookEvent } from "./modules/workspace/webhooks/service.ts";

/*
 * Where the device and policy modules' events become webhook events. The modules know
 * nothing of webhooks; they call the hooks they are given, and app.ts passes these.
 */

/** device.enrolled and device.offline, written straight to the webhook outbox. */
export function deviceWebhooks(app: FastifyInstance): NonNullable<DevicesOptions["hooks"]> {
  return {
    deviceEnrolled: ({ tenantId, deviceId, hostname, platform }) =>
      emitWebhookEvent(app.db.orm, tenantId, "device.enrolled", {
        device_id: deviceId,
        hostname,
        platform,
      }),
    deviceOffline: ({ tenantId, deviceId, hostname, lastSeenAt }) =>
      emitWebhookEvent(app.db.orm, tenantId, "device.offline", {
        device_id: deviceId,
        hostname,
        last_seen_at: lastSeenAt?.toISOString() ?? null,
      }),
  };
}

/** policy.failing and policy.passing, inside the alert job's transaction. */
export const policyWebhooks: PolicyHooks = {
  policyChanged: (event, tx) =>
    emitWebhookEvent(
      tx,
      event.tenantId,
      event.status === "fail" ? "policy.failing" : "policy.passing",
      {
        device_id: event.deviceId,
        hostname: event.hostname,
        policy_id: event.policyId,
        policy_name: event.policyName,
      },
    ),
};

/** import.finished, in the transaction that ends the import. */
export const importFinishedWebhook: NonNullable<ImportDeps["onFinished"]> = (event, tx) =>
  emitWebhookEvent(tx, event.tenantId, "import.finished", {
    import_id: event.importId,
    kind: event.kind,
    file_name: event.fileName,
    status: event.status,
    counts: event.counts,
  });
