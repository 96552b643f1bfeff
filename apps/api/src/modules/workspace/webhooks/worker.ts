import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { batchSize, defaultTimeoutMs, sendDueWebhooks, type SenderDeps } from "./delivery.ts";

export type WebhookWorkerOptions = {
  /** How often each instance sweeps for due deliveries; 0 turns the timer off (tests). */
  pollIntervalMs?: number;
};

export function senderDeps(app: FastifyInstance): SenderDeps {
  return {
    orm: app.db.orm,
    box: app.secretBox,
    allowPrivate: app.config.webhooksAllowPrivate,
    timeoutMs: defaultTimeoutMs,
  };
}

/**
 * Sweeps the webhook deliveries on every instance: leases make each attempt one instance's
 * (docs/decisions/0029). Sweeps never overlap on one instance; on close, the running sweep
 * is awaited so no attempt is cut off half-recorded.
 */
export const webhookWorkerPlugin = fp(
  async (app: FastifyInstance, options: WebhookWorkerOptions) => {
    const interval = options.pollIntervalMs ?? 2000;
    if (interval <= 0) return;
    const deps = senderDeps(app);
    const log = app.log.child({ module: "webhooks" });
    let running: Promise<void> | null = null;
    const sweep = async () => {
      try {
        // A full batch means more may be due: sweep again at once.
        while ((await sendDueWebhooks(deps, app.clock())) >= batchSize) {
          /* next batch */
        }
      } catch (error) {
        log.error({ err: error }, "webhook sweep failed");
      }
    };
    const timer = setInterval(() => {
      running ??= sweep().finally(() => {
        running = null;
      });
    }, interval);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: "webhook-worker", dependencies: ["database", "clock", "config", "secret-box"] },
);
