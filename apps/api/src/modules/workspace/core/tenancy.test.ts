import { describe, expect, it } from "vitest";
import { tenantHostPattern, workspaceLabel } from "./tenancy.ts";

describe("workspaceLabel", () => {
  it("takes the label of a {label}.{APP_HOST} host, with or without port, in any case", () => {
    expect(workspaceLabel("acme.localhost", "localhost", undefined)).toBe("acme");
    expect(workspaceLabel("ACME-2.Fleetward.example", "fleetward.example", undefined)).toBe(
      "acme-2",
    );
  });

  it("uses the X-Workspace header only when the host is not a workspace host", () => {
    expect(workspaceLabel("localhost", "localhost", "acme")).toBe("acme");
    expect(workspaceLabel("acme.localhost", "localhost", "other")).toBe("acme");
    expect(workspaceLabel("127.0.0.1", "localhost", " Acme ")).toBe("acme");
  });

  it("refuses labels that no trial can have", () => {
    expect(workspaceLabel("a.b.localhost", "localhost", "acme")).toBeNull();
    expect(workspaceLabel("-acme.localhost", "localhost", undefined)).toBeNull();
    expect(workspaceLabel("localhost", "localhost", "../etc")).toBeNull();
    expect(workspaceLabel("localhost", "localhost", ["a", "b"])).toBeNull();
    expect(workspaceLabel("localhost", "localhost", undefined)).toBeNull();
    // A look-alike suffix is not a subdomain of APP_HOST.
    expect(workspaceLabel("acme.evillocalhost", "localhost", undefined)).toBeNull();
  });
});

describe("tenantHostPattern", () => {
  const pattern = tenantHostPattern("fleetward.example");
  it("matches workspace hosts only", () => {
    expect(pattern.test("acme.fleetward.example")).toBe(true);
    expect(pattern.test("acme.fleetward.example:3000")).toBe(true);
    expect(pattern.test("fleetward.example")).toBe(false);
    expect(pattern.test("a.b.fleetward.example")).toBe(false);
    expect(pattern.test("acme.fleetwardXexample")).toBe(false);
  });
});
