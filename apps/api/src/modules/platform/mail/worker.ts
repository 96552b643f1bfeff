import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Queue } from "pg-boss";
import type { AttachmentSources } from "./attachments.ts";
import { deliverQueuedMail, mailQueue, type MailJob } from "./service.ts";
import { logTransport, smtpTransport, type MailTransport } from "./transport.ts";

export type MailDeliveryOptions = {
  /** First retry delay; it doubles with each failure up to `retryDelayMaxSeconds`. */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** How often an idle worker looks for new messages (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Where attached files are drawn from (the app passes billing's invoice PDF). */
  attachmentSources?: Partial<AttachmentSources>;
};

/**
 * A failing mail server delays mail, it never loses it: about 60 attempts, backing off from
 * 30 s to one per hour, cover an outage of more than two days. The outbox row stays
 * either way, with the last error.
 */
function queueOptions(options: MailDeliveryOptions): Omit<Queue, "name"> {
  return {
    retryLimit: 60,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    retryDelayMax: options.retryDelayMaxSeconds ?? 3600,
    // A delivery still "active" after two minutes is taken to have died with its process.
    expireInSeconds: 120,
  };
}

/**
 * Delivers the outbox: over SMTP when SMTP_URL is set, otherwise by writing each message's
 * link to the log. Runs on every instance; pg-boss hands each job to one of them.
 */
export const mailDeliveryPlugin = fp(
  async (app: FastifyInstance, options: MailDeliveryOptions) => {
    const { smtpUrl, mailFrom } = app.config;
    const transport: MailTransport = smtpUrl
      ? smtpTransport(smtpUrl, mailFrom)
      : logTransport(app.log.child({ module: "mail" }));
    app.log.info(
      smtpUrl ? "Mail: delivered over SMTP" : "Mail: no SMTP_URL, so links are written to the log",
    );

    const settings = queueOptions(options);
    await app.jobs.createQueue(mailQueue, settings);
    // createQueue leaves an existing queue as it was; bring its retry policy up to date.
    await app.jobs.updateQueue(mailQueue, settings);
    await app.jobs.work<MailJob>(
      mailQueue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (!job) return;
        const result = await deliverQueuedMail(
          app.db.orm,
          transport,
          job.data.outboxId,
          app.clock,
          app.log,
          options.attachmentSources,
        );
        if (result === "missing")
          app.log.warn({ outboxId: job.data.outboxId }, "no such outbox message");
      },
    );
    // Registered after the queue's hook, so it runs first: stop taking jobs, then close SMTP.
    app.addHook("onClose", async () => {
      await app.jobs.offWork(mailQueue, { wait: true }).catch(() => undefined);
      transport.close();
    });
  },
  { name: "mail-delivery", dependencies: ["job-queue", "clock"] },
);
