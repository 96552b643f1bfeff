import { startFleet } from "@fleetward/fleet-sim";
import { createScratchDatabase } from "../../e2e/support/postgres.ts";
import { startServer } from "../../e2e/support/server.ts";
import { prepareWorkspace } from "./session-bench.ts";
import { benchOperator } from "./servers.ts";

const hosts = Number(process.env.HOSTS ?? 2000);
const scratch = await createScratchDatabase(
  "postgres://postgres@127.0.0.1:5432/test",
  "fleetward_bench",
);
const server = await startServer(() => ({
  LOG_LEVEL: "error",
  TRUST_PROXY: "true",
  OPERATOR_EMAIL: benchOperator.email,
  OPERATOR_PASSWORD: benchOperator.password,
  OSQUERY_ENROLLS_PER_MINUTE: "1000000",
  DATABASE_URL: scratch.url,
  NODE_OPTIONS: "--cpu-prof --cpu-prof-dir=/tmp/prof",
}));
const ws = await prepareWorkspace(server.baseUrl, "prof" + Date.now().toString(36));
const r = await fetch(`${server.baseUrl}/api/workspace/enroll-secrets`, {
  method: "POST",
  headers: {
    authorization: `Bearer ${ws.token}`,
    "x-workspace": ws.label,
    "content-type": "application/json",
  },
  body: JSON.stringify({ name: "p" }),
});
const { secret } = (await r.json()) as { secret: string };
const times: number[] = [];
const fleet = startFleet({
  url: server.baseUrl,
  secret,
  hosts,
  autoStart: false,
  fixedIntervals: true,
  intervals: { distributed: 10, configRefresh: 60, loggerPeriod: 10 },
  onRequest: ({ kind, ms }) => {
    if (kind === "distributed_read") times.push(ms);
  },
});
await fleet.checkInAll().catch(() => undefined);
console.log("enrolled", fleet.stats());
times.length = 0;
fleet.start();
await new Promise((res) => setTimeout(res, 30_000));
fleet.stop();
times.sort((a, b) => a - b);
console.log(
  "reads",
  times.length,
  "p50",
  times[Math.floor(times.length * 0.5)],
  "p99",
  times[Math.floor(times.length * 0.99)],
);
await server.stop();
await scratch.drop();
