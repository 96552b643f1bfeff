/**
 * OSV records (https://ossf.github.io/osv-schema/) for distribution packages (issue 25):
 * parsing them as hostile input and deciding whether an installed package version is
 * affected, with the reason.
 *
 * A feed is downloaded from the internet or copied in by an operator, so every record is
 * untrusted: the schema below bounds every string and array, refuses what the OSV schema
 * forbids (an event with two kinds, a range without `introduced`), and ignores the fields
 * we do not use (`database_specific`, `ecosystem_specific`, `details`, ...).
 *
 * Matching follows the schema's "Evaluation" pseudocode: per range, events sorted by the
 * ecosystem's own ordering, walked in order; plus the explicit `versions` list. Only
 * ECOSYSTEM ranges are evaluated: GIT ranges name commits, not package versions, and are
 * ignored; SEMVER (and any future type) is out of scope for distribution packages and is
 * skipped with a reason so callers can report it.
 */
import { z } from "zod";
import { compareVersions, isValidVersion, orderingOf, type VersionOrdering } from "./versions.ts";

export const OSV_LIMITS = {
  idLength: 128,
  ecosystemLength: 128,
  nameLength: 512,
  purlLength: 2048,
  versionLength: 256,
  aliases: 1_000,
  affected: 10_000,
  rangesPerAffected: 1_000,
  eventsPerRange: 1_000,
  versionsPerAffected: 100_000,
  /** Across the whole record, so the per-array bounds cannot multiply into billions. */
  eventsPerRecord: 100_000,
} as const;

// OSV ids and aliases: "DSA-5764-1", "ALPINE-CVE-2024-5535", "GHSA-...", "RHSA-2024:1234".
const osvId = z
  .string()
  .min(1)
  .max(OSV_LIMITS.idLength)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, "not an OSV identifier");
// RFC 3339 in UTC as the schema requires; any sub-second precision (Debian emits nanoseconds).
const timestamp = z.iso.datetime();
const version = z
  .string()
  .min(1)
  .max(OSV_LIMITS.versionLength)
  .regex(/^[\x21-\x7e]+$/, "version must be printable ASCII without spaces");

const EVENT_KINDS = ["introduced", "fixed", "last_affected", "limit"] as const;
type EventKind = (typeof EVENT_KINDS)[number];

const eventSchema = z
  .object({
    introduced: version.optional(),
    fixed: version.optional(),
    last_affected: version.optional(),
    limit: version.optional(),
  })
  .refine((e) => EVENT_KINDS.filter((k) => e[k] !== undefined).length === 1, {
    message: "an event must have exactly one of introduced, fixed, last_affected, limit",
  });

const rangeSchema = z
  .object({
    type: z.string().min(1).max(32),
    events: z.array(eventSchema).min(1).max(OSV_LIMITS.eventsPerRange),
  })
  .refine((r) => r.type === "GIT" || r.events.some((e) => e.introduced !== undefined), {
    message: "a range must have at least one introduced event",
    path: ["events"],
  });

const affectedSchema = z.object({
  // Optional in the OSV schema (a GIT-only entry may have no package); such entries never match.
  package: z
    .object({
      ecosystem: z.string().min(1).max(OSV_LIMITS.ecosystemLength),
      name: z.string().min(1).max(OSV_LIMITS.nameLength),
      purl: z.string().max(OSV_LIMITS.purlLength).optional(),
    })
    .optional(),
  ranges: z.array(rangeSchema).max(OSV_LIMITS.rangesPerAffected).default([]),
  versions: z.array(version).max(OSV_LIMITS.versionsPerAffected).default([]),
});

const idList = z.array(osvId).max(OSV_LIMITS.aliases).default([]);

export const osvRecordSchema = z.object({
  id: osvId,
  modified: timestamp,
  published: timestamp.optional(),
  withdrawn: timestamp.optional(),
  aliases: idList,
  // Debian's DSA records name their CVEs in `upstream` rather than `aliases`.
  upstream: idList,
  affected: z
    .array(affectedSchema)
    .max(OSV_LIMITS.affected)
    .default([])
    .refine(
      (list) =>
        list.reduce((n, a) => n + a.ranges.reduce((m, r) => m + r.events.length, 0), 0) <=
        OSV_LIMITS.eventsPerRecord,
      { message: `more than ${OSV_LIMITS.eventsPerRecord} range events in the record` },
    ),
});

