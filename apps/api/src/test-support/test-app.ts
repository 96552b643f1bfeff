import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { SQLWrapper } from "drizzle-orm";
import { buildApp, type BuildAppOptions } from "../app.ts";
import { asOwner } from "../db/scope.ts";
import { loadConfig, type AppConfig } from "../config.ts";
import type { TestDatabase } from "./databases.ts";

/** Test defaults: silent logs and, unless a test says otherwise, no web build. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const defaults = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(tmpdir(), "fleetward-test-unused"),
    WEB_DIST_DIR: path.join(tmpdir(), "fleetward-test-no-web-build"),
  });
  return { ...defaults, ...overrides };
}

/** Collects JSON log lines so tests can assert what was (and was not) logged. */
export function createLogCollector() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(""),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** A dozen small articles, including hostile Markdown; the real content has its own test. */
export const fixturePostsDir = path.resolve(import.meta.dirname, "posts-content");

type TestAppOptions = Pick<
  BuildAppOptions,
  | "clock"
  | "sleep"
  | "mail"
  | "postsContentDir"
  | "trials"
  | "jobs"
  | "reminders"
  | "imports"
  | "devices"
  | "webhooks"
> & {
  config?: Partial<AppConfig>;
  logStream?: { write(line: string): void };
};

/** The real app on a fresh, migrated database of the given kind; close it in afterAll. */
export async function createTestApp(
  database: TestDatabase,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig(options.config),
    database: await database.openMigrated(),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    postsContentDir: options.postsContentDir ?? fixturePostsDir,
    // No cron pass: tests call the scheduled work (sendDailyDigests) with their clock.
    jobs: { schedule: false, ...options.jobs },
    ...(options.reminders ? { reminders: options.reminders } : {}),
    ...(options.imports ? { imports: options.imports } : {}),
    ...(options.devices ? { devices: options.devices } : {}),
    // No webhook sweep timer: tests call sendDueWebhooks with their clock.
    webhooks: { pollIntervalMs: 0, ...options.webhooks },
    // No sweep timer: tests call sweepTrials with the clock where they want it.
    trials: { sweepIntervalMs: 0, pollingIntervalSeconds: 0.5, ...options.trials },
    // Short retries, so a test sees a failed delivery retried within seconds.
    mail: {
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 2,
      pollingIntervalSeconds: 0.5,
      ...options.mail,
    },
  });
}

/**
 * Runs a statement as the tables' owner, as a migration would: tests that add a failing
 * trigger or switch one off (the runtime roles may change rows, never tables; ADR 0034).
 */
export function asTableOwner(app: FastifyInstance, statement: SQLWrapper | string) {
  return asOwner(() => app.db.orm.execute(statement));
}
