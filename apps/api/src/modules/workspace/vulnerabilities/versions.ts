/**
 * Package version orderings for OSV distribution feeds (issue 25).
 *
 * A vulnerability matches only if the installed version sorts below the fixed one, so
 * each ordering must agree exactly with the distribution's own package manager: a
 * near-miss (say, treating `~` as an ordinary character) silently turns every Debian
 * security update into a false "vulnerable" or, worse, a false "fixed". No npm library
 * implements all three faithfully (`deb-version-compare` mis-orders non-letters and is
 * unmaintained since 2016), so these are ports of the reference C sources:
 *   - dpkg: guillemj/dpkg lib/dpkg/version.c (`verrevcmp`, `dpkg_version_compare`) and
 *     lib/dpkg/parsehelp.c (`parseversion`) for what counts as a valid version;
 *   - rpm: rpm-software-management/rpm rpmio/rpmvercmp.cc (`rpmvercmp`) and
 *     rpmio/rpmver.cc (`parseEVR`, `rpmverCmp`);
 *   - apk: alpinelinux/apk-tools src/version.c (the token-based rewrite with `~hash`).
 * Versions a package manager would refuse are refused here too, rather than given an
 * arbitrary place in the order that could hide or invent a match.
 */
import { apkProblem, compareApk } from "./apk-version.ts";

export type VersionOrdering = "dpkg" | "rpm" | "apk";

export class InvalidVersionError extends Error {
  readonly ordering: VersionOrdering;
  readonly version: string;
  readonly reason: string;
  constructor(ordering: VersionOrdering, version: string, reason: string) {
    super(`invalid ${ordering} version ${JSON.stringify(version)}: ${reason}`);
    this.name = "InvalidVersionError";
    this.ordering = ordering;
    this.version = version;
    this.reason = reason;
  }
}

const isDigit = (c: string): boolean => c >= "0" && c <= "9";
const isAlpha = (c: string): boolean => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z");

// ---------------------------------------------------------------------------- dpkg

interface DpkgVersion {
  epoch: number;
  upstream: string;
  revision: string;
}

/** `parseversion` in dpkg's lib/dpkg/parsehelp.c; its warnings count as refusals here. */
function parseDpkg(v: string): DpkgVersion | string {
  if (v === "") return "version string is empty";
  // dpkg trims surrounding blanks; a feed or inventory value that has them is malformed.
  if (/\s/.test(v)) return "version string contains whitespace";
  let epoch = 0;
  let rest = v;
  const colon = v.indexOf(":");
  if (colon >= 0) {
    const digits = v.slice(0, colon);
    if (digits === "") return "epoch in version is empty";
    if (!/^\d+$/.test(digits)) return "epoch in version is not number";
    epoch = Number(digits);
    if (epoch > 2147483647) return "epoch in version is too big";
    rest = v.slice(colon + 1);
    if (rest === "") return "nothing after colon in version number";
  }
  // The revision is everything after the *last* hyphen; the upstream part may hold more.
  const hyphen = rest.lastIndexOf("-");
  const upstream = hyphen >= 0 ? rest.slice(0, hyphen) : rest;
  const revision = hyphen >= 0 ? rest.slice(hyphen + 1) : "";
  if (hyphen >= 0 && revision === "") return "revision number is empty";
  if (upstream === "") return "version number is empty";
  if (!isDigit(upstream[0]!)) return "version number does not start with digit";
  if (!/^[A-Za-z0-9.+~:-]*$/.test(upstream)) return "invalid character in version number";
  if (!/^[A-Za-z0-9.+~]*$/.test(revision)) return "invalid character in revision number";
  return { epoch, upstream, revision };
}

/** `order` in dpkg's version.c: `~` before the end of the string, letters before the rest. */
function dpkgOrder(c: string | undefined): number {
  if (c === undefined || isDigit(c)) return 0;
  if (isAlpha(c)) return c.charCodeAt(0);
  if (c === "~") return -1;
  return c.charCodeAt(0) + 256;
}

