import { HttpError } from "../../../lib/http-error.ts";

/*
 * What the osquery endpoints accept before they spend anything on a request (ADR 0036): the
 * size of each endpoint's body, a scanner that finds the node key while the body streams, and
 * a bound on large bodies held at once.
 *
 * Sizes, from osquery's sources (github.com/osquery/osquery, 5.x):
 * - enroll: plugins/remote/enroll/tls_enroll.cpp sends enroll_secret, host_identifier,
 *   platform_type and host_details (osquery/remote/enroll/enroll.cpp genHostDetails: four
 *   small tables, ≈ 4 KB). Cap 64 KiB.
 * - config, distributed/read: plugins/config/tls_config.cpp and
 *   plugins/distributed/tls_distributed.cpp getQueries send no field but node_key (and
 *   `_get`/`_verb`, removed before sending, osquery/remote/utility.h). Cap 16 KiB.
 * - log: plugins/logger/tls_logger.cpp sends node_key, log_type and `data`, at most
 *   `--logger_tls_max_lines` lines (default 1024) per `--logger_tls_period`, each line at most
 *   `--logger_tls_max_linesize` (default 1 MiB; longer lines are dropped by osquery). Our
 *   config schedules one snapshot query (software) whose one line can approach that 1 MiB; the
 *   rest are status/result lines of a few hundred bytes. Cap 8 MiB: a full batch of 1024
 *   ordinary lines, plus several maximal snapshot lines after an outage. The theoretical
 *   maximum (1024 × 1 MiB) is not accepted by anyone.
 * - distributed/write: osquery/distributed/distributed.cpp serializeResults, the rows of our
 *   detail and policy queries; the largest is the software list (≈ 3,000 deb packages ×
 *   ≈ 300 B ≈ 1 MB). No osquery flag bounds it. Cap 8 MiB.
 * - gzip: only the logger compresses (`--logger_tls_compress`, tls_logger.cpp `_compress`;
 *   osquery/remote/transports/tls.cpp adds `Content-Encoding: gzip`); the raw bytes are capped at
 *   the decompressed cap (JSON never grows under gzip) and at most 4 MiB.
 * - `--read_max` (osquery/filesystem/filesystem.cpp, 50 MiB) bounds files osquery reads, not what
 *   it sends; carves (`/carve`) are not served.
 */

export const osqueryBase = "/api/v1/osquery";

/**
 * Requests a minute: per node key and route; per enrolment secret; and per client address on
 * every endpoint, counted before the body is read. 12,000 a minute per address is an office of
 * ≈ 800 hosts behind one NAT address at ≈ 15 requests a minute each (a read every 10 s of
 * distributed_interval, a log flush every 10 s of logger_tls_period, config and writes on top).
 * Larger sites raise OSQUERY_REQUESTS_PER_ADDRESS_PER_MINUTE. Bodies that grow past 64 KiB
 * before their node key is known (old agents put it last) count apart: 120 a minute per
 * address, ≈ 3 an hour per host (software results and snapshots, hourly) for the same office.
 */
export const defaultOsqueryLimits = {
  perNodeKey: 120,
  perEnrollSecret: 1200,
  perAddress: 12_000,
  anonymousLargePerAddress: 120,
};

const KiB = 1024;
const MiB = 1024 * KiB;

export type OsqueryEndpoint =
  "enroll" | "config" | "distributed/read" | "distributed/write" | "log";
export type BodyLimits = { compressed: number; decompressed: number };

const capped = (decompressed: number): BodyLimits => ({
  decompressed,
  compressed: Math.min(decompressed, 4 * MiB),
});

export const osqueryCaps: Record<OsqueryEndpoint, BodyLimits> = {
  enroll: capped(64 * KiB),
  config: capped(16 * KiB),
  "distributed/read": capped(16 * KiB),
  "distributed/write": capped(8 * MiB),
  log: capped(8 * MiB),
};

/** A body past this many decompressed bytes needs a slot of the gate to go on. */
export const largeBodyBytes = 64 * KiB;

/** Answers `{"node_invalid": true}` (200), what makes osquery enrol again. */
export class NodeInvalid extends Error {
  override name = "NodeInvalid";
}

const quote = 0x22;
const backslash = 0x5c;
const nodeKeyName = Buffer.from("node_key");
const maxKeyBytes = 200;

/**
 * Finds the string value of the top-level member `node_key` of a JSON object as its bytes
 * stream past, holding nothing but a few counters and at most 200 bytes. osquery puts node_key
 * anywhere: rapidjson's RemoveMember moves the last member into the removed one's place, so
 * TLSRequestHelper::go (osquery/remote/utility.h) leaves it last in distributed/write and in
 * uncompressed logs, first in compressed logs. The full parse later must agree (see
 * osquery-routes.ts): a scanner and JSON.parse that disagreed on duplicates could not smuggle a key.
 */
