import { describe, expect, it } from "vitest";
import {
  affectedBy,
  cveIdsOf,
  OSV_LIMITS,
  OsvRecordError,
  parseOsvRecord,
  type AffectedResult,
  type MatchedRange,
} from "./osv.ts";

// Fixtures follow real advisories and their real fixed versions; the timestamps and the
// `database_specific` noise are illustrative. Debian DSA records name source packages and
// carry their CVEs in `upstream`, as Debian's OSV export does.
const range = (...events: object[]) => ({ type: "ECOSYSTEM", events });
const entry = (ecosystem: string, name: string, ranges: object[], versions?: string[]) => ({
  package: { ecosystem, name, purl: `pkg:deb/debian/${name}?arch=source` },
  ranges,
  ...(versions ? { versions } : {}),
  database_specific: { source: "https://example.invalid/ignored" },
  ecosystem_specific: { urgency: "not yet assigned" },
});
const record = (id: string, affected: object[], extra: object = {}) => ({
  schema_version: "1.6.0",
  id,
  published: "2024-09-03T00:00:00Z",
  modified: "2024-09-03T12:00:00.123456789Z",
  details: "ignored",
  affected,
  ...extra,
});

// DSA-5764-1, openssl in bookworm (CVE-2024-5535, CVE-2024-6119): fixed in 3.0.14-1~deb12u2.
const DSA_5764_1 = record(
  "DSA-5764-1",
  [entry("Debian:12", "openssl", [range({ introduced: "0" }, { fixed: "3.0.14-1~deb12u2" })])],
  { upstream: ["CVE-2024-5535", "CVE-2024-6119"] },
);
// DSA-5514-1, glibc "Looney Tunables" (CVE-2023-4911): one entry per release.
const DSA_5514_1 = record("DSA-5514-1", [
  entry("Debian:11", "glibc", [range({ introduced: "0" }, { fixed: "2.31-13+deb11u7" })]),
  entry("Debian:12", "glibc", [range({ introduced: "0" }, { fixed: "2.36-9+deb12u3" })]),
]);
// DSA-5724-1, openssh "regreSSHion" (CVE-2024-6387) in bookworm: the version has an epoch.
const DSA_5724_1 = record("DSA-5724-1", [
  entry("Debian:12", "openssh", [range({ introduced: "0" }, { fixed: "1:9.2p1-2+deb12u3" })]),
]);
// Alpine secdb for openssl (aports main/openssl/APKBUILD secfixes: 3.0.5-r0 CVE-2022-2097).
const ALPINE_CVE_2022_2097 = record(
  "ALPINE-CVE-2022-2097",
  [
    {
      package: { ecosystem: "Alpine:v3.17", name: "openssl" },
      ranges: [range({ introduced: "0" }, { fixed: "3.0.5-r0" })],
    },
  ],
  { aliases: ["CVE-2022-2097"] },
);
// CVE-2024-6387's real upstream history (CVE-2006-5051 fixed in 4.4p1, regressed in 8.5p1,
// present through 9.7p1, fixed in 9.8p1) in Debian version form. Constructed: no
// distribution publishes it this way, but it exercises two ranges and last_affected.
const REGRESSHION_RANGES = record("FLEETWARD-TEST-CVE-2024-6387", [
  entry("Debian:12", "openssh", [
    range({ introduced: "0" }, { fixed: "1:4.4p1-1" }),
    range({ introduced: "1:8.5p1-1" }, { last_affected: "1:9.7p1-7" }),
  ]),
]);
// The same history as one range of two introduced/fixed pairs, events deliberately unsorted.
const REGRESSHION_PAIRS = record("FLEETWARD-TEST-CVE-2024-6387-PAIRS", [
  entry("Debian:12", "openssh", [
    range(
      { fixed: "1:9.8p1-1" },
      { introduced: "1:8.5p1-1" },
      { fixed: "1:4.4p1-1" },
      { introduced: "0" },
    ),
  ]),
]);
// Debian's zlib in bookworm for CVE-2023-45853 (MiniZip, left unfixed there): the affected
// version listed explicitly; the open-ended range is left out to test the list alone.
const DEBIAN_CVE_2023_45853 = record(
  "DEBIAN-CVE-2023-45853",
  [entry("Debian:12", "zlib", [], ["1:1.2.13.dfsg-1"])],
  { upstream: ["CVE-2023-45853"] },
);

