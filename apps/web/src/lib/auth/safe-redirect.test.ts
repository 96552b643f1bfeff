import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/user-billing?tab=2")).toBe("/user-billing?tab=2");
  });

  it("refuses other origins and junk", () => {
    for (const value of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      expect(safeRedirectPath(value)).toBe("/user-profile");
    }
  });
});
