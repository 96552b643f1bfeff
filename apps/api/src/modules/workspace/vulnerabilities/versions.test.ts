import { describe, expect, it } from "vitest";
import {
  compareVersions,
  InvalidVersionError,
  isValidVersion,
  orderingOf,
  versionProblem,
  type VersionOrdering,
} from "./versions.ts";

// Each table is "a op b", one per line; op is <, = or >. Where a line comes from the
// distribution's own test suite the block says which file; the rest are cases the brief
// asked for and real advisory versions.
type Case = { a: string; op: "<" | "=" | ">" };
type Row = Case & { b: string };

function rows(table: string): Row[] {
  return table
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [a, op, b, extra] = line.split(/\s+/);
      if (!a || !b || extra !== undefined || (op !== "<" && op !== "=" && op !== ">")) {
        throw new Error(`bad table row: ${line}`);
      }
      return { a, op, b };
    });
}

const SIGN = { "<": -1, "=": 0, ">": 1 } as const;
// Avoids -0, which toBe (Object.is) tells apart from 0.
const negate = (n: number): number => (n === 0 ? 0 : -n);

// guillemj/dpkg scripts/t/Dpkg_Version.t (__DATA__) and lib/dpkg/t/t-version.c.
const DPKG_UPSTREAM = `
  1.0-1 < 2.0-2
  2.2~rc-4 < 2.2-1
  1.0000-1 = 1.0-1
  1 = 0:1
  0 = 0:0-0
  2:2.5 > 1:7.5
  1:0foo > 0foo
  0:0foo = 0foo
  0foo-0 = 0foo
  0foo > 0fo
  0foo-0 < 0foo+
  0foo~1 < 0foo
  0foo~foo+Bar < 0foo~foo+bar
  0foo~~ < 0foo~
  1~ < 1
  12345+that-really-is-some-ver-0 < 12345+that-really-is-some-ver-10
  0foo-0 < 0foo-01
  0foo.bar > 0foobar
  0foo.bar > 0foo1bar
  0foo.bar > 0foo0bar
  0foo1bar-1 < 0foobar-1
  0foo2.0 > 0foo2
  0foo2.0.0 < 0foo2.10.0
  0foo2.0 < 0foo2.0.0
  0foo2.1 < 0foo2.10
  1.09 = 1.9
  1.0.8+nmu1 > 1.0.8
  3.11 > 3.10+nmu1
  0.9j-20080306-4 > 0.9i-20070324-2
  1.2.0~b7-1 > 1.2.0~b6-1
  1.011-1 > 1.06-2
  0.0.9+dfsg1-1 > 0.0.8+dfsg1-3
  4.6.99+svn6582-1 > 4.6.99+svn6496-1
  0.9.9~pre122-1 > 0.9.9~pre111-1
  2:2.3.2-2+lenny2 > 2:2.3.2-2
  1:3.8.1-1 > 3.8.GA-1
  1.0.1+gpl-1 > 1.0.1-2
  1a < 1000a
  0-00 = 00-0
  1:2-3 = 1:2-3
  0:0-0 < 1:0-0
  0a-0 < 0b-0
  0-a < 0-b
`;

const DPKG_BRIEF = `
  1:1.0 > 2.0
  1.0~rc1 < 1.0
  1.0~~ < 1.0~
  1.0~~a < 1.0~
  1.0-1 < 1.0-1ubuntu1
  1.0-1ubuntu1 < 1.0-2
  1.0-1ubuntu0.1 < 1.0-1ubuntu1
  2.36-9+deb12u4 < 2.36-9+deb12u7
  1.0-1~bpo12+1 < 1.0-1
  1:2:3-1 > 1:2-1
`;

// OpenSSL in Debian 12 (bookworm): fixed in 3.0.15-1~deb12u1. Earlier bookworm builds are
// vulnerable; the ~deb12uN suffix must sort below the plain Debian upload it backports.
const DPKG_OPENSSL_BOOKWORM = `
  3.0.11-1~deb12u2 < 3.0.15-1~deb12u1
  3.0.13-1~deb12u1 < 3.0.15-1~deb12u1
  3.0.14-1~deb12u2 < 3.0.15-1~deb12u1
  3.0.15-1~deb12u1 < 3.0.15-1
  3.0.15-1~deb12u1 < 3.0.15-1~deb12u2
  3.0.16-1~deb12u1 > 3.0.15-1~deb12u1
`;

