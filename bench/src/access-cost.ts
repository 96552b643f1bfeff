import type { Session } from "./register-fill.ts";

/*
 * Issue 23: the request path above the handler (session, member, workspace, trial) on a warm
 * instance. Each workspace answer carries `Server-Timing: access;dur=…;desc="N database round
 * trips"` (apps/api/src/plugins/request-scope.ts); this samples it on real reads, one client
 * and then ten at once, and reports the time and the round trips the path began.
 */

const seconds = 3;

type Sample = { ms: number; roundTrips: number };

async function sampleOnce(session: Session, path: string): Promise<Sample> {
  const response = await fetch(`${session.baseUrl}${path}`, { headers: session.headers });
  await response.arrayBuffer();
  const timing = response.headers.get("server-timing") ?? "";
  const match = /^access;dur=([\d.]+);desc="(\d+) database round trips"$/.exec(timing);
  if (!response.ok || !match) throw new Error(`${path}: ${response.status}, no access timing`);
  return { ms: Number(match[1]), roundTrips: Number(match[2]) };
}

async function sample(session: Session, path: string, clients: number) {
  const samples: Sample[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) samples.push(await sampleOnce(session, path));
    }),
  );
  return samples;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** One row per client count: the access path's time and its round trips, per request. */
export async function measureAccessCost(session: Session, path: string) {
  await sample(session, path, 1); // warm: the caches hold the session and the member
  const rows = [];
  for (const clients of [1, 10]) {
    const samples = await sample(session, path, clients);
    const trips = samples.map((s) => s.roundTrips);
    rows.push({
      read: path,
      clients,
      requests: samples.length,
      "access p50 ms": percentile(
        samples.map((s) => s.ms),
        50,
      ).toFixed(3),
      "access p95 ms": percentile(
        samples.map((s) => s.ms),
        95,
      ).toFixed(3),
      "round trips (min–max)": `${Math.min(...trips)}–${Math.max(...trips)}`,
    });
  }
  return rows;
}
