import { differential, resultLines, snapshotLine, statusLine, type Severity } from "./logs.ts";
import type { HostProfile } from "./profiles.ts";
import { runQuery } from "./sql.ts";
import { NodeInvalidError, post, type Answer, type TransportOptions } from "./transport.ts";
import { readConfig, type Intervals, type ScheduledQuery } from "./config.ts";

/*
 * One simulated osqueryd: the enrolment plugin (plugins/remote/enroll/tls_enroll.cpp), the
 * config plugin, the distributed runner (osquery/distributed/distributed.cpp) and the TLS
 * logger, driven by `tick()` at the distributed interval (5 s while accelerated).
 */

export type HostOptions = TransportOptions & {
  secret: string;
  /** osquery's --host_identifier; "uuid" is what Fleetward's flags file sets. */
  hostIdentifier?: "uuid" | "hostname";
  intervals: Intervals;
};

export type HostStats = {
  enrolls: number;
  nodeInvalid: number;
  checkIns: number;
  queriesAnswered: number;
  errors: number;
  lastError?: string;
};

const acceleratedInterval = 5;
const maxLogLines = 1024;

export class SimulatedHost {
  nodeKey: string | undefined;
  readonly stats: HostStats = {
    enrolls: 0,
    nodeInvalid: 0,
    checkIns: 0,
    queriesAnswered: 0,
    errors: 0,
  };
  intervals: Intervals;
  private schedule: ScheduledQuery[] = [];
  private decorators = { load: [] as string[], always: [] as string[] };
  private loadDecorations: Record<string, string> = {};
  private lastRuns = new Map<string, { at: number; keys: string[]; counter: number }>();
  private due = { config: 0, logs: 0 };
  private acceleratedUntil = 0;
  private logs = { result: [] as object[], status: [] as object[] };

  readonly profile: HostProfile;
  private readonly options: HostOptions;

  constructor(profile: HostProfile, options: HostOptions) {
    this.profile = profile;
    this.options = options;
    this.intervals = { ...options.intervals };
  }

  get identifier() {
    return this.options.hostIdentifier === "hostname" ? this.profile.hostname : this.profile.uuid;
  }

  /** Seconds until the next tick: the distributed interval, or 5 s while accelerated. */
  nextDelaySeconds(now = Date.now()) {
    return now < this.acceleratedUntil ? acceleratedInterval : this.intervals.distributed;
  }

  /** What osquery would do at this moment: enrol if needed, then whatever is due. */
  async tick(now = Date.now(), force = false): Promise<void> {
    try {
      if (!this.nodeKey) await this.enroll(now);
      if (force || now >= this.due.config) await this.fetchConfig(now);
      await this.distributed(now);
      this.runSchedule(now, force);
      if (force || now >= this.due.logs) await this.flushLogs(now);
      this.stats.checkIns++;
    } catch (error) {
      this.stats.errors++;
      this.stats.lastError = (error as Error).message;
      if (error instanceof NodeInvalidError) {
        // remote/utility.h: clearNodeKey(); the next request enrols again.
        this.stats.nodeInvalid++;
        this.nodeKey = undefined;
      }
      if (force) throw error;
    }
  }

  private call(kind: Parameters<typeof post>[1], body: Record<string, unknown>) {
    return post(this.options, kind, { ...body, node_key: this.nodeKey });
  }

  /** tls_enroll.cpp requestKey(): the secret, identifier, platform type and host details. */
  async enroll(now = Date.now()) {
    const details = (table: string) =>
      runQuery(this.profile, `SELECT * FROM ${table}`, now).rows[0];
    const answer = await post(this.options, "enroll", {
      enroll_secret: this.options.secret,
      host_identifier: this.identifier,
      platform_type: String(this.profile.platformType),
      host_details: {
        os_version: details("os_version"),
        osquery_info: details("osquery_info"),
        system_info: details("system_info"),
        platform_info: details("platform_info"),
      },
    });
    const key = answer.node_key ?? answer.id;
    if (typeof key !== "string" || !key)
      throw new Error("No node key returned from TLS enroll plugin");
    this.nodeKey = key;
    this.stats.enrolls++;
    this.status(
      now,
      "info",
      ["init.cpp", 676],
      `osqueryd started [version=${this.profileVersion()}]`,
    );
  }

  private profileVersion() {
    return runQuery(this.profile, "SELECT version FROM osquery_info").rows[0]?.version ?? "";
  }

