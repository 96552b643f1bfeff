import { sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { devices } from "./schema.ts";

/*
 * Devices check in every few seconds; writing last_seen_at on each would be one UPDATE per
 * request. A device's last-seen time is therefore written at most every `resolutionMs`, and
 * those writes are gathered and flushed as one statement every `flushMs` (docs/decisions/0033).
 * A device coming back (never seen, or marked offline) is written at once, so what people see
 * change — offline to online — never waits for a flush.
 */

export type SeenDevice = { id: string; lastSeenAt: Date | null; offlineSince: Date | null };

export type SeenWriter = {
  /** Records a check-in; resolves once it is stored when the device's state changes. */
  seen(device: SeenDevice, now: Date): Promise<void>;
  /** Writes what is waiting (on an interval, and when the app closes). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

type Options = {
  orm: Orm;
  resolutionMs?: number;
  flushMs?: number;
  onError?: (error: unknown) => void;
};

const maxBatch = 5_000;

export function createSeenWriter(options: Options): SeenWriter {
  const resolutionMs = options.resolutionMs ?? 30_000;
  const pending = new Map<string, Date>();
  let flushing: Promise<void> = Promise.resolve();

  const write = async (entries: [string, Date][]) => {
    if (entries.length === 0) return;
    // Array literals as one parameter each (ids from the database, ISO times: no quoting).
    const ids = `{${entries.map(([id]) => id).join(",")}}`;
    const times = `{${entries.map(([, at]) => at.toISOString()).join(",")}}`;
    // One statement for the batch; never moves a device's last-seen time backwards.
    await options.orm.execute(sql`
      update ${devices} set last_seen_at = greatest(${devices.lastSeenAt}, seen.at), offline_since = null
      from unnest(${ids}::uuid[], ${times}::timestamptz[]) as seen(id, at)
      where ${devices.id} = seen.id`);
  };

  const flush = () => {
    flushing = flushing.then(async () => {
      while (pending.size > 0) {
        const batch = [...pending.entries()].slice(0, maxBatch);
        for (const [id] of batch) pending.delete(id);
        await write(batch).catch((error: unknown) => options.onError?.(error));
      }
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), options.flushMs ?? 5_000);
  timer.unref();

  return {
    async seen(device, now) {
      if (!device.lastSeenAt || device.offlineSince) {
        pending.delete(device.id);
        await write([[device.id, now]]);
        return;
      }
      if (now.getTime() - device.lastSeenAt.getTime() <= resolutionMs) return;
      pending.set(device.id, now);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
