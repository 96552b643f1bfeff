import { describe, expect, it } from "vitest";
import {
  ariaSortOf,
  bulkFilterOf,
  filtersOf,
  listParamsOf,
  nextSort,
  sortOf,
  withFilter,
  withSort,
} from "./register-params.ts";

const labelId = "8f14e45f-ceea-4e7a-9c1b-2a3d4e5f6a7b";

describe("the register's address", () => {
  it("reads the filters it knows and drops values the API would refuse", () => {
    const filters = filtersOf(
      new URLSearchParams(
        `q=thinkpad&status_label_id=${labelId}&category_id=nope&checked_out=maybe&overdue=true&page=3&status_kind=deployable&warranty_ends_within=forty&warranty_expired=true`,
      ),
    );
    expect(filters).toEqual({
      q: "thinkpad",
      status_label_id: labelId,
      category_id: "",
      location_id: "",
      model_id: "",
      checked_out: "",
      overdue: "true",
      status_kind: "deployable",
      warranty_ends_within: "",
      warranty_expired: "true",
    });
  });

  it("reads a known sort, and falls back to the name for anything else", () => {
    expect(sortOf(new URLSearchParams("sort=-warranty_end"))).toBe("-warranty_end");
    expect(sortOf(new URLSearchParams("sort=price"))).toBe("name");
    expect(sortOf(new URLSearchParams())).toBe("name");
  });

  it("sets and clears one filter, keeping the others and the sort", () => {
    const params = new URLSearchParams("q=mac&sort=-name");
    expect(withFilter(params, "category_id", labelId).toString()).toBe(
      `q=mac&sort=-name&category_id=${labelId}`,
    );
    expect(withFilter(params, "q", " ").toString()).toBe("sort=-name");
  });

  it("leaves the default sort out of the address", () => {
    expect(withSort(new URLSearchParams("sort=-name"), "name").toString()).toBe("");
    expect(withSort(new URLSearchParams(), "asset_tag").toString()).toBe("sort=asset_tag");
  });
});

describe("sorting by a column", () => {
  it("goes A→Z, then Z→A, then A→Z again; another column starts at A→Z", () => {
    expect(nextSort("name", "asset_tag")).toBe("asset_tag");
    expect(nextSort("asset_tag", "asset_tag")).toBe("-asset_tag");
    expect(nextSort("-asset_tag", "asset_tag")).toBe("asset_tag");
  });

  it("marks only the sorted column for assistive technology", () => {
    expect(ariaSortOf("-status", "status")).toBe("descending");
    expect(ariaSortOf("status", "status")).toBe("ascending");
    expect(ariaSortOf("status", "name")).toBe("none");
  });
});

describe("what the calls send", () => {
  const filters = filtersOf(new URLSearchParams("q=dock&checked_out=true"));

  it("sends only the filters that are set, and the sort unless it is the default", () => {
    expect(listParamsOf(filters, "name")).toEqual({ q: "dock", checked_out: "true" });
    expect(listParamsOf(filters, "-model")).toEqual({
      q: "dock",
      checked_out: "true",
      sort: "-model",
    });
  });

  it("gives “all N matching” the same filters, without the sort", () => {
    expect(bulkFilterOf(filters)).toEqual({ q: "dock", checked_out: "true" });
  });
});
