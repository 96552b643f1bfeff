import { readdir, readFile } from "node:fs/promises";
import { startFleet, type RequestKind } from "@fleetward/fleet-sim";
import { percentile } from "./api-bench.ts";
import { prepareWorkspace, type WorkspaceFixtures } from "./session-bench.ts";

/*
 * Devices checking in (issue 12): N simulated osquery hosts (packages/fleet-sim) enrol with a
 * workspace secret, then poll at a 10-second distributed interval (±10 % jitter), as real
 * agents would, answering whatever the server asks. The minute after enrolment is a warm-up
 * (new hosts report details and software, and poll faster while `accelerate` lasts, 60 s); the
 * window after it is the sustained load. Check-in latency is the time of POST /api/v1/osquery/distributed/read as the
 * agent sees it. Budget: p99 < 250 ms.
 *
 * The simulated hosts and PostgreSQL share the machine with the server, so the server's own
 * CPU is read from /proc during the window: hosts per core = hosts ÷ cores the server used.
 *
 * FLEET_BENCH_HOSTS=1000,4000,12000 picks the fleet sizes (default 1000,4000,8000),
 * FLEET_BENCH_SECONDS the measured window (default 30, three intervals) and
 * FLEET_BENCH_WARMUP the warm-up (default 60 s).
 */

export const fleetP99Budget = 250;
const distributedInterval = 10;
const steps = (process.env.FLEET_BENCH_HOSTS ?? "1000,4000,8000")
  .split(",")
  .map((value) => Number(value.trim()))
  .filter((value) => value > 0);
const windowSeconds = Number(process.env.FLEET_BENCH_SECONDS ?? 30);
const warmupSeconds = Number(process.env.FLEET_BENCH_WARMUP ?? 60);

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
  /** CPU the server process used, in % of one core. */
  serverCpu: number;
  /** hosts ÷ the cores the server used. */
  hostsPerCore: number;
  /** CPU PostgreSQL used, in % of one core (0 on PGlite). */
  databaseCpu: number;
};

/** A process's command and user + system CPU seconds so far (Linux /proc; ticks of 1/100 s). */
async function processCpu(pid: number | string) {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
  // Fields after the command name (which may hold spaces) start at index 2: utime 13, stime 14.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { command, seconds: (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100 };
}

/**
 * CPU seconds of every PostgreSQL process on this machine (0 on PGlite, which runs inside the
 * server): the database's share of each check-in when the bench has the machine to itself.
 */
async function postgresCpuSeconds() {
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  const processes = await Promise.all(pids.map(processCpu));
  return processes
    .filter((process) => process.command === "postgres")
    .reduce((sum, process) => sum + process.seconds, 0);
}

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

type Server = { baseUrl: string; pid: number };

async function measureStep(server: Server, secret: string, hosts: number, firstIndex: number) {
  const times: number[] = [];
  let requests = 0;
  let failures = 0;
  let measuring = false;
  const fleet = startFleet({
    url: server.baseUrl,
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
  fleet.start();
  await wait(warmupSeconds);
  measuring = true;
  const cpu = process.cpuUsage();
  const serverCpuBefore = (await processCpu(server.pid)).seconds;
  const databaseCpuBefore = await postgresCpuSeconds();
  await wait(windowSeconds);
  const serverSeconds = (await processCpu(server.pid)).seconds - serverCpuBefore;
  const databaseSeconds = (await postgresCpuSeconds()) - databaseCpuBefore;
  fleet.stop();
  measuring = false;
  const used = process.cpuUsage(cpu);
  const round = (value: number) => Math.round(value * 10) / 10;
  const serverCores = serverSeconds / windowSeconds;
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
    serverCpu: Math.round(serverCores * 100),
    hostsPerCore: serverCores > 0 ? Math.round(hosts / serverCores) : 0,
    databaseCpu: Math.round((databaseSeconds / windowSeconds) * 100),
  } satisfies FleetRow;
}

/** Each fleet size in turn against one running product (new hosts each time). */
export async function benchFleet(server: Server, runId: string): Promise<FleetRow[]> {
  const workspace = await prepareWorkspace(server.baseUrl, `${runId}fleet`);
  const secret = await createSecret(server.baseUrl, workspace);
  const rows: FleetRow[] = [];
  let firstIndex = 0;
  for (const hosts of steps) {
    rows.push(await measureStep(server, secret, hosts, firstIndex));
    firstIndex += hosts;
    // Let the last check-ins finish before the next fleet enrols.
    await wait(1);
  }
  return rows;
}

const withinBudget = (row: FleetRow) => row.p99 < fleetP99Budget && row.failures === 0;

/** The largest fleet size within budget, with no failed request. */
export function sustained(rows: FleetRow[]) {
  return rows.filter(withinBudget).reduce((best, row) => Math.max(best, row.hosts), 0);
}

/** Hosts per core of the server at the largest size within budget. */
export function perCore(rows: FleetRow[]) {
  const best = rows.filter(withinBudget).at(-1);
  return best?.hostsPerCore ?? 0;
}