const deb12 = (name: string, version: string) => ({ ecosystem: "Debian:12", name, version });
const hit = (range: MatchedRange, fixedIn: string | null) =>
  expect.objectContaining({
    affected: true,
    reason: expect.objectContaining({ range, fixedIn }),
  }) as unknown as AffectedResult;

describe("affectedBy: DSA-5764-1 (openssl, Debian 12)", () => {
  const osv = parseOsvRecord(DSA_5764_1);

  it("matches builds below the fix, with the reason", () => {
    expect(affectedBy(osv, deb12("openssl", "3.0.11-1~deb12u2"))).toEqual({
      affected: true,
      reason: {
        recordId: "DSA-5764-1",
        ecosystem: "Debian:12",
        package: "openssl",
        range: { introduced: "0", fixed: "3.0.14-1~deb12u2" },
        installed: "3.0.11-1~deb12u2",
        fixedIn: "3.0.14-1~deb12u2",
      },
    });
    expect(affectedBy(osv, deb12("openssl", "3.0.14-1~deb12u1")).affected).toBe(true);
  });

  it("does not match the fixed build or later ones (tildes sort below the plain upload)", () => {
    for (const v of ["3.0.14-1~deb12u2", "3.0.15-1~deb12u1", "3.0.14-1", "3.0.14-1+b1"]) {
      expect(affectedBy(osv, deb12("openssl", v))).toEqual({ affected: false });
    }
  });

  it("does not match another release, package or ecosystem", () => {
    const old = { ecosystem: "Debian:11", name: "openssl", version: "1.1.1w-0+deb11u1" };
    expect(affectedBy(osv, old)).toEqual({ affected: false });
    expect(affectedBy(osv, deb12("libssl3", "3.0.11-1~deb12u2"))).toEqual({ affected: false });
    expect(affectedBy(osv, deb12("OpenSSL", "3.0.11-1~deb12u2"))).toEqual({ affected: false });
    const ubuntu = { ecosystem: "Ubuntu:22.04:LTS", name: "openssl", version: "3.0.2-0ubuntu1" };
    expect(affectedBy(osv, ubuntu)).toEqual({ affected: false });
  });

  it("affects nothing once withdrawn", () => {
    const withdrawn = parseOsvRecord({ ...DSA_5764_1, withdrawn: "2024-09-04T00:00:00Z" });
    expect(affectedBy(withdrawn, deb12("openssl", "3.0.11-1~deb12u2"))).toEqual({
      affected: false,
    });
  });

  it("reports an installed version dpkg refuses as unparsable, without throwing", () => {
    for (const v of ["openssl 3.0.11", "v3.0.11", "3.0.11-", ":3.0"]) {
      expect(affectedBy(osv, deb12("openssl", v))).toEqual({
        affected: false,
        unparsable: true,
        problem: expect.stringContaining("not a valid dpkg version") as unknown as string,
      });
    }
    // Only when the record is about that package.
    expect(affectedBy(osv, deb12("curl", "garbage"))).toEqual({ affected: false });
  });

  it("collects the CVE ids", () => {
    expect(cveIdsOf(osv)).toEqual(["CVE-2024-5535", "CVE-2024-6119"]);
  });
});

