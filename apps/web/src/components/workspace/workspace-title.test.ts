import { describe, expect, it } from "vitest";
import { workspaceTitle } from "./workspace-title.tsx";

describe("a workspace page's title", () => {
  it("names the section, then the workspace, on a list page", () => {
    expect(workspaceTitle("Devices", null, "Northwind IT")).toBe("Devices · Northwind IT");
  });

  it("names the thing shown instead of the section once it has loaded", () => {
    expect(workspaceTitle("Devices", "lab-mac-07", "Northwind IT")).toBe(
      "lab-mac-07 · Northwind IT",
    );
  });

  it("is the section alone while the workspace is not known (signed out)", () => {
    expect(workspaceTitle("Register", null, null)).toBe("Register");
  });
});
