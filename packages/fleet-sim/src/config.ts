import type { Answer } from "./transport.ts";

/*
 * The parts of an osquery config the simulator acts on: options that set its cadence
 * (distributed_interval, config_refresh, logger_tls_period), the schedule, packs (named
 * "pack_<pack>_<query>", osquery's default --pack_delimiter) and load/always decorators.
 */

export type Intervals = {
  /** Seconds between distributed reads (osquery's --distributed_interval). */
  distributed: number;
  /** Seconds between config fetches (--config_refresh). */
  configRefresh: number;
  /** Seconds between log flushes (--logger_tls_period). */
  loggerPeriod: number;
};

export type ScheduledQuery = { name: string; query: string; interval: number; snapshot: boolean };

const asSeconds = (value: unknown, fallback: number) => {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? number : fallback;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

function scheduledQuery(name: string, entry: unknown): ScheduledQuery[] {
  if (!isObject(entry) || typeof entry.query !== "string") return [];
  return [
    {
      name,
      query: entry.query,
      interval: asSeconds(entry.interval, 3600),
      snapshot: entry.snapshot === true || entry.snapshot === "true",
    },
  ];
}

function scheduleOf(config: Answer) {
  const schedule = isObject(config.schedule) ? config.schedule : {};
  const packs = isObject(config.packs) ? config.packs : {};
  return [
    ...Object.entries(schedule).flatMap(([name, entry]) => scheduledQuery(name, entry)),
    ...Object.entries(packs).flatMap(([pack, body]) => {
      const queries = isObject(body) && isObject(body.queries) ? body.queries : {};
      return Object.entries(queries).flatMap(([name, entry]) =>
        scheduledQuery(`pack_${pack}_${name}`, entry),
      );
    }),
  ];
}

const stringsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

export function readConfig(config: Answer, current: Intervals) {
  const options = isObject(config.options) ? config.options : {};
  const decorators = isObject(config.decorators) ? config.decorators : {};
  return {
    intervals: {
      distributed: asSeconds(options.distributed_interval, current.distributed),
      configRefresh: asSeconds(options.config_refresh, current.configRefresh),
      loggerPeriod: asSeconds(options.logger_tls_period, current.loggerPeriod),
    },
    schedule: scheduleOf(config),
    decorators: { load: stringsOf(decorators.load), always: stringsOf(decorators.always) },
  };
}
