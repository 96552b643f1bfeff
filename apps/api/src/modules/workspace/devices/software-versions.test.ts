import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../scripts/seed-scale-sql.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  workspaceTenant,
  type Call,
} from "../../../test-support/workspace.ts";
import { enrollBody, osqueryClient } from "./test-support.ts";

/*
 * "Which devices have software X below version Y" (ADR 0051): the version order of
 * version_sort_key, the devices list's software_below filter, and the software search.
 */

/** Real version pairs, each `lower < higher` (or equal where marked). */
const ordered: [string, string][] = [
  ["9.9", "10.0"],
  ["120.0.6099.71", "120.0.6099.109"], // Chrome
  ["119.0.6045.199", "120.0.6099.71"],
  ["121.0b9", "121.0"], // Firefox beta
  ["115.5.0esr", "115.6.0esr"], // Firefox ESR
  ["120.0.1", "121.0"],
  ["22.01", "23.01"], // 7-Zip
  ["23.01", "24.08"],
  ["14.2.1 (23C71)", "14.3"], // macOS, build in parentheses
  ["3.0.2-0ubuntu1.14", "3.0.2-0ubuntu1.15"], // Debian-like revision
  ["2.3.4-1", "1:2.0"], // an epoch outranks the rest
  ["1.2.3-beta", "1.2.3"],
  ["1.2.3-beta2", "1.2.3-rc1"],
  ["3.12.0a1", "3.12.0rc1"], // Python pre-releases
  ["1.1.1", "1.1.1w"], // OpenSSL letter releases come after
  ["1.1.1w", "3.0.2"],
  ["4.9", "4.10"],
  ["v1.2", "1.10"],
];
const equal: [string, string][] = [
  ["1.2", "1.2.0"],
  ["1.2.0.0", "1.2"],
  ["23.01", "23.1"],
  ["v2.0", "2"],
  ["14.2.1 (23C71)", "14.2.1"],
];

