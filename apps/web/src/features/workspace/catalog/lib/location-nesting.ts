import type { LocationNode } from "../api/catalog-api.ts";

/** A location with the locations inside it, for drawing the tree as nested lists. */
export type LocationBranch = LocationNode & { children: LocationBranch[] };

/**
 * The API's depth-first list as branches. A node whose parent is missing from the list (it
 * should not happen) is shown at the top rather than lost.
 */
export function nestLocations(nodes: readonly LocationNode[]): LocationBranch[] {
  const byId = new Map<string, LocationBranch>();
  const roots: LocationBranch[] = [];
  for (const node of nodes) byId.set(node.id, { ...node, children: [] });
  for (const branch of byId.values()) {
    const parent = branch.parent_id ? byId.get(branch.parent_id) : undefined;
    (parent ? parent.children : roots).push(branch);
  }
  return roots;
}

/** The ids of a location and of every location inside it: none of them can be its new parent. */
export function selfAndInside(nodes: readonly LocationNode[], id: string): Set<string> {
  const inside = new Set([id]);
  // Depth-first order: descendants follow their ancestor, so one pass finds them all.
  for (const node of nodes) {
    if (node.parent_id && inside.has(node.parent_id)) inside.add(node.id);
  }
  return inside;
}