/** `verrevcmp` in dpkg's version.c: alternating non-digit and digit runs. */
function verrevcmp(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    while ((i < a.length && !isDigit(a[i]!)) || (j < b.length && !isDigit(b[j]!))) {
      const ac = dpkgOrder(a[i]);
      const bc = dpkgOrder(b[j]);
      if (ac !== bc) return ac - bc;
      i++;
      j++;
    }
    while (a[i] === "0") i++;
    while (b[j] === "0") j++;
    let firstDiff = 0;
    while (i < a.length && j < b.length && isDigit(a[i]!) && isDigit(b[j]!)) {
      if (firstDiff === 0) firstDiff = a.charCodeAt(i) - b.charCodeAt(j);
      i++;
      j++;
    }
    if (i < a.length && isDigit(a[i]!)) return 1;
    if (j < b.length && isDigit(b[j]!)) return -1;
    if (firstDiff !== 0) return firstDiff;
  }
  return 0;
}

function compareDpkg(a: DpkgVersion, b: DpkgVersion): number {
  if (a.epoch !== b.epoch) return a.epoch > b.epoch ? 1 : -1;
  return verrevcmp(a.upstream, b.upstream) || verrevcmp(a.revision, b.revision);
}

// ----------------------------------------------------------------------------- rpm

interface RpmVersion {
  epoch: string;
  version: string;
  release: string | null;
}

/** `parseEVR` in rpm's rpmver.cc, with the character set rpmbuild allows in a version. */
function parseRpm(v: string): RpmVersion | string {
  if (v === "") return "version string is empty";
  const epochMatch = /^(\d*):/.exec(v);
  // rpm reads an empty epoch before the colon as 0.
  const epoch = epochMatch ? epochMatch[1] || "0" : "0";
  const rest = epochMatch ? v.slice(epochMatch[0].length) : v;
  const hyphen = rest.lastIndexOf("-");
  const version = hyphen >= 0 ? rest.slice(0, hyphen) : rest;
  const release = hyphen >= 0 ? rest.slice(hyphen + 1) : null;
  if (version === "") return "version is empty";
  if (release === "") return "release is empty";
  // rpmbuild refuses other characters (`-` and `:` would make the EVR ambiguous); `%{}`
  // are macro syntax that never survives into a built package.
  const allowed = /^[A-Za-z0-9._+~^]+$/;
  if (!allowed.test(version)) return "invalid character in version";
  if (release !== null && !allowed.test(release)) return "invalid character in release";
  return { epoch, version, release };
}

const isAlnum = (c: string): boolean => isDigit(c) || isAlpha(c);
const isRpmSeparator = (c: string): boolean => !isAlnum(c) && c !== "~" && c !== "^";

/** Handles `~` and `^` at the current position; undefined means "neither is present". */
function rpmTildeCaret(a: string, b: string, i: number, j: number): number | undefined {
  const ca = a[i];
  const cb = b[j];
  // `~` sorts before everything, even the end of the string (a pre-release).
  if (ca === "~" || cb === "~") {
    if (ca !== "~") return 1;
    if (cb !== "~") return -1;
    return 0;
  }
  // `^` sorts after the end of the string (a post-release snapshot) but before anything else.
  if (ca === "^" || cb === "^") {
    if (ca === undefined) return -1;
    if (cb === undefined) return 1;
    if (ca !== "^") return 1;
    if (cb !== "^") return -1;
    return 0;
  }
  return undefined;
}

function segmentEnd(s: string, from: number, numeric: boolean): number {
  let k = from;
  while (k < s.length && (numeric ? isDigit(s[k]!) : isAlpha(s[k]!))) k++;
  return k;
}

function compareRpmSegments(one: string, two: string, numeric: boolean): number {
  if (numeric) {
    // Compared as digit strings, not numbers, so long dates and hashes cannot overflow.
    const x = one.replace(/^0+/, "");
    const y = two.replace(/^0+/, "");
    if (x.length !== y.length) return x.length > y.length ? 1 : -1;
    return x === y ? 0 : x > y ? 1 : -1;
  }
  return one === two ? 0 : one > two ? 1 : -1;
}