// rpm-software-management/rpm tests/rpmvercmp.at (rpmvercmp on bare versions).
const RPM_UPSTREAM = `
  1.0 = 1.0
  1.0 < 2.0
  2.0.1 > 2.0
  2.0.1a > 2.0.1
  5.5p1 < 5.5p2
  5.5p1 < 5.5p10
  10xyz < 10.1xyz
  xyz10 < xyz10.1
  xyz.4 < 8
  xyz.4 < 2
  5.5p2 < 5.6p1
  5.6p1 < 6.5p1
  6.0.rc1 > 6.0
  10b2 > 10a1
  10a2 < 10b2
  1.0a < 1.0aa
  10.0001 = 10.1
  10.0001 < 10.0039
  4.999.9 < 5.0
  20101121 < 20101122
  2_0 = 2.0
  a+ = a_
  +a = _a
  _+ = +_
  + = _
  1.0~rc1 < 1.0
  1.0~rc1 < 1.0~rc2
  1.0~rc1~git123 < 1.0~rc1
  1.0^ > 1.0
  1.0^git1 > 1.0
  1.0^git1 < 1.0^git2
  1.0^git1 < 1.01
  1.0^20160101 < 1.0.1
  1.0^20160102 > 1.0^20160101^git1
  1.0~rc1^git1 > 1.0~rc1
  1.0^git1~pre < 1.0^git1
`;

const RPM_EVR = `
  1:1.0 > 2.0
  0:2.0 = 2.0
  :2.0 = 2.0
  01:1.0 = 1:1.0
  1.0-1 < 1.0-2
  1.0-2 < 1.0.1-1
  1.0 < 1.0-1
  1.0-1.el9 < 1.0-1.el9_1
  1.0-10.el9 > 1.0-9.el9
  1.0-1.fc40 < 1.0-1.fc41
  2.5.1-3.el8 < 2.5.10-1.el8
  1.0.0-0.1.rc1 < 1.0.0-1
  12345678901234567890123-1 < 12345678901234567891000-1
`;

// Red Hat Enterprise Linux 9 ships OpenSSL with epoch 1 (e.g. 1:3.0.7-27.el9); a range
// fixed there must rank 9.3-stream (el9_3) builds below it and any epoch-0 version too.
const RPM_OPENSSL_RHEL9 = `
  1:3.0.7-24.el9 < 1:3.0.7-27.el9
  1:3.0.7-25.el9_3 < 1:3.0.7-27.el9
  1:3.0.7-27.el9 < 1:3.0.7-27.el9_4.1
  3.0.9-1.el9 < 1:3.0.7-27.el9
`;

// alpinelinux/apk-tools test/unit/version.data (a selection of its comparisons).
const APK_UPSTREAM = `
  0.1.0_alpha = 0.1.0_alpha
  0.1.0_alpha < 0.1.3_alpha
  0.1.0_alpha2 > 0.1.0_alpha
  0.1.0_alpha < 2.2.39-r1
  1.0.4-r3 < 1.0.4-r4
  1.1 > 1.1_alpha1
  1.3_alpha2 < 1.3_alpha3
  0.7.0 < 0.8_beta1
  3.10.18-r1 > 2.3.0b-r1
  2.3.0b-r1 < 2.3.0b-r2
  2.3.0b-r2 < 2.3.0c
  0.2_rc1 < 0.2
  0.2_p1 > 0.2
  1.3.2_rc1 < 1.3.2
  1.0_pre1 < 1.0_rc1
  1.0_beta1 < 1.0_pre1
  1.0_p1 > 1.0_cvs1
  1.0_hg1 < 1.0_p1
  1.0~1234 < 1.0~2345
  1.0~1234-r1 < 1.0~2345-r0
  1.0~1234-r1 > 1.0~1234-r0
`;

