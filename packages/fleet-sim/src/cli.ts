#!/usr/bin/env node
import { parseArgs } from "node:util";
import { startFleet } from "./fleet.ts";

/*
 * npm run fleet-sim -- --url http://127.0.0.1:3000 --secret fwe_… --hosts 25
 * Runs until Ctrl-C, printing a line of totals every --report seconds.
 */

const usage = `Usage: npm run fleet-sim -- --url <server> --secret <enroll secret> [options]
       (or the secret in FLEET_SIM_SECRET)

  --hosts N                 simulated hosts (default 10)
  --seed N                  which machines (same seed, same machines; default 1)
  --first-index N           first host number (default 0)
  --distributed-interval S  seconds between distributed reads (default 10)
  --config-refresh S        seconds between config fetches (default 60)
  --logger-period S         seconds between log flushes (default 10)
  --fixed-intervals         keep these intervals even if the server's config sets others
  --jitter F                fraction each wait varies by (default 0.1)
  --gzip                    gzip log bodies (osquery's --logger_tls_compress)
  --host-identifier uuid|hostname (default uuid)
  --once                    one check-in of every host, then exit
  --report S                seconds between status lines (default 10; 0 for none)`;

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    secret: { type: "string" },
    hosts: { type: "string", default: "10" },
    seed: { type: "string", default: "1" },
    "first-index": { type: "string", default: "0" },
    "distributed-interval": { type: "string", default: "10" },
    "config-refresh": { type: "string", default: "60" },
    "logger-period": { type: "string", default: "10" },
    "fixed-intervals": { type: "boolean", default: false },
    jitter: { type: "string", default: "0.1" },
    gzip: { type: "boolean", default: false },
    "host-identifier": { type: "string", default: "uuid" },
    once: { type: "boolean", default: false },
    report: { type: "string", default: "10" },
    help: { type: "boolean", short: "h", default: false },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

function number(name: keyof typeof values, min: number) {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < min) fail(`--${name} must be a number ≥ ${min}`);
  return value;
}

if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
// The secret may come from the environment, out of `ps`'s sight (the demo fleet passes it so).
const secret = values.secret ?? process.env.FLEET_SIM_SECRET;
if (!values.url || !secret) fail("--url and --secret (or FLEET_SIM_SECRET) are required");
const hostIdentifier = values["host-identifier"];
if (hostIdentifier !== "uuid" && hostIdentifier !== "hostname") {
  fail("--host-identifier is uuid or hostname");
}

const fleet = startFleet({
  url: values.url,
  secret,
  hosts: Math.floor(number("hosts", 1)),
  seed: Math.floor(number("seed", 0)),
  firstIndex: Math.floor(number("first-index", 0)),
  intervals: {
    distributed: number("distributed-interval", 1),
    configRefresh: number("config-refresh", 1),
    loggerPeriod: number("logger-period", 1),
  },
  fixedIntervals: values["fixed-intervals"],
  jitter: number("jitter", 0),
  gzip: values.gzip,
  hostIdentifier,
  autoStart: !values.once,
});

const report = () => {
  const stats = fleet.stats();
  const last = stats.lastError ? `; last error: ${stats.lastError}` : "";
  process.stdout.write(
    `${new Date().toISOString()} ${stats.enrolled}/${stats.hosts} enrolled, ${stats.checkIns} check-ins, ` +
      `${stats.queriesAnswered} queries answered, ${stats.nodeInvalid} node_invalid, ${stats.errors} errors${last}\n`,
  );
};

if (values.once) {
  await fleet.checkInAll().catch(() => undefined);
  report();
  process.exit(fleet.stats().enrolled === fleet.hosts.length ? 0 : 1);
}

// Started by the server with an IPC channel (the demo fleet): go when the server goes.
if (process.connected) process.once("disconnect", () => process.exit(0));

const every = number("report", 0);
const reporter = every > 0 ? setInterval(report, every * 1000) : undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    fleet.stop();
    if (reporter) clearInterval(reporter);
    report();
    process.exit(0);
  });
}