describe("affectedBy: releases, epochs, Alpine", () => {
  it("takes the fix of the package's own release (DSA-5514-1)", () => {
    const osv = parseOsvRecord(DSA_5514_1);
    expect(affectedBy(osv, deb12("glibc", "2.36-9+deb12u2"))).toEqual(
      hit({ introduced: "0", fixed: "2.36-9+deb12u3" }, "2.36-9+deb12u3"),
    );
    const bullseye = { ecosystem: "Debian:11", name: "glibc", version: "2.31-13+deb11u6" };
    expect(affectedBy(osv, bullseye)).toEqual(
      hit({ introduced: "0", fixed: "2.31-13+deb11u7" }, "2.31-13+deb11u7"),
    );
    expect(affectedBy(osv, deb12("glibc", "2.36-9+deb12u3"))).toEqual({ affected: false });
    expect(affectedBy(osv, { ...bullseye, version: "2.31-13+deb11u7" })).toEqual({
      affected: false,
    });
  });

  it("orders epochs first (DSA-5724-1)", () => {
    const osv = parseOsvRecord(DSA_5724_1);
    expect(affectedBy(osv, deb12("openssh", "1:9.2p1-2+deb12u2")).affected).toBe(true);
    expect(affectedBy(osv, deb12("openssh", "1:9.2p1-2+deb12u3")).affected).toBe(false);
    // No epoch means epoch 0: older than any 1:..., however high the upstream version.
    expect(affectedBy(osv, deb12("openssh", "9.9p1-1")).affected).toBe(true);
    expect(affectedBy(osv, deb12("openssh", "2:1.0-1")).affected).toBe(false);
  });

  it("matches Alpine with apk ordering and its release (ALPINE-CVE-2022-2097)", () => {
    const osv = parseOsvRecord(ALPINE_CVE_2022_2097);
    const apk = (version: string, ecosystem = "Alpine:v3.17") => ({
      ecosystem,
      name: "openssl",
      version,
    });
    expect(affectedBy(osv, apk("3.0.3-r0"))).toEqual(
      hit({ introduced: "0", fixed: "3.0.5-r0" }, "3.0.5-r0"),
    );
    expect(affectedBy(osv, apk("3.0.5_rc1-r0")).affected).toBe(true);
    expect(affectedBy(osv, apk("3.0.5-r0")).affected).toBe(false);
    expect(affectedBy(osv, apk("3.0.5-r2")).affected).toBe(false);
    expect(affectedBy(osv, apk("3.0.3-r0", "Alpine:v3.16")).affected).toBe(false);
    expect(affectedBy(osv, apk("3.0.3-r0", "Alpine:3.17")).affected).toBe(false);
    expect(affectedBy(osv, apk("three-r0"))).toMatchObject({ unparsable: true });
    expect(cveIdsOf(osv)).toEqual(["CVE-2022-2097"]);
  });
});

describe("affectedBy: ranges, last_affected, lists", () => {
  it("walks several ranges, last_affected inclusive", () => {
    const osv = parseOsvRecord(REGRESSHION_RANGES);
    const check = (v: string) => affectedBy(osv, deb12("openssh", v));
    expect(check("1:4.3p2-9")).toEqual(hit({ introduced: "0", fixed: "1:4.4p1-1" }, "1:4.4p1-1"));
    expect(check("1:4.4p1-1")).toEqual({ affected: false });
    expect(check("1:8.4p1-5")).toEqual({ affected: false });
    const late = { introduced: "1:8.5p1-1", lastAffected: "1:9.7p1-7" };
    expect(check("1:8.5p1-1")).toEqual(hit(late, null));
    expect(check("1:9.2p1-2")).toEqual(hit(late, null));
    expect(check("1:9.7p1-7")).toEqual(hit(late, null));
    expect(check("1:9.7p1-7+b1")).toEqual({ affected: false });
    expect(check("1:9.8p1-1")).toEqual({ affected: false });
  });

  it("sorts unsorted events and pairs each introduced with its own fix", () => {
    const osv = parseOsvRecord(REGRESSHION_PAIRS);
    const check = (v: string) => affectedBy(osv, deb12("openssh", v));
    expect(check("1:4.3p2-9")).toEqual(hit({ introduced: "0", fixed: "1:4.4p1-1" }, "1:4.4p1-1"));
    expect(check("1:8.4p1-5")).toEqual({ affected: false });
    expect(check("1:9.2p1-2")).toEqual(
      hit({ introduced: "1:8.5p1-1", fixed: "1:9.8p1-1" }, "1:9.8p1-1"),
    );
    expect(check("1:9.8p1-1")).toEqual({ affected: false });
  });

  it("matches an explicitly listed version (DEBIAN-CVE-2023-45853)", () => {
    const osv = parseOsvRecord(DEBIAN_CVE_2023_45853);
    expect(affectedBy(osv, deb12("zlib", "1:1.2.13.dfsg-1"))).toEqual(hit({ listed: true }, null));
    expect(affectedBy(osv, deb12("zlib", "1:1.2.13.dfsg-3"))).toEqual({ affected: false });
    expect(affectedBy(osv, deb12("zlib", "1.2.13.dfsg-1"))).toEqual({ affected: false });
  });

  it("honours limit events", () => {
    const osv = parseOsvRecord(
      record("TEST-LIMIT", [
        entry("Debian:12", "curl", [range({ introduced: "0" }, { limit: "7.88.1-10" })]),
      ]),
    );
    expect(affectedBy(osv, deb12("curl", "7.88.0-1")).affected).toBe(true);
    expect(affectedBy(osv, deb12("curl", "7.88.1-10+deb12u5")).affected).toBe(false);
  });

  it("skips SEMVER ranges and ranges with versions the ordering refuses, with reasons", () => {
    const osv = parseOsvRecord(
      record("TEST-SKIP", [
        entry("Debian:12", "curl", [
          { type: "SEMVER", events: [{ introduced: "0" }, { fixed: "8.0.0" }] },
          range({ introduced: "0" }, { fixed: "not-a-version" }),
          { type: "GIT", repo: "https://github.com/curl/curl", events: [{ fixed: "abc123" }] },
        ]),
      ]),
    );
    expect(affectedBy(osv, deb12("curl", "7.88.1-10"))).toEqual({
      affected: false,
      skipped: [
        { affectedIndex: 0, rangeIndex: 0, type: "SEMVER", reason: expect.any(String) },
        {
          affectedIndex: 0,
          rangeIndex: 1,
          type: "ECOSYSTEM",
          reason: 'fixed "not-a-version" is not a valid dpkg version',
        },
      ],
    });
  });
});

