import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials-avatar.tsx";

describe("initialsOf", () => {
  it("takes the first letters of the first two name parts", () => {
    expect(initialsOf("maria.keller")).toBe("MK");
    expect(initialsOf("Jonas van der Berg")).toBe("JV");
  });

  it("copes with a single part and stray separators", () => {
    expect(initialsOf("_jdoe_")).toBe("J");
  });
});
