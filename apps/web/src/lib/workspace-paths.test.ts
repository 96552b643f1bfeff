import { describe, expect, it } from "vitest";
import { workspacePaths, workspaceRoutes } from "./workspace-paths.ts";

describe("workspace paths", () => {
  it("gives each list page its address", () => {
    expect(workspacePaths.register()).toBe("/workspace");
    expect(workspacePaths.dashboard()).toBe("/workspace/dashboard");
    expect(workspacePaths.people()).toBe("/workspace/people");
    expect(workspacePaths.licenses()).toBe("/workspace/licenses");
    expect(workspacePaths.devices()).toBe("/workspace/devices");
    expect(workspacePaths.addDevices()).toBe("/workspace/devices/add");
    expect(workspacePaths.policies()).toBe("/workspace/policies");
    expect(workspacePaths.customFields()).toBe("/workspace/custom-fields");
    expect(workspacePaths.apiTokens()).toBe("/workspace/api-tokens");
    expect(workspacePaths.settings()).toBe("/workspace/settings");
  });

  it("puts the id into one item's address", () => {
    const id = "3f6c2a4e-8b1d-4c2e-9a7f-0d5e6b7c8a9b";
    expect(workspacePaths.asset(id)).toBe(`/workspace/assets/${id}`);
    expect(workspacePaths.person(id)).toBe(`/workspace/people/${id}`);
    expect(workspacePaths.license(id)).toBe(`/workspace/licenses/${id}`);
    expect(workspacePaths.device(id)).toBe(`/workspace/devices/${id}`);
    expect(workspacePaths.policy(id)).toBe(`/workspace/policies/${id}`);
  });

  it("encodes ids, so an odd one cannot reach another page", () => {
    expect(workspacePaths.asset("a/b c")).toBe("/workspace/assets/a%2Fb%20c");
    expect(workspacePaths.person("../members")).toBe("/workspace/people/..%2Fmembers");
    expect(workspacePaths.device("x?y#z")).toBe("/workspace/devices/x%3Fy%23z");
  });

  it("adds query values in order, encoded, and leaves out undefined ones", () => {
    expect(workspacePaths.register({ overdue: true })).toBe("/workspace?overdue=true");
    expect(workspacePaths.register({ status_kind: "deployable", checked_out: false })).toBe(
      "/workspace?status_kind=deployable&checked_out=false",
    );
    expect(workspacePaths.register({ q: "a&b c", overdue: undefined })).toBe(
      "/workspace?q=a%26b+c",
    );
    expect(workspacePaths.devices({ view: "unregistered" })).toBe(
      "/workspace/devices?view=unregistered",
    );
    expect(workspacePaths.devices({ view: undefined })).toBe("/workspace/devices");
    expect(workspacePaths.policy("p 1", { status: "fail" })).toBe(
      "/workspace/policies/p%201?status=fail",
    );
    expect(workspacePaths.invitation("t+k/n")).toBe("/workspace/invitation?token=t%2Bk%2Fn");
    expect(workspacePaths.invitation()).toBe("/workspace/invitation");
  });

  it("builds its addresses from the patterns routes.ts declares", () => {
    expect(workspaceRoutes.asset).toBe("workspace/assets/:id");
    expect(workspacePaths.catalog()).toBe(`/${workspaceRoutes.catalog}`);
    expect(workspacePaths.members()).toBe(`/${workspaceRoutes.members}`);
    expect(workspacePaths.import()).toBe(`/${workspaceRoutes.import}`);
    expect(workspacePaths.webhooks()).toBe(`/${workspaceRoutes.webhooks}`);
  });
});
