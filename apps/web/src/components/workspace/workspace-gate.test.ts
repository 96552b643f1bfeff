import {
  capabilitiesOf,
  type WorkspaceMe,
  type WorkspaceRole,
} from "@fleetward/contracts/workspace-members";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { describe, expect, it } from "vitest";
import { workspaceAccessOf } from "./workspace-gate.tsx";

// Only the fields the gate reads; the rest of the answers does not matter here.
const summaryOf = (readOnly: boolean) => ({ read_only: readOnly }) as WorkspaceSummary;
const meOf = (role: WorkspaceRole) => ({ role, capabilities: capabilitiesOf(role) }) as WorkspaceMe;

describe("a workspace page's access", () => {
  it("is read-only only when the workspace takes no changes, whatever the role", () => {
    expect(workspaceAccessOf(summaryOf(false), meOf("viewer")).readOnly).toBe(false);
    expect(workspaceAccessOf(summaryOf(true), meOf("owner")).readOnly).toBe(true);
  });

  it("lets technicians and above edit while the workspace takes changes", () => {
    const canEdit = (role: WorkspaceRole, readOnly: boolean) =>
      workspaceAccessOf(summaryOf(readOnly), meOf(role)).canEdit;
    expect(canEdit("owner", false)).toBe(true);
    expect(canEdit("admin", false)).toBe(true);
    expect(canEdit("technician", false)).toBe(true);
    expect(canEdit("viewer", false)).toBe(false);
    expect(canEdit("owner", true)).toBe(false);
    expect(canEdit("technician", true)).toBe(false);
  });
});
