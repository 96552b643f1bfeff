import type { DevicePolicyResult } from "@fleetward/contracts/workspace-devices";
import type { LibraryPolicy } from "@fleetward/contracts/workspace-policies";
import { describe, expect, it } from "vitest";
import { sortedResults } from "../../../../components/workspace/devices/device-badges.tsx";
import { filterSoftware } from "../components/device-software.tsx";
import { libraryValues } from "../components/policy-library.tsx";
import { formatBytes, formatUptime } from "./device-format.ts";
import { deviceFiltersOf, deviceListParamsOf, deviceViewOf, withParam } from "./device-params.ts";
import { osqueryPath, withPrivateCa } from "./osquery-flags.ts";
import { policyPayload, policyFormSchema, emptyPolicyValues } from "./policy-form-values.ts";

describe("the devices list's address", () => {
  it("keeps the filters the API accepts and drops hand-edited ones", () => {
    const params = new URLSearchParams(
      "platform=macos&status=sideways&policy_failing=true&software=Google%20Chrome&view=software",
    );
    expect(deviceFiltersOf(params)).toEqual({
      q: "",
      platform: "macos",
      os_version: "",
      status: "",
      policy_failing: "true",
      software: "Google Chrome",
      software_below: "",
    });
    expect(deviceViewOf(params)).toBe("software");
    expect(deviceViewOf(new URLSearchParams("view=elsewhere"))).toBe("all");
    expect(deviceListParamsOf(deviceFiltersOf(params))).toEqual({
      platform: "macos",
      policy_failing: "true",
      software: "Google Chrome",
    });
  });

  it("asks for software below a version only with the software's name", () => {
    const below = (query: string) =>
      deviceListParamsOf(deviceFiltersOf(new URLSearchParams(query)));
    expect(below("software=Google%20Chrome&software_below=125.0")).toEqual({
      software: "Google Chrome",
      software_below: "125.0",
    });
    expect(below("software_below=125.0")).toEqual({});
    expect(below("software=7-Zip&software_below=latest")).toEqual({ software: "7-Zip" });
  });

  it("removes a parameter set to blank and keeps the others", () => {
    const next = withParam(new URLSearchParams("q=mac&status=online"), "q", "  ");
    expect(next.toString()).toBe("status=online");
  });
});

describe("the flags file", () => {
  const flags = "--tls_hostname=acme.example\n--enroll_secret_path=/etc/osquery/enroll_secret\n";

  it("names a private CA once, in the platform's own osquery folder", () => {
    const once = withPrivateCa(flags, "linux");
    expect(once).toBe(`${flags}--tls_server_certs=/etc/osquery/fleetward-ca.pem\n`);
    expect(withPrivateCa(once, "linux")).toBe(once);
    expect(osqueryPath("windows", "osquery.flags")).toBe(
      String.raw`C:\Program Files\osquery\osquery.flags`,
    );
  });
});

describe("device figures", () => {
  it("writes sizes in decimal units and uptime in its two largest units", () => {
    expect(formatBytes(17_179_869_184, "en")).toBe("17.2 GB");
    expect(formatBytes(512, "en")).toBe("512 byte");
    expect(formatUptime(3 * 86_400 + 4 * 3_600 + 120, "en")).toBe("3 days 4 hr");
    expect(formatUptime(25 * 60, "en")).toBe("25 min");
  });

  it("filters software by name, version or source, and lists failing results first", () => {
    const items = [
      { name: "Google Chrome", version: "126.0", source: "programs" },
      { name: "curl", version: "8.5.0", source: "deb_packages" },
    ];
    expect(filterSoftware(items, " CHROME ")).toEqual([items[0]]);
    expect(filterSoftware(items, "deb_")).toEqual([items[1]]);
    const result = (name: string, status: DevicePolicyResult["status"]) => ({
      policy_id: crypto.randomUUID(),
      name,
      status,
      checked_at: null,
    });
    const sorted = sortedResults([
      result("Firewall", "pass"),
      result("Automatic updates", "pending"),
      result("Screen lock", "unknown"),
      result("Disk encryption", "fail"),
    ]);
    expect(sorted.map((entry) => entry.status)).toEqual(["fail", "unknown", "pending", "pass"]);
  });
});

describe("policy forms", () => {
  it("sends blank notes as null and checks the platforms with the contract", () => {
    const values = { ...emptyPolicyValues, name: "Disk", query: "SELECT 1;", description: " " };
    expect(policyPayload(values)).toMatchObject({ description: null, resolution: null });
    expect(policyFormSchema.safeParse({ ...values, platforms: [] }).success).toBe(false);
  });

  it("switches a library policy on only with a setting the contract accepts", () => {
    const entry = { parameter: "minutes" } as LibraryPolicy;
    expect(libraryValues(entry, "15")).toEqual({ minutes: 15 });
    expect(libraryValues(entry, "0")).toBeNull();
    expect(libraryValues({ parameter: "min_version" } as LibraryPolicy, "14.4")).toEqual({
      min_version: "14.4",
    });
    expect(libraryValues({ parameter: null } as LibraryPolicy, "")).toEqual({});
  });
});