describe("parseOsvRecord", () => {
  it("keeps what we use and drops unknown fields", () => {
    const osv = parseOsvRecord(DSA_5764_1) as Record<string, unknown>;
    expect(osv).not.toHaveProperty("details");
    expect(osv).not.toHaveProperty("schema_version");
    expect(JSON.stringify(osv)).not.toContain("database_specific");
  });

  it("fills absent optional arrays", () => {
    const osv = parseOsvRecord({ id: "X-1", modified: "2024-01-01T00:00:00Z" });
    expect(osv).toMatchObject({ aliases: [], upstream: [], affected: [] });
  });

  const malformed: Record<string, unknown> = {
    null: null,
    "an array": [DSA_5764_1],
    "a string": JSON.stringify(DSA_5764_1),
    "a missing id": { ...DSA_5764_1, id: undefined },
    "a numeric id": { ...DSA_5764_1, id: 5764 },
    "an id with markup": { ...DSA_5764_1, id: "<script>" },
    "a missing modified": { ...DSA_5764_1, modified: undefined },
    "a bad timestamp": { ...DSA_5764_1, modified: "yesterday" },
    "affected as an object": { ...DSA_5764_1, affected: {} },
    "a numeric version": record("X-1", [entry("Debian:12", "a", [range({ introduced: 0 })])]),
    "an event of two kinds": record("X-1", [
      entry("Debian:12", "a", [range({ introduced: "0", fixed: "1.0-1" })]),
    ]),
    "an empty event": record("X-1", [entry("Debian:12", "a", [range({ introduced: "0" }, {})])]),
    "a range without introduced": record("X-1", [
      entry("Debian:12", "a", [range({ fixed: "1.0-1" })]),
    ]),
    "a huge version": record("X-1", [
      entry("Debian:12", "a", [range({ introduced: "0" }, { fixed: "1".repeat(10_000) })]),
    ]),
    "a version with spaces": record("X-1", [entry("Debian:12", "a", [], ["1.0 -1"])]),
    "too many affected entries": record(
      "X-1",
      Array.from({ length: OSV_LIMITS.affected + 1 }, () => entry("Debian:12", "a", [])),
    ),
    "too many events": record("X-1", [
      entry("Debian:12", "a", [
        range(
          ...Array.from({ length: OSV_LIMITS.eventsPerRange + 1 }, () => ({ introduced: "0" })),
        ),
      ]),
    ]),
    "too many events in all": record(
      "X-1",
      Array.from({ length: 101 }, () =>
        entry("Debian:12", "a", [
          range(...Array.from({ length: 1000 }, () => ({ introduced: "0" }))),
        ]),
      ),
    ),
    "an empty package name": record("X-1", [entry("Debian:12", "", [])]),
  };

  for (const [what, json] of Object.entries(malformed)) {
    it(`refuses ${what}`, () => {
      expect(() => parseOsvRecord(json)).toThrow(OsvRecordError);
    });
  }

  it("does not echo an invalid id", () => {
    expect(() => parseOsvRecord({ ...DSA_5764_1, id: "<script>" })).toThrow(
      /^malformed OSV record: id: /,
    );
  });

  it("names the record and the path in the error", () => {
    const bad = record("DSA-1-1", [entry("Debian:12", "a", [range({ fixed: 1 })])]);
    expect(() => parseOsvRecord(bad)).toThrow(
      /malformed OSV record DSA-1-1: affected\.0\.ranges\.0/,
    );
  });
});
