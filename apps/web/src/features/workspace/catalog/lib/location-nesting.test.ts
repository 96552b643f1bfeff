import { describe, expect, it } from "vitest";
import type { LocationNode } from "../api/catalog-api.ts";
import { nestLocations, selfAndInside } from "./location-nesting.ts";

const node = (id: string, parent: string | null, depth: number, path: string[]): LocationNode => ({
  id,
  name: path.at(-1) ?? id,
  kind: (["site", "building", "room"] as const)[Math.min(depth, 2)] ?? "room",
  parent_id: parent,
  depth,
  path,
});

// Depth-first, as the API answers.
const tree = [
  node("hq", null, 0, ["HQ"]),
  node("north", "hq", 1, ["HQ", "North wing"]),
  node("r101", "north", 2, ["HQ", "North wing", "Room 101"]),
  node("store", "hq", 1, ["HQ", "Store"]),
  node("remote", null, 0, ["Remote"]),
];

describe("the location tree", () => {
  it("nests each location under its parent, keeping the API's order", () => {
    const roots = nestLocations(tree);
    expect(roots.map((root) => root.id)).toEqual(["hq", "remote"]);
    expect(roots[0]?.children.map((child) => child.id)).toEqual(["north", "store"]);
    expect(roots[0]?.children[0]?.children.map((child) => child.id)).toEqual(["r101"]);
  });

  it("keeps a location whose parent is missing at the top", () => {
    expect(nestLocations([node("orphan", "gone", 1, ["Gone", "Orphan"])])[0]?.id).toBe("orphan");
  });

  it("knows which locations a move may not put a location into", () => {
    expect([...selfAndInside(tree, "hq")].sort()).toEqual(["hq", "north", "r101", "store"]);
    expect([...selfAndInside(tree, "store")]).toEqual(["store"]);
  });
});
