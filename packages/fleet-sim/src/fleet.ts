import type { Intervals } from "./config.ts";
import { SimulatedHost, type HostStats } from "./host.ts";
import { hostProfile } from "./profiles.ts";
import type { RequestObserver } from "./transport.ts";

/*
 * A fleet of simulated hosts against one server. Started, each host enrols and then ticks at
 * its distributed interval with ±jitter, first ticks spread over one interval (as hosts
 * booted at different times would). Tests use `autoStart: false` and `checkInAll()` to drive
 * every host through one full check-in at a moment of their choosing.
 */

export type FleetOptions = {
  url: string;
  secret: string;
  hosts: number;
  /** Picks the machines: the same seed and index is the same machine. Default 1. */
  seed?: number;
  /** First host index (several fleets can share a server without overlapping). Default 0. */
  firstIndex?: number;
  intervals?: Partial<Intervals>;
  /** Keep `intervals` even when the server's config sets other ones. */
  fixedIntervals?: boolean;
  /** Fraction of an interval each wait varies by. Default 0.1. */
  jitter?: number;
  /** Gzip log bodies, as osquery with --logger_tls_compress (its only compressed calls). */
  gzip?: boolean;
  hostIdentifier?: "uuid" | "hostname";
  /** Start the timers at once (default true); false leaves driving to checkInAll(). */
  autoStart?: boolean;
  /** Check-ins in flight at most during checkInAll(). Default 50. */
  concurrency?: number;
  onRequest?: RequestObserver;
};

export type Fleet = {
  hosts: SimulatedHost[];
  /** One full check-in of every host (enrol if needed, config, distributed, logs). */
  checkInAll(): Promise<void>;
  /** Starts the timers (when created with `autoStart: false`). */
  start(): void;
  stop(): void;
  stats(): HostStats & { hosts: number; enrolled: number };
};

export const defaultIntervals: Intervals = { distributed: 10, configRefresh: 60, loggerPeriod: 10 };

/** Runs `work` on every item, `limit` at a time; every item is tried, then failures are thrown. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length) await work(items[next++]!).catch((error) => failures.push(error));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length) {
    throw new AggregateError(
      failures,
      `${failures.length} host(s) failed to check in: ${String((failures[0] as Error).message)}`,
    );
  }
}

function sumStats(hosts: SimulatedHost[]) {
  const total: HostStats = {
    enrolls: 0,
    nodeInvalid: 0,
    checkIns: 0,
    queriesAnswered: 0,
    errors: 0,
  };
  for (const host of hosts) {
    total.enrolls += host.stats.enrolls;
    total.nodeInvalid += host.stats.nodeInvalid;
    total.checkIns += host.stats.checkIns;
    total.queriesAnswered += host.stats.queriesAnswered;
    total.errors += host.stats.errors;
    total.lastError = host.stats.lastError ?? total.lastError;
  }
  return { ...total, hosts: hosts.length, enrolled: hosts.filter((host) => host.nodeKey).length };
}

export function startFleet(options: FleetOptions): Fleet {
  const intervals = { ...defaultIntervals, ...options.intervals };
  const jitter = options.jitter ?? 0.1;
  const hosts = Array.from({ length: options.hosts }, (_, i) => {
    const profile = hostProfile((options.firstIndex ?? 0) + i, options.seed ?? 1);
    return new SimulatedHost(profile, { ...options, intervals });
  });
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const schedule = (host: SimulatedHost, seconds: number) => {
    const timer = setTimeout(async () => {
      timers.delete(timer);
      if (stopped) return;
      await host.tick();
      if (options.fixedIntervals) host.intervals = { ...intervals };
      const base = host.nextDelaySeconds();
      if (!stopped) schedule(host, base * (1 - jitter + Math.random() * 2 * jitter));
    }, seconds * 1000);
    timers.add(timer);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    stopped = false;
    for (const host of hosts) schedule(host, Math.random() * host.nextDelaySeconds());
  };
  if (options.autoStart ?? true) start();

  return {
    hosts,
    checkInAll: () =>
      inBatches(hosts, options.concurrency ?? 50, async (host) => {
        await host.tick(Date.now(), true);
        if (options.fixedIntervals) host.intervals = { ...intervals };
      }),
    start,
    stop: () => {
      stopped = true;
      started = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    stats: () => sumStats(hosts),
  };
}