export type OsvRecord = z.infer<typeof osvRecordSchema>;
export type OsvAffected = OsvRecord["affected"][number];
type OsvEvent = OsvAffected["ranges"][number]["events"][number];

export class OsvRecordError extends Error {
  readonly recordId: string | null;
  readonly issues: readonly string[];
  constructor(recordId: string | null, issues: readonly string[]) {
    const shown = issues.slice(0, 5).join("; ");
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : "";
    super(`malformed OSV record${recordId ? ` ${recordId}` : ""}: ${shown}${more}`);
    this.name = "OsvRecordError";
    this.recordId = recordId;
    this.issues = issues;
  }
}

/** Validates one decoded OSV record; throws OsvRecordError naming each problem's path. */
export function parseOsvRecord(json: unknown): OsvRecord {
  const result = osvRecordSchema.safeParse(json);
  if (result.success) return result.data;
  // Named in the message only when the id itself is valid, so hostile text never reaches logs.
  const claimed = json !== null && typeof json === "object" && "id" in json ? json.id : null;
  const id = osvId.safeParse(claimed).success ? (claimed as string) : null;
  const issues = result.error.issues.map((i) => `${i.path.join(".") || "(record)"}: ${i.message}`);
  throw new OsvRecordError(id, issues);
}

/** The record's CVE ids, from `aliases` and `upstream`, deduplicated in order. */
export function cveIdsOf(record: OsvRecord): string[] {
  const all = [record.id, ...record.aliases, ...record.upstream];
  return [...new Set(all.filter((a) => /^CVE-\d{4}-\d{4,}$/.test(a)))];
}

// -------------------------------------------------------------------------- matching

export interface InstalledPackage {
  /** In OSV form, release included: "Debian:12", "Alpine:v3.20". */
  ecosystem: string;
  name: string;
  version: string;
}

export type MatchedRange =
  { introduced?: string; fixed?: string; lastAffected?: string } | { listed: true };

export interface MatchReason {
  recordId: string;
  ecosystem: string;
  package: string;
  range: MatchedRange;
  installed: string;
  /** The lowest `fixed` above the installed version for this package, if any. */
  fixedIn: string | null;
}

export interface SkippedRange {
  affectedIndex: number;
  rangeIndex: number;
  type: string;
  reason: string;
}

export type AffectedResult =
  | { affected: true; reason: MatchReason }
  | { affected: false; unparsable: true; problem: string }
  | { affected: false; skipped?: SkippedRange[] };

type Bound = { introduced?: string; fixed?: string; lastAffected?: string };
type RangeOutcome = { hit: Bound | null } | { skip: string };

interface Flat {
  kind: EventKind;
  v: string;
}

const KIND_RANK: Record<EventKind, number> = {
  introduced: 0,
  last_affected: 1,
  fixed: 2,
  limit: 3,
};

function flatten(e: OsvEvent): Flat {
  const kind = EVENT_KINDS.find((k) => e[k] !== undefined)!;
  return { kind, v: e[kind]! };
}

const isSpecial = (e: Flat): boolean =>
  (e.kind === "introduced" && e.v === "0") || (e.kind === "limit" && e.v.includes("*"));

/** One ECOSYSTEM range, by the schema's IncludedInRanges/BeforeLimits for a single range. */
function evaluateRange(ordering: VersionOrdering, events: Flat[], installed: string): RangeOutcome {
  const bad = events.find((e) => !isSpecial(e) && !isValidVersion(ordering, e.v));
  if (bad)
    return { skip: `${bad.kind} ${JSON.stringify(bad.v)} is not a valid ${ordering} version` };
  const cmp = (a: Flat, b: string): number =>
    a.kind === "introduced" && a.v === "0" ? -1 : compareVersions(ordering, a.v, b);
  const limits = events.filter((e) => e.kind === "limit");
  if (limits.length > 0 && !limits.some((l) => l.v.includes("*") || cmp(l, installed) > 0)) {
    return { hit: null };
  }
  const sorted = events
    .filter((e) => e.kind !== "limit")
    .sort((a, b) => {
      const zeroA = a.kind === "introduced" && a.v === "0";
      const zeroB = b.kind === "introduced" && b.v === "0";
      if (zeroA || zeroB) return zeroA === zeroB ? 0 : zeroA ? -1 : 1;
      return compareVersions(ordering, a.v, b.v) || KIND_RANK[a.kind] - KIND_RANK[b.kind];
    });
  let from = -1;
  sorted.forEach((e, i) => {
    const c = cmp(e, installed); // event vs installed: <= 0 means installed >= event
    if (e.kind === "introduced" && c <= 0) from = i;
    else if (e.kind === "fixed" && c <= 0) from = -1;
    else if (e.kind === "last_affected" && c < 0) from = -1;
  });
  if (from < 0) return { hit: null };
  const bound: Bound = { introduced: sorted[from]!.v };
  const end = sorted.slice(from + 1).find((e) => e.kind !== "introduced");
  if (end?.kind === "fixed") bound.fixed = end.v;
  if (end?.kind === "last_affected") bound.lastAffected = end.v;
  return { hit: bound };
}