/** `rpmvercmp` in rpm's rpmvercmp.cc. */
export function rpmvercmp(a: string, b: string): number {
  if (a === b) return 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    while (i < a.length && isRpmSeparator(a[i]!)) i++;
    while (j < b.length && isRpmSeparator(b[j]!)) j++;
    const special = rpmTildeCaret(a, b, i, j);
    if (special !== undefined) {
      if (special !== 0) return special;
      i++;
      j++;
      continue;
    }
    if (i >= a.length || j >= b.length) break;
    const numeric = isDigit(a[i]!);
    const ei = segmentEnd(a, i, numeric);
    const ej = segmentEnd(b, j, numeric);
    // One side numeric, the other alpha: the numeric segment is newer.
    if (ej === j) return numeric ? 1 : -1;
    const rc = compareRpmSegments(a.slice(i, ei), b.slice(j, ej), numeric);
    if (rc !== 0) return rc;
    i = ei;
    j = ej;
  }
  if (i >= a.length && j >= b.length) return 0;
  return i >= a.length ? -1 : 1;
}

/**
 * `rpmverCmp` in rpm's rpmver.cc: epoch, version, then release. A missing release sorts
 * before any release, as there; rpm's dependency matching instead treats it as a
 * wildcard, but OSV ranges always carry full EVRs and an ordering must be total.
 */
function compareRpm(a: RpmVersion, b: RpmVersion): number {
  const rc = rpmvercmp(a.epoch, b.epoch) || rpmvercmp(a.version, b.version);
  if (rc !== 0) return rc;
  if (a.release === null || b.release === null) {
    return a.release === b.release ? 0 : a.release === null ? -1 : 1;
  }
  return rpmvercmp(a.release, b.release);
}

// ------------------------------------------------------------------------ public API

/** Why the version is not valid under the ordering, or null when it is valid. */
export function versionProblem(ordering: VersionOrdering, v: string): string | null {
  if (ordering === "apk") return apkProblem(v);
  const parsed = ordering === "dpkg" ? parseDpkg(v) : parseRpm(v);
  return typeof parsed === "string" ? parsed : null;
}

export function isValidVersion(ordering: VersionOrdering, v: string): boolean {
  return versionProblem(ordering, v) === null;
}

function parsed<T>(ordering: VersionOrdering, v: string, parse: (v: string) => T | string): T {
  const result = parse(v);
  if (typeof result === "string") throw new InvalidVersionError(ordering, v, result);
  return result;
}

/**
 * Negative when a sorts before b, 0 when equal, positive when after. Only the sign is
 * meaningful. Throws InvalidVersionError when either version is invalid, so a caller
 * cannot mistake garbage for "older" or "newer".
 */
export function compareVersions(ordering: VersionOrdering, a: string, b: string): number {
  let rc: number;
  if (ordering === "dpkg") {
    rc = compareDpkg(parsed(ordering, a, parseDpkg), parsed(ordering, b, parseDpkg));
  } else if (ordering === "rpm") {
    rc = compareRpm(parsed(ordering, a, parseRpm), parsed(ordering, b, parseRpm));
  } else {
    for (const v of [a, b]) {
      const problem = apkProblem(v);
      if (problem !== null) throw new InvalidVersionError(ordering, v, problem);
    }
    rc = compareApk(a, b);
  }
  return Math.sign(rc);
}

/**
 * OSV ecosystem names (https://ossf.github.io/osv-schema/#affectedpackage-field) to the
 * ordering their package manager uses. Names are case-sensitive and may carry a release
 * after a colon ("Debian:12", "Alpine:v3.20", "Red Hat:enterprise_linux:9::appstream").
 */
const ORDERING_BY_ECOSYSTEM: ReadonlyMap<string, VersionOrdering> = new Map([
  ["Debian", "dpkg"],
  ["Ubuntu", "dpkg"],
  ["Red Hat", "rpm"],
  ["AlmaLinux", "rpm"],
  ["Rocky Linux", "rpm"],
  ["openSUSE", "rpm"],
  ["SUSE", "rpm"],
  ["Alpine", "apk"],
]);

export function orderingOf(osvEcosystem: string): VersionOrdering | null {
  const base = osvEcosystem.split(":", 1)[0]!;
  return ORDERING_BY_ECOSYSTEM.get(base) ?? null;
}
