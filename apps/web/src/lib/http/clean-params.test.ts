import { describe, expect, it } from "vitest";
import { cleanParams } from "./clean-params.ts";

describe("cleanParams", () => {
  it("trims text and drops empty values", () => {
    expect(
      cleanParams({ q: "  mdm ", category: "", tags: [], page: 2, kind: undefined, x: null }),
    ).toEqual({ q: "mdm", page: 2 });
  });

  it("keeps zero, false and non-empty lists", () => {
    expect(cleanParams({ page: 0, open: false, tags: ["a"] })).toEqual({
      page: 0,
      open: false,
      tags: ["a"],
    });
  });

  it("drops text that is only blanks", () => {
    expect(cleanParams({ q: "   " })).toEqual({});
  });
});