function listed(ordering: VersionOrdering | null, versions: string[], installed: string): boolean {
  return versions.some((v) => {
    if (v === installed) return true;
    if (ordering === null || !isValidVersion(ordering, v)) return false;
    return isValidVersion(ordering, installed) && compareVersions(ordering, v, installed) === 0;
  });
}

function lowestFixedAbove(ordering: VersionOrdering, entries: OsvAffected[], installed: string) {
  let best: string | null = null;
  for (const entry of entries) {
    for (const range of entry.ranges) {
      if (range.type !== "ECOSYSTEM") continue;
      for (const e of range.events) {
        const f = e.fixed;
        if (f === undefined || !isValidVersion(ordering, f)) continue;
        if (compareVersions(ordering, f, installed) <= 0) continue;
        if (best === null || compareVersions(ordering, f, best) < 0) best = f;
      }
    }
  }
  return best;
}

const sameEcosystem = (record: string, installed: string): boolean =>
  // Base name and release must both agree, exactly and case-sensitively as OSV spells them:
  // a "Debian:11" entry says nothing about Debian 12, and a release-less "Debian" entry is
  // not taken to cover every release (its ranges would be some other suite's versions).
  record === installed;

/**
 * Whether the installed package is affected by the record, and why. A withdrawn record
 * affects nothing. An installed version the ecosystem's ordering refuses, where a range
 * would have to be evaluated, gives `unparsable` rather than a guess either way.
 */
export function affectedBy(record: OsvRecord, pkg: InstalledPackage): AffectedResult {
  if (record.withdrawn !== undefined) return { affected: false };
  const ordering = orderingOf(pkg.ecosystem);
  const entries = record.affected
    .map((entry, index) => ({ entry, index }))
    .filter(
      ({ entry }) =>
        entry.package !== undefined &&
        sameEcosystem(entry.package.ecosystem, pkg.ecosystem) &&
        entry.package.name === pkg.name,
    );
  const skipped: SkippedRange[] = [];
  const validInstalled = ordering !== null && isValidVersion(ordering, pkg.version);
  let unparsable = false;
  const matched = (range: MatchedRange): AffectedResult => ({
    affected: true,
    reason: {
      recordId: record.id,
      ecosystem: pkg.ecosystem,
      package: pkg.name,
      range,
      installed: pkg.version,
      fixedIn: validInstalled
        ? lowestFixedAbove(
            ordering,
            entries.map((e) => e.entry),
            pkg.version,
          )
        : null,
    },
  });
  for (const { entry, index } of entries) {
    for (const [rangeIndex, range] of entry.ranges.entries()) {
      if (range.type === "GIT") continue;
      const skip = (reason: string) =>
        skipped.push({ affectedIndex: index, rangeIndex, type: range.type, reason });
      if (range.type !== "ECOSYSTEM") skip(`${range.type} ranges are not evaluated`);
      else if (ordering === null) skip(`no version ordering for ecosystem ${pkg.ecosystem}`);
      else if (!validInstalled) unparsable = true;
      else {
        const outcome = evaluateRange(ordering, range.events.map(flatten), pkg.version);
        if ("skip" in outcome) skip(outcome.skip);
        else if (outcome.hit) return matched(outcome.hit);
      }
    }
    if (listed(ordering, entry.versions, pkg.version)) return matched({ listed: true });
  }
  if (unparsable && ordering !== null) {
    const problem = `installed version ${JSON.stringify(pkg.version)} is not a valid ${ordering} version`;
    return { affected: false, unparsable: true, problem };
  }
  return skipped.length > 0 ? { affected: false, skipped } : { affected: false };
}