const APK_BRIEF = `
  1.0_rc1 < 1.0
  1.0 < 1.0_p1
  1.0_alpha < 1.0_beta
  1.0_beta < 1.0_pre
  1.0_pre < 1.0_rc
  1.0_rc1 < 1.0_rc2
  1.0_p1 < 1.0_p2
  1.0-r0 < 1.0-r1
  1.0 < 1.0-r1
  1.0-r9 < 1.0-r10
  1.0_p1 < 1.0_p1-r1
  1.0_rc1-r5 < 1.0
  1.0a < 1.0b
  1.0 < 1.0a
  1.0z < 1.0.1
  1.0a_rc1 < 1.0a
  1.0_alpha_p1 > 1.0_alpha
  1.01 < 1.1
  1.010 > 1.01
  1.10 > 1.9
  01.0 = 1.0
  2.34 > 0.1.0_alpha
`;

// OpenSSL in Alpine v3.19: CVE-2024-0727 fixed in 3.1.4-r5 (secdb); -rN revisions and
// later upstream releases around it.
const APK_OPENSSL_ALPINE = `
  3.1.4-r4 < 3.1.4-r5
  3.1.4-r0 < 3.1.4-r5
  3.1.4 < 3.1.4-r5
  3.1.5-r0 > 3.1.4-r5
  3.1.4_rc1-r9 < 3.1.4-r5
`;

const TABLES: [VersionOrdering, string, string][] = [
  ["dpkg", "dpkg's own test vectors", DPKG_UPSTREAM],
  ["dpkg", "epochs, tildes and revisions", DPKG_BRIEF],
  ["dpkg", "OpenSSL in Debian 12", DPKG_OPENSSL_BOOKWORM],
  ["rpm", "rpm's own rpmvercmp vectors", RPM_UPSTREAM],
  ["rpm", "epoch, version and release", RPM_EVR],
  ["rpm", "OpenSSL in RHEL 9", RPM_OPENSSL_RHEL9],
  ["apk", "apk-tools' own test vectors", APK_UPSTREAM],
  ["apk", "suffixes, revisions and letters", APK_BRIEF],
  ["apk", "OpenSSL in Alpine", APK_OPENSSL_ALPINE],
];

describe.each(TABLES)("%s: %s", (ordering, _title, table) => {
  it.each(rows(table))(`$a $op $b`, ({ a, op, b }) => {
    expect(isValidVersion(ordering, a)).toBe(true);
    expect(isValidVersion(ordering, b)).toBe(true);
    expect(compareVersions(ordering, a, b)).toBe(SIGN[op]);
    // Every row is also checked the other way round.
    expect(compareVersions(ordering, b, a)).toBe(negate(SIGN[op]));
  });
});

describe.each(["dpkg", "rpm", "apk"] as const)("%s ordering is a total order", (ordering) => {
  const versions = [
    ...new Set(
      TABLES.filter(([o]) => o === ordering).flatMap(([, , t]) =>
        rows(t).flatMap((r) => [r.a, r.b]),
      ),
    ),
  ];

  it("is reflexive and antisymmetric over every pair of versions in the tables", () => {
    for (const a of versions) {
      expect(compareVersions(ordering, a, a), a).toBe(0);
      for (const b of versions) {
        const ab = compareVersions(ordering, a, b);
        expect(compareVersions(ordering, b, a), `${a} vs ${b}`).toBe(negate(ab));
      }
    }
  });

  it("is transitive: sorting agrees with every pairwise comparison", () => {
    const sorted = [...versions].sort((a, b) => compareVersions(ordering, a, b));
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length; j++) {
        expect(
          compareVersions(ordering, sorted[i]!, sorted[j]!),
          `${sorted[i]} vs ${sorted[j]}`,
        ).toBeLessThanOrEqual(0);
      }
    }
  });
});

