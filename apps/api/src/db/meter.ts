import { AsyncLocalStorage } from "node:async_hooks";

/*
 * How many database round trips one unit of work began: the request path above the handler
 * (session, member, workspace, trial) is meant to cost none on a warm instance — its answers
 * come from the access caches (ADR 0020) — apart from PostgreSQL's change-feed barrier, which
 * keeps revocation immediate across instances. Counted where a connection is checked out
 * (db/client.ts) and where a request waits for the barrier (plugins/auth.ts).
 */
export type DatabaseMeter = { roundTrips: number };

const meters = new AsyncLocalStorage<DatabaseMeter>();

/** Counts one round trip against the meter of the code running now, if it has one. */
export function countRoundTrip(): void {
  const meter = meters.getStore();
  if (meter) meter.roundTrips++;
}

/** Enters `meter` for a callback-style continuation (a Fastify hook's `done`). */
export function continueMetered(meter: DatabaseMeter, next: () => void): void {
  meters.run(meter, next);
}
