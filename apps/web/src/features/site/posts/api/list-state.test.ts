import { describe, expect, it } from "vitest";
import {
  blogListHref,
  emptyListState,
  pageWindow,
  readListState,
  toListParams,
  toggleTag,
  withFilters,
  writeListState,
} from "./list-state.ts";

const read = (search: string) => readListState(new URLSearchParams(search));

describe("blog list URL state", () => {
  it("reads nothing as the defaults", () => {
    expect(read("")).toEqual(emptyListState);
    expect(blogListHref()).toBe("/blog");
  });

  it("reads category, repeated tags, q and page", () => {
    expect(read("?category=compliance&tags=mdm&tags=byod&q=encrypt+laptops&page=2")).toEqual({
      category: "compliance",
      tags: ["mdm", "byod"],
      q: "encrypt laptops",
      page: 2,
    });
  });

  it("writes the same URL it reads (round trip), tags repeated and in order", () => {
    const search = "category=compliance&tags=mdm&tags=byod&q=encrypt+laptops&page=2";
    expect(writeListState(read(search)).toString()).toBe(search);
    expect(blogListHref(read(search))).toBe(`/blog?${search}`);
  });

  it("leaves defaults out of the URL", () => {
    expect(writeListState({ category: undefined, tags: [], q: "  ", page: 1 }).toString()).toBe("");
  });

  it("ignores malformed values instead of failing", () => {
    expect(read("?page=0").page).toBe(1);
    expect(read("?page=-3").page).toBe(1);
    expect(read("?page=abc").page).toBe(1);
    expect(read("?page=2.5").page).toBe(1);
    expect(read("?category=Not a slug!").category).toBeUndefined();
    expect(read("?category=Compliance").category).toBe("compliance");
    expect(read("?tags=MDM&tags=mdm&tags=&tags=%20byod").tags).toEqual(["mdm", "byod"]);
    expect(read(`?q=${"x".repeat(300)}`).q).toHaveLength(200);
  });

  it("caps the tags at the API's maximum", () => {
    const many = Array.from({ length: 12 }, (_, i) => `tags=t${i}`).join("&");
    expect(read(`?${many}`).tags).toHaveLength(10);
  });

  it("returns to page 1 whenever a filter changes", () => {
    const state = read("?tags=mdm&page=3");
    expect(withFilters(state, { category: "audits" }).page).toBe(1);
    expect(toggleTag(state, "byod")).toMatchObject({ tags: ["mdm", "byod"], page: 1 });
    expect(toggleTag(state, "mdm")).toMatchObject({ tags: [], page: 1 });
    expect(withFilters(state, { page: 4 }).page).toBe(4);
  });

  it("maps the state to the API query for blog posts, ten a page", () => {
    expect(toListParams(read("?category=audits&tags=a&tags=b&q=wipe&page=2"))).toEqual({
      kind: "blog",
      category: "audits",
      tags: ["a", "b"],
      q: "wipe",
      page: 2,
      page_size: 10,
    });
    expect(toListParams(emptyListState).q).toBeUndefined();
  });
});

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it("keeps the ends and the neighbours, with gaps", () => {
    expect(pageWindow(6, 12)).toEqual([1, "gap", 5, 6, 7, "gap", 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, "gap", 12]);
  });
});
