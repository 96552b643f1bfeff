import { describe, expect, it } from "vitest";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import { apiEndpoints } from "../data/api-endpoints.ts";
import DocumentationPage from "./documentation.tsx";

/*
 * Issue 21, "the site tells the truth": the documentation describes the product as it is —
 * devices enrol with osquery (no MDM connector), the roles are owner, admin, technician and
 * viewer, and the API examples use the workspace API's real paths, token prefix and paging.
 */
describe("the documentation page", () => {
  const { container, render } = useMountedRoot();

  it("names osquery enrolment and the real roles, no MDM connector or invented role", async () => {
    await render(<DocumentationPage />);
    const text = container().textContent ?? "";
    expect(text).not.toMatch(/\bMDM\b|Intune|Jamf|Kandji|Google Workspace|connector|Entra ID/);
    expect(text).not.toMatch(/Finance or Auditor|Administrator, Technician/);
    expect(text).toContain("install osquery on each computer");
    expect(text).toContain("Admin, Technician or Viewer");
  });

  it("shows API examples on the workspace API's real paths", async () => {
    await render(<DocumentationPage />);
    const text = container().textContent ?? "";
    expect(text).not.toContain("/api/v1");
    expect(text).toContain("https://acme.fleetward.com/api/workspace/assets?");
    expect(text).toContain("Bearer fwk_");
    expect(text).toContain("next_cursor");
    expect(text).toContain("120 requests per minute");
    for (const endpoint of apiEndpoints) expect(endpoint.path).toMatch(/^\/api\/workspace\//);
  });
});