describe.each(testDatabases)("software versions on $name", (database) => {
  let app: FastifyInstance;
  let as: Call;
  let other: Call;
  const osquery = osqueryClient(() => app);

  /** Enrols a host in the workspace of `call` with this software. */
  async function enrolWith(call: Call, hostname: string, n: number, software: string[][]) {
    const { secret } = jsonOf(
      await call("POST", "/api/workspace/enroll-secrets", { name: "S" }),
      201,
    );
    const uuid = `A1B2C3D4-0000-4000-8000-${String(n).padStart(12, "0")}`;
    const host = { hostname, uuid, serial: `SN-${n}`, platform: "windows" as const };
    const key = (await osquery.json("enroll", enrollBody(secret, host))).node_key as string;
    await osquery.json("distributed/write", {
      node_key: key,
      queries: {
        fleetward_software_programs: software.map(([name, version]) => ({
          name,
          version,
          source: "programs",
        })),
      },
      statuses: { fleetward_software_programs: 0 },
    });
  }

  beforeAll(async () => {
    app = await createTestApp(database);
    as = (await workspaceTenant(app, "swver")).as;
    other = (await workspaceTenant(app, "swother")).as;
    await enrolWith(as, "old-chrome", 1, [
      ["Google Chrome", "119.0.6045.199"],
      ["7-Zip", "22.01"],
    ]);
    await enrolWith(as, "new-chrome", 2, [
      ["Google Chrome", "120.0.6099.109"],
      ["7-Zip", "23.01"],
    ]);
    await enrolWith(as, "mid-chrome", 3, [["Google Chrome", "120.0.6099.71"]]);
    await enrolWith(as, "no-chrome", 4, [["Mozilla Firefox", "121.0b9"]]);
    await enrolWith(other, "elsewhere-old", 5, [["Google Chrome", "100.0.1"]]);
  }, 180_000);
  afterAll(() => app.close());

  const compare = async (a: string, b: string) => {
    const [row] = await rowsOf<{ lt: boolean; eq: boolean }>(
      app.db.orm,
      sql`select version_sort_key(${a}) < version_sort_key(${b}) collate "C" as lt,
        version_sort_key(${a}) = version_sort_key(${b}) as eq`,
    );
    return row;
  };

  it("orders real versions: numbers as numbers, missing segments as 0, pre-releases first", async () => {
    for (const [lower, higher] of ordered) {
      expect(await compare(lower, higher), `${lower} < ${higher}`).toEqual({ lt: true, eq: false });
      expect(await compare(higher, lower), `${higher} > ${lower}`).toEqual({
        lt: false,
        eq: false,
      });
    }
    for (const [a, b] of equal) {
      expect(await compare(a, b), `${a} = ${b}`).toEqual({ lt: false, eq: true });
    }
    // Anything a device reports has a key, however odd.
    for (const odd of ["", "unknown", "1:2.3.4-1+deb12u1", "(x64)", "9".repeat(300)]) {
      expect(await compare(odd, odd)).toEqual({ lt: false, eq: true });
    }
  });

  const hostnames = async (call: Call, query: string) =>
    (
      jsonOf(await call("GET", `/api/workspace/devices?${query}`)).items as { hostname: string }[]
    ).map((item) => item.hostname);

  it("lists the devices with software X below version Y, only the workspace's own", async () => {
    const chrome = "software=Google+Chrome";
    expect(await hostnames(as, `${chrome}&software_below=120.0.6099.109`)).toEqual([
      "mid-chrome",
      "old-chrome",
    ]);
    expect(await hostnames(as, `${chrome}&software_below=120`)).toEqual(["old-chrome"]);
    expect(await hostnames(as, `${chrome}&software_below=121`)).toHaveLength(3);
    expect(await hostnames(as, `${chrome}&software_below=119.0.6045.199`)).toEqual([]);
    expect(await hostnames(as, "software=7-Zip&software_below=23")).toEqual(["old-chrome"]);
    expect(await hostnames(as, "software=Mozilla+Firefox&software_below=121.0")).toEqual([
      "no-chrome",
    ]);
    // The other workspace's device with Chrome 100 is below every version, and never listed.
    expect(await hostnames(other, `${chrome}&software_below=101`)).toEqual(["elsewhere-old"]);
    expect(await hostnames(as, `${chrome}&software_below=101`)).toEqual([]);
  });

  it("refuses a version it cannot compare, and software_below without software", async () => {
    for (const bad of ["abc", "latest", "1.2; drop", "%", "x".repeat(101)]) {
      expectDetail(
        await as(
          "GET",
          `/api/workspace/devices?software=Google+Chrome&software_below=${encodeURIComponent(bad)}`,
        ),
        422,
        /software_below: .*(Must be a version such as 125 or 1\.2\.3|100)/,
      );
    }
    expectDetail(
      await as("GET", "/api/workspace/devices?software_below=120"),
      422,
      "software_below: Needs software, the exact name of the software",
    );
  });

  it("searches software by part of its name, any case, wildcards taken literally", async () => {
    const search = async (call: Call, name: string) =>
      (
        jsonOf(await call("GET", `/api/workspace/software?name=${encodeURIComponent(name)}`))
          .items as { hostname: string; name: string; version: string }[]
      ).map((item) => `${item.hostname} ${item.name} ${item.version}`);
    expect(await search(as, "CHROME")).toEqual([
      "mid-chrome Google Chrome 120.0.6099.71",
      "new-chrome Google Chrome 120.0.6099.109",
      "old-chrome Google Chrome 119.0.6045.199",
    ]);
    expect(await search(as, "zip")).toEqual(["new-chrome 7-Zip 23.01", "old-chrome 7-Zip 22.01"]);
    expect(await search(as, "%")).toEqual([]);
    expect(await search(as, "7_zip")).toEqual([]);
    expect(await search(other, "chrome")).toEqual(["elsewhere-old Google Chrome 100.0.1"]);
  });
});
