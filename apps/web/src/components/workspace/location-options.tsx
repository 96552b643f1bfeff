import { locationLabel, type LocationNode } from "../../lib/workspace/location-tree.ts";

/**
 * The options of a location select: a first "none"/"all" choice, then every location named
 * with the places it is inside ("Head office / Storage room"), in the tree's order.
 */
export function LocationOptions({ nodes, first }: { nodes: LocationNode[]; first: string }) {
  return (
    <>
      <option value="">{first}</option>
      {nodes.map((node) => (
        <option key={node.id} value={node.id}>
          {locationLabel(node)}
        </option>
      ))}
    </>
  );
}
