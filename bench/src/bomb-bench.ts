import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { startFleet } from "@fleetward/fleet-sim";
import { percentile } from "./api-bench.ts";
import { prepareWorkspace } from "./session-bench.ts";

/*
 * Issue 21, "Nothing anonymous is expensive" (ADR 0036): BOMB_BENCH_CONNECTIONS (50)
 * unauthenticated clients POST 16 KiB gzip bombs (16 MiB inflated) to /api/v1/osquery/* for
 * BOMB_BENCH_SECONDS (30), each connection from its own address (X-Forwarded-For; the bench's
 * server trusts it), so the per-address limit is not what saves the server. Three kinds in turn:
 * the measured `[{},{},…]`, `{"data":[{},…` without a node key (read to the endpoint's cap), and
 * an unknown `Authorization: NodeKey`. Meanwhile a simulated fleet from the bench's own address
 * keeps checking in, /healthz is asked every 50 ms, and the server's resident memory is sampled.
 * Targets: RSS rise < 100 MB, /healthz p99 < 100 ms, the fleet keeps checking in.
 * A run whose server passes 3 GB resident stops the attack early (a shared machine).
 */

const connections = Number(process.env.BOMB_BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BOMB_BENCH_SECONDS ?? 30);
const fleetHosts = Number(process.env.BOMB_BENCH_HOSTS ?? 200);
const rssCeiling = 3 * 1024 * 1024 * 1024;
export const bombTargets = { rssRiseMb: 100, healthzP99: 100 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rssOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

const inflated = (prefix: string) => Buffer.from(prefix + "{},".repeat((16 * 1024 * 1024) / 3));
const kinds = [
  { path: "log", body: gzipSync(inflated("[")), headers: {} },
  { path: "distributed/write", body: gzipSync(inflated('{"queries":{"q":[')), headers: {} },
  {
    path: "log",
    body: gzipSync(inflated('{"log_type":"result","data":[')),
    headers: { authorization: "NodeKey fwn_not-a-device-key" },
  },
];

/** One POST; resolves with the status (0 when the connection failed). */
function bombOnce(baseUrl: string, kind: (typeof kinds)[number], address: string) {
  return new Promise<number>((resolve) => {
    const request = httpRequest(`${baseUrl}/api/v1/osquery/${kind.path}`, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "content-length": String(kind.body.length),
        "x-forwarded-for": address,
        ...kind.headers,
      },
    });
    request.setTimeout(30_000, () => request.destroy());
    request.on("error", () => resolve(0));
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
    });
    request.end(kind.body);
  });
}

async function createSecret(baseUrl: string, token: string, label: string) {
  const response = await fetch(`${baseUrl}/api/workspace/enroll-secrets`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "x-workspace": label,
      "content-type": "application/json",
    },
    body: JSON.stringify({ name: "Bomb bench fleet" }),
  });
  if (!response.ok) throw new Error(`enroll-secrets answered ${response.status}`);
  return ((await response.json()) as { secret: string }).secret;
}

const probeScript = fileURLToPath(new URL("./healthz-probe.ts", import.meta.url));

/** /healthz every 50 ms for `seconds`, from a process of its own: answer times and failures. */
async function probeHealthz(baseUrl: string, seconds: number) {
  const { stdout } = await promisify(execFile)(process.execPath, [
    probeScript,
    baseUrl,
    String(seconds),
  ]);
  const times = JSON.parse(stdout) as number[];
  return {
    healthz: times.filter((ms) => ms >= 0),
    healthzFailures: times.filter((ms) => ms < 0).length,
  };
}

export type BombResult = {
  rssBeforeMb: number;
  rssPeakMb: number;
  rssRiseMb: number;
  healthzP99: number;
  healthzIdleP99: number;
  healthzFailures: number;
  bombs: number;
  bombStatuses: Record<string, number>;
  checkInsBefore: number;
  checkInsDuring: number;
  checkInFailures: number;
  checkInP99: number;
  stoppedEarly: boolean;
};