export class NodeKeyScanner {
  /** `{ key }` once the member has passed (key undefined when not a usable string). */
  found: { key: string | undefined } | undefined;
  /** The top-level object ended without node_key. */
  absent = false;
  private started = false;
  private depth = 0;
  private inString = false;
  private escape = false;
  private expectKey = false;
  private valueOfNodeKey = false;
  private capturing: "key" | "value" | undefined;
  private captured: number[] = [];
  private odd = false;
  private lastKeyIsNodeKey = false;

  get done() {
    return this.found !== undefined || this.absent;
  }

  /** Scans one chunk; throws a 400 when the body is not a JSON object. */
  push(chunk: Uint8Array) {
    for (let index = 0; index < chunk.length && !this.done; index++) this.byte(chunk[index]!);
  }

  private byte(byte: number) {
    if (!this.started) {
      if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) return;
      if (byte !== 0x7b) throw new HttpError(400, "Request body must be a JSON object");
      this.started = true;
      this.depth = 1;
      this.expectKey = true;
      return;
    }
    if (this.inString) return this.stringByte(byte);
    switch (byte) {
      case quote:
        this.inString = true;
        this.startCapture();
        return;
      case 0x7b: // {
      case 0x5b: // [
        this.depth++;
        return;
      case 0x7d: // }
      case 0x5d: // ]
        this.depth--;
        if (this.depth === 0) this.absent = true;
        return;
      case 0x3a: // :
        if (this.depth === 1) {
          this.valueOfNodeKey = this.lastKeyIsNodeKey;
          this.expectKey = false;
        }
        return;
      case 0x2c: // ,
        if (this.depth === 1) {
          this.expectKey = true;
          if (this.valueOfNodeKey) this.found = { key: undefined };
          this.valueOfNodeKey = false;
        }
        return;
    }
  }

  private startCapture() {
    if (this.depth !== 1) return;
    if (this.expectKey) this.capturing = "key";
    else if (this.valueOfNodeKey) this.capturing = "value";
    this.captured = [];
    this.odd = false;
  }

  private stringByte(byte: number) {
    if (this.escape) {
      this.escape = false;
      return;
    }
    if (byte === backslash) {
      this.escape = true;
      this.odd = true;
      return;
    }
    if (byte !== quote) {
      if (this.capturing && this.captured.length <= maxKeyBytes) this.captured.push(byte);
      return;
    }
    this.inString = false;
    const captured = Buffer.from(this.captured);
    if (this.capturing === "key") {
      this.lastKeyIsNodeKey = !this.odd && captured.equals(nodeKeyName);
    } else if (this.capturing === "value") {
      const usable = !this.odd && captured.length > 0 && captured.length <= maxKeyBytes;
      this.found = { key: usable ? captured.toString("utf8") : undefined };
    }
    this.capturing = undefined;
  }
}

/**
 * At most `slots` large bodies decompressed, parsed and handled at once, and at most
 * `perAddress` of them from one address (so one client cannot hold them all); a request waits
 * up to `waitMs` for a slot, `queue` at most, then is answered 503 with Retry-After, which
 * osquery treats as a failed request and retries (its logs stay buffered).
 */
export function createBodyGate(
  options: { slots: number; perAddress: number; queue: number; waitMs: number } = {
    slots: 8,
    perAddress: 4,
    queue: 32,
    waitMs: 1000,
  },
) {
  let inUse = 0;
  const byAddress = new Map<string, number>();
  const waiting: (() => void)[] = [];
  const busy = () => new HttpError(503, "Server busy; osquery will retry", { "retry-after": "5" });

  const take = (address: string) => {
    inUse++;
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      inUse--;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left === 0) byAddress.delete(address);
      else byAddress.set(address, left);
      waiting.shift()?.();
    };
  };

  return {
    get inUse() {
      return inUse;
    },
    /** Resolves to the slot's release function; throws a 503 when none frees up in time. */
    async acquire(address: string): Promise<() => void> {
      if ((byAddress.get(address) ?? 0) >= options.perAddress) throw busy();
      if (inUse < options.slots) return take(address);
      if (waiting.length >= options.queue) throw busy();
      await new Promise<void>((resolve, reject) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(wake), 1);
          reject(busy());
        }, options.waitMs);
        waiting.push(wake);
      });
      if (inUse >= options.slots || (byAddress.get(address) ?? 0) >= options.perAddress) {
        throw busy();
      }
      return take(address);
    },
  };
}

export type BodyGate = ReturnType<typeof createBodyGate>;