  async fetchConfig(now = Date.now()) {
    const config = readConfig(await this.call("config", {}), this.intervals);
    this.intervals = config.intervals;
    this.schedule = config.schedule;
    this.decorators = config.decorators;
    this.loadDecorations = this.decorate(this.decorators.load, now);
    this.due.config = now + this.intervals.configRefresh * 1000;
  }

  private decorate(queries: string[], now: number) {
    const columns: Record<string, string> = {};
    for (const sql of queries) Object.assign(columns, runQuery(this.profile, sql, now).rows[0]);
    return columns;
  }

  private decorations(now: number) {
    return { ...this.loadDecorations, ...this.decorate(this.decorators.always, now) };
  }

  /** distributed.cpp: pull, run discovery then queries, write back only when there are results. */
  async distributed(now = Date.now()) {
    const work = await this.call("distributed_read", {});
    if (typeof work.accelerate === "number" && Number.isInteger(work.accelerate)) {
      this.acceleratedUntil = now + work.accelerate * 1000;
    }
    const queries = this.acceptedQueries(work, now);
    const names = Object.keys(queries);
    if (!names.length) return;
    const results: Record<string, Record<string, unknown>> = {
      queries: {},
      statuses: {},
      messages: {},
      stats: {},
    };
    for (const name of names) {
      const started = performance.now();
      const outcome = runQuery(this.profile, queries[name]!, now);
      const wall = Math.round(performance.now() - started);
      results.queries![name] = outcome.rows;
      results.statuses![name] = outcome.status;
      results.messages![name] = outcome.message;
      results.stats![name] = { wall_time_ms: wall, user_time: wall, system_time: 0, memory: 0 };
      if (outcome.status) {
        this.status(
          now,
          "error",
          ["distributed.cpp", 157],
          `Error executing distributed query: ${name}: ${outcome.message}`,
        );
      }
    }
    await this.call("distributed_write", results);
    this.stats.queriesAnswered += names.length;
  }

  /** acceptWork(): a failing discovery query refuses the batch; an empty one skips its query. */
  private acceptedQueries(work: Answer, now: number): Record<string, string> {
    const queries = isStringMap(work.queries) ? work.queries : {};
    const discovery = isStringMap(work.discovery) ? work.discovery : {};
    const accepted: Record<string, string> = {};
    for (const [name, sql] of Object.entries(discovery)) {
      const outcome = runQuery(this.profile, sql, now);
      if (outcome.status) return {};
      if (!outcome.rows.length) discovery[name] = "";
    }
    for (const [name, sql] of Object.entries(queries)) {
      if (name && sql && discovery[name] !== "") accepted[name] = sql;
    }
    return accepted;
  }

  private runSchedule(now: number, force: boolean) {
    for (const query of this.schedule) {
      const last = this.lastRuns.get(query.name);
      if (!force && last && now - last.at < query.interval * 1000) continue;
      const outcome = runQuery(this.profile, query.query, now);
      const common = {
        name: query.name,
        hostIdentifier: this.identifier,
        decorations: this.decorations(now),
      };
      if (outcome.status) {
        this.status(
          now,
          "error",
          ["scheduler.cpp", 108],
          `Error executing scheduled query ${query.name}: ${outcome.message}`,
        );
        continue;
      }
      if (query.snapshot) {
        this.logs.result.push(snapshotLine(common, now, outcome.rows));
        this.lastRuns.set(query.name, { at: now, keys: [], counter: 0 });
        continue;
      }
      const diff = differential(last?.keys, outcome.rows);
      const counter = last ? last.counter + 1 : 0;
      this.logs.result.push(...resultLines(common, now, counter, diff));
      this.lastRuns.set(query.name, { at: now, keys: diff.keys, counter });
    }
  }

  private status(now: number, severity: Severity, where: [string, number], message: string) {
    this.logs.status.push(
      statusLine(this.identifier, now, severity, where, message, this.loadDecorations),
    );
  }

  /** tls_logger.cpp send(): one request per log type, at most 1,024 lines each. */
  async flushLogs(now = Date.now()) {
    for (const logType of ["result", "status"] as const) {
      while (this.logs[logType].length) {
        const data = this.logs[logType].slice(0, maxLogLines);
        await this.call("log", { log_type: logType, data });
        this.logs[logType].splice(0, data.length);
      }
    }
    this.due.logs = now + this.intervals.loggerPeriod * 1000;
  }
}

function isStringMap(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === "string")
  );
}