export async function benchBombs(
  server: { baseUrl: string; pid: number },
  runId: string,
): Promise<BombResult> {
  const { baseUrl, pid } = server;
  const workspace = await prepareWorkspace(baseUrl, `${runId}bomb`);
  const secret = await createSecret(baseUrl, workspace.token, workspace.label);
  let phase: "warmup" | "before" | "during" | "after" = "warmup";
  const checkIns = { before: 0, during: 0, failures: 0, times: [] as number[] };
  const fleet = startFleet({
    url: baseUrl,
    secret,
    hosts: fleetHosts,
    autoStart: false,
    intervals: { distributed: 10, configRefresh: 60, loggerPeriod: 10 },
    onRequest: ({ kind, ms, ok }) => {
      if (kind !== "distributed_read") return;
      if (phase === "before") checkIns.before++;
      if (phase !== "during") return;
      checkIns.during++;
      checkIns.times.push(ms);
      if (!ok) checkIns.failures++;
    },
  });
  await fleet.checkInAll().catch(() => undefined);
  fleet.start();
  await wait(5_000);
  phase = "before";
  // The same probe with the fleet alone: the figure the attack is compared with.
  const idle = await probeHealthz(baseUrl, 10);
  const rssBefore = await rssOf(pid);
  let rssPeak = rssBefore;
  phase = "during";
  const deadline = Date.now() + seconds * 1000;
  let stoppedEarly = false;
  const running = () => Date.now() < deadline && !stoppedEarly;

  const sampler = (async () => {
    while (running()) {
      const rss = await rssOf(pid);
      rssPeak = Math.max(rssPeak, rss);
      if (rss > rssCeiling) stoppedEarly = true;
      await wait(100);
    }
  })();
  const health = probeHealthz(baseUrl, seconds);
  const statuses: Record<string, number> = {};
  let bombs = 0;
  const attackers = Array.from({ length: connections }, async (_, index) => {
    const address = `203.0.113.${index + 1}`;
    for (let round = index; running(); round++) {
      const status = await bombOnce(baseUrl, kinds[round % kinds.length]!, address);
      bombs++;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  });
  const [, { healthz, healthzFailures }] = await Promise.all([sampler, health, ...attackers]);
  phase = "after";
  fleet.stop();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(rssPeak),
    rssRiseMb: mb(rssPeak - rssBefore),
    healthzP99: round(percentile(healthz, 0.99)),
    healthzIdleP99: round(percentile(idle.healthz, 0.99)),
    healthzFailures,
    bombs,
    bombStatuses: statuses,
    checkInsBefore: Math.round(checkIns.before / 10),
    checkInsDuring: Math.round(checkIns.during / seconds),
    checkInFailures: checkIns.failures,
    checkInP99: round(percentile(checkIns.times, 0.99)),
    stoppedEarly,
  };
}

/** The figures next to their targets. */
export function bombTable(result: BombResult) {
  const mark = (ok: boolean) => (ok ? "✓" : "✗ over target");
  const keepsUp = result.checkInsDuring >= result.checkInsBefore * 0.9;
  console.table([
    {
      measure: "server RSS rise (MB)",
      measured: `${result.rssRiseMb} (${result.rssBeforeMb} → ${result.rssPeakMb})`,
      target: `< ${bombTargets.rssRiseMb}`,
      verdict: mark(result.rssRiseMb < bombTargets.rssRiseMb && !result.stoppedEarly),
    },
    {
      measure: "/healthz p99 during (ms), from its own process",
      measured: `${result.healthzP99} (${result.healthzFailures} failed; ${result.healthzIdleP99} with the fleet alone)`,
      target: `< ${bombTargets.healthzP99}`,
      verdict: mark(result.healthzP99 < bombTargets.healthzP99 && result.healthzFailures === 0),
    },
    {
      measure: `fleet check-ins/s (${fleetHosts} hosts)`,
      measured: `${result.checkInsDuring} during vs ${result.checkInsBefore} before; ${result.checkInFailures} failed, p99 ${result.checkInP99} ms`,
      target: "≥ 90 % of before, none failed",
      verdict: mark(keepsUp && result.checkInFailures === 0),
    },
  ]);
  console.log(
    `${result.bombs} bombs answered in ${seconds} s by status: ${JSON.stringify(result.bombStatuses)}` +
      (result.stoppedEarly ? " — attack stopped early: the server passed 3 GB resident" : ""),
  );
}
