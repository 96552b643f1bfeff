import { startFleet, type RequestKind } from "@fleetward/fleet-sim";
import { percentile } from "./api-bench.ts";
import { prepareWorkspace, type WorkspaceFixtures } from "./session-bench.ts";

/*
 * Devices checking in (issue 12): N simulated osquery hosts (packages/fleet-sim) enrol with a
 * workspace secret, then poll at a 10-second distributed interval (±10 % jitter) for a window,
 * as real agents would, answering whatever the server asks. Check-in latency is the time of
 * POST /api/v1/osquery/distributed/read as the agent sees it. Budget: p99 < 250 ms.
 *
 * FLEET_BENCH_HOSTS=1000,4000,12000 picks the fleet sizes (default 1000,4000) and
 * FLEET_BENCH_SECONDS the measured window (default 30, three intervals).
 */

export const fleetP99Budget = 250;
const distributedInterval = 10;
const steps = (process.env.FLEET_BENCH_HOSTS ?? "1000,4000")
  .split(",")
  .map((value) => Number(value.trim()))
  .filter((value) => value > 0);
const windowSeconds = Number(process.env.FLEET_BENCH_SECONDS ?? 30);

export type FleetRow = {
  hosts: number;
  enrolSeconds: number;
  checkInsPerSecond: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** CPU the simulated hosts used, in % of one core: near 100 means they, not the server, were the limit. */
  simulatorCpu: number;
};

async function createSecret(baseUrl: string, workspace: WorkspaceFixtures) {
  const response = await fetch(`${baseUrl}/api/workspace/enroll-secrets`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${workspace.token}`,
      "x-workspace": workspace.label,
      "content-type": "application/json",
    },
    body: JSON.stringify({ name: "Bench fleet" }),
  });
  if (!response.ok) throw new Error(`enroll-secrets answered ${response.status}`);
  return ((await response.json()) as { secret: string }).secret;
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function measureStep(baseUrl: string, secret: string, hosts: number, firstIndex: number) {
  const times: number[] = [];
  let requests = 0;
  let failures = 0;
  let measuring = false;
  const fleet = startFleet({
    url: baseUrl,
    secret,
    hosts,
    firstIndex,
    autoStart: false,
    fixedIntervals: true,
    intervals: { distributed: distributedInterval, configRefresh: 60, loggerPeriod: 10 },
    onRequest: ({ kind, ms, ok }: { kind: RequestKind; ms: number; ok: boolean }) => {
      if (!measuring) return;
      requests++;
      if (!ok) failures++;
      if (kind === "distributed_read") times.push(ms);
    },
  });
  const started = performance.now();
  await fleet.checkInAll().catch(() => undefined);
  const enrolSeconds = (performance.now() - started) / 1000;
  measuring = true;
  const cpu = process.cpuUsage();
  fleet.start();
  await wait(windowSeconds);
  fleet.stop();
  measuring = false;
  const used = process.cpuUsage(cpu);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    hosts,
    enrolSeconds: round(enrolSeconds),
    checkInsPerSecond: Math.round(times.length / windowSeconds),
    requestsPerSecond: Math.round(requests / windowSeconds),
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    p99: round(percentile(times, 0.99)),
    failures: failures + fleet.hosts.length - fleet.stats().enrolled,
    simulatorCpu: Math.round((used.user + used.system) / 10_000 / windowSeconds),
  } satisfies FleetRow;
}

/** Each fleet size in turn against one running product (new hosts each time). */
export async function benchFleet(baseUrl: string, runId: string): Promise<FleetRow[]> {
  const workspace = await prepareWorkspace(baseUrl, `${runId}fleet`);
  const secret = await createSecret(baseUrl, workspace);
  const rows: FleetRow[] = [];
  let firstIndex = 0;
  for (const hosts of steps) {
    rows.push(await measureStep(baseUrl, secret, hosts, firstIndex));
    firstIndex += hosts;
    // Let the last check-ins finish before the next fleet enrols.
    await wait(1);
  }
  return rows;
}

/** The largest fleet size within budget, with no failed request. */
export function sustained(rows: FleetRow[]) {
  return rows
    .filter((row) => row.p99 < fleetP99Budget && row.failures === 0)
    .reduce((best, row) => Math.max(best, row.hosts), 0);
}
