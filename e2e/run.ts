/*
 * `npm test -w @fleetward/e2e`: prepares one data directory a server has started on (migrated
 * and seeded), then runs the browser tests two files at a time with E2E_DATA_TEMPLATE pointing
 * at it, so each test server starts from a copy (support/server.ts newDataDir), and last the
 * tests that need the machine alone.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "./support/server.ts";

const template = await mkdtemp(path.join(tmpdir(), "fleetward-e2e-template-"));
const server = await startServer(() => ({}), { dataDir: template });
await server.stop();

const env = { ...process.env, E2E_DATA_TEMPLATE: template };
const runs = [
  ["--test", "--test-concurrency=2", "tests/**/*.test.ts"],
  ["--test", "alone/*.test.ts"],
];
let status = 0;
for (const args of runs) {
  const run = spawnSync(process.execPath, args, { stdio: "inherit", env });
  status = run.status ?? 1;
  if (status !== 0) break;
}
await rm(template, { recursive: true, force: true });
process.exit(status);
