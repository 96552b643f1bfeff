import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Queue } from "pg-boss";
import { defaultBatchSize, failImport, runImport, type ImportDeps } from "./service.ts";
import { unfinishedImports } from "./store.ts";

/** The pg-boss queue of imports; a job carries the import's id. */
export const importQueue = "workspace-imports";

const queueOptions: Omit<Queue, "name"> = {
  retryLimit: 3,
  retryDelay: 5,
  // A job "active" this long died with its process; pg-boss hands it out again (it resumes).
  expireInSeconds: 3600,
};

export type ImportOptions = {
  /** Told when an import ends (the import.finished webhook). */
  onFinished?: ImportDeps["onFinished"];
  /** Rows per batch (transaction); 500 by default. */
  batchSize?: number;
  /** Works the queue (default); tests turn it off and call runImport themselves. */
  work?: boolean;
  pollingIntervalSeconds?: number;
};

declare module "fastify" {
  interface FastifyInstance {
    imports: { deps: ImportDeps; enqueue: (importId: string) => Promise<void> };
  }
}

/**
 * Works the import queue. At start-up, imports left queued or running by a stopped server are
 * queued again: the run resumes at their cursor (ADR 0030).
 */
export const importWorkerPlugin = fp(
  async (app: FastifyInstance, options: ImportOptions) => {
    const log = app.log.child({ module: "imports" });
    const deps: ImportDeps = {
      orm: app.db.orm,
      now: () => app.clock(),
      batchSize: options.batchSize ?? defaultBatchSize,
      box: app.secretBox,
      onFinished: options.onFinished,
      log,
    };
    await app.jobs.createQueue(importQueue, queueOptions);
    let stopping = false;
    const running = new Set<Promise<void>>();
    const work = async (importId: string) => {
      try {
        await runImport(deps, importId, { stopping: () => stopping });
      } catch (error) {
        log.error({ err: error, importId }, "import failed");
        await failImport(deps, importId, error);
      }
    };
    /** Queued durably, and started here at once (the job resumes it if this process stops). */
    const enqueue = async (importId: string) => {
      await app.jobs.send(importQueue, { importId });
      if (options.work === false) return;
      const task = work(importId).finally(() => running.delete(task));
      running.add(task);
    };
    app.decorate("imports", { deps, enqueue });
    if (options.work === false) return;
    await app.jobs.work<{ importId: string }>(
      importQueue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
      async ([job]) => {
        if (job) await work(job.data.importId);
      },
    );
    for (const id of await unfinishedImports(app.db.orm))
      await app.jobs.send(importQueue, { importId: id });
    // Stops between batches: the cursor is committed, the queued job resumes it later.
    app.addHook("onClose", async () => {
      stopping = true;
      await Promise.allSettled(running);
      await app.jobs.offWork(importQueue, { wait: true }).catch(() => undefined);
    });
  },
  { name: "import-worker", dependencies: ["job-queue", "clock", "database", "secret-box"] },
);