const INVALID: [VersionOrdering, string, RegExp][] = [
  ["dpkg", "", /empty/],
  ["dpkg", " 1.0", /whitespace/],
  ["dpkg", "1.0 2", /whitespace/],
  ["dpkg", "a1.0", /does not start with digit/],
  ["dpkg", ":1.0", /epoch in version is empty/],
  ["dpkg", "x:1.0", /epoch in version is not number/],
  ["dpkg", "-1:1.0", /epoch in version is not number/],
  ["dpkg", "99999999999:1.0", /epoch in version is too big/],
  ["dpkg", "1:", /nothing after colon/],
  ["dpkg", "1.0-", /revision number is empty/],
  ["dpkg", "-1", /version number is empty/],
  ["dpkg", "1.0_1", /invalid character in version number/],
  ["dpkg", "1.0/1", /invalid character in version number/],
  ["dpkg", "1.0-1_2", /invalid character in revision number/],
  ["dpkg", "1.0-ü", /invalid character in revision number/],
  ["rpm", "", /empty/],
  ["rpm", "1.0-", /release is empty/],
  ["rpm", "-1", /version is empty/],
  ["rpm", "1:", /version is empty/],
  ["rpm", "1.0-1-1", /invalid character in version/],
  ["rpm", "1.0:2", /invalid character in version/],
  ["rpm", "x:1.0", /invalid character in version/],
  ["rpm", "1.0 1", /invalid character in version/],
  ["rpm", "1.0-1 ", /invalid character in release/],
  ["rpm", "%{version}", /invalid character in version/],
  // apk-tools test/unit/version.data's invalid versions.
  ...[
    "",
    "0.1bc",
    "0.1bc1",
    "0.1a1",
    "0.1a.1",
    "0.1_pre2~",
    "0.1_pre2~1234xbcd",
    "0.1_pre2~1234abcd_pre1",
    "0.1_pre2-r1~1234xbcd",
    "0.1_foobar",
    "0.1_foobar1",
    "0.1-pre1.1",
    "0.1-r",
    "0.1-r2_pre1",
    "0.1-r2_p3_pre1",
    "0.1-r2-r3",
    "0.1-r2.1",
    ".1",
    "a",
    "_pre1",
    "-r1",
    "0.1_",
    "0.1_-r0",
    "0.1__alpha",
    "0.1_1_alpha",
    "1:1.0",
    "1.0-1",
    "1.0A",
  ].map((v): [VersionOrdering, string, RegExp] => ["apk", v, /apk version|empty/]),
];

describe("invalid versions are refused", () => {
  it.each(INVALID)("%s refuses %j", (ordering, v, reason) => {
    expect(isValidVersion(ordering, v)).toBe(false);
    expect(versionProblem(ordering, v)).toMatch(reason);
    const valid = ordering === "apk" ? "1.0-r0" : "1.0-1";
    for (const [a, b] of [
      [v, valid],
      [valid, v],
    ] as const) {
      expect(() => compareVersions(ordering, a, b)).toThrow(InvalidVersionError);
      expect(() => compareVersions(ordering, a, b)).toThrow(`invalid ${ordering} version`);
    }
  });

  it("accepts the valid forms apk-tools lists", () => {
    for (const v of ["1.0", "0.1_pre2~1234abcd", "0.1_pre2~1234abcd-r5", "2.3.0b-r1"]) {
      expect(versionProblem("apk", v)).toBeNull();
    }
  });
});

describe("orderingOf maps OSV ecosystems to orderings", () => {
  it.each([
    ["Debian", "dpkg"],
    ["Debian:12", "dpkg"],
    ["Ubuntu:22.04:LTS", "dpkg"],
    ["Ubuntu:Pro:18.04:LTS", "dpkg"],
    ["Red Hat", "rpm"],
    ["Red Hat:enterprise_linux:9::appstream", "rpm"],
    ["AlmaLinux:9", "rpm"],
    ["Rocky Linux:8", "rpm"],
    ["openSUSE:Leap 15.5", "rpm"],
    ["SUSE:Linux Enterprise Server 15 SP5", "rpm"],
    ["Alpine", "apk"],
    ["Alpine:v3.20", "apk"],
    ["npm", null],
    ["PyPI", null],
    ["debian:12", null],
    ["Debian 12", null],
    ["", null],
  ] as const)("%j → %s", (ecosystem, ordering) => {
    expect(orderingOf(ecosystem)).toBe(ordering);
  });
});
