import type {
  Location,
  LocationChildCreate,
  LocationKind,
  LocationNode,
  LocationUpdate,
} from "@fleetward/contracts/workspace-catalog";
import type { Orm } from "../../../db/client.ts";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { isForeignKeyViolation } from "../../../db/errors.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { inWorkspaceWrite, type WriteRequest, type WriteScope } from "../history/service.ts";
import {
  containsOrIs,
  countChildren,
  deleteLocation,
  findLocation,
  insertLocation,
  listLocations,
  locationAndInside,
  updateLocation,
  type LocationRow,
  type LocationValues,
} from "./locations-repository.ts";

const noSuchLocation = "No such location in this workspace";
const siblingNames = {
  asset_locations_tenant_parent_name_unique:
    "name: Another location in the same place already has this name",
};

const locationWrite = <T>(request: WriteRequest, work: (scope: WriteScope) => Promise<T>) =>
  uniqueConflictsAs409(siblingNames, () => inWorkspaceWrite(request, work));

function toLocation(row: LocationRow): Location {
  return { id: row.id, name: row.name, kind: row.kind, parent_id: row.parentId };
}

/** Depth-first from the roots, siblings by name: every location right after its parent. */
function asTree(rows: readonly LocationRow[]): LocationNode[] {
  const children = new Map<string | null, LocationRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const nodes: LocationNode[] = [];
  const visit = (parentId: string | null, path: string[]) => {
    for (const row of children.get(parentId) ?? []) {
      const rowPath = [...path, row.name];
      nodes.push({ ...toLocation(row), depth: path.length, path: rowPath });
      visit(row.id, rowPath);
    }
  };
  visit(null, []);
  return nodes;
}

export async function workspaceLocationTree(orm: Orm, tenantId: string) {
  return asTree(await listLocations(orm, tenantId));
}

/** The ids of a location and of every location inside it: the register's location filter. */
export function workspaceLocationAndInside(orm: Orm, tenantId: string, id: string) {
  return locationAndInside(orm, tenantId, id);
}

/** Each location's top-level location (itself at the top): the dashboard adds up by these. */
export async function workspaceLocationRoots(orm: Orm, tenantId: string) {
  const rows = await listLocations(orm, tenantId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rootOf = (row: LocationRow) => {
    const seen = new Set<string>();
    let node = row;
    // `seen` ends the walk in a damaged tree (the writes refuse loops, this never trusts it).
    while (node.parentId && !seen.has(node.id)) {
      seen.add(node.id);
      const parent = byId.get(node.parentId);
      if (!parent) break;
      node = parent;
    }
    return { id: node.id, name: node.name };
  };
  return new Map(rows.map((row) => [row.id, rootOf(row)]));
}

export async function getWorkspaceLocation(orm: Orm, tenantId: string, id: string) {
  const row = await findLocation(orm, tenantId, id);
  if (!row) throw new HttpError(404, noSuchLocation);
  return toLocation(row);
}

/** Sites hold buildings, buildings hold rooms; a room's sub-locations are rooms too. */
const kindBelow: Record<LocationKind, LocationKind> = {
  site: "building",
  building: "room",
  room: "room",
};

export async function addWorkspaceLocationChild(
  request: WriteRequest,
  parentId: string,
  input: LocationChildCreate,
) {
  return locationWrite(request, async ({ tx, tenantId }) => {
    const parent = await findLocation(tx, tenantId, parentId);
    if (!parent) throw new HttpError(404, noSuchLocation);
    const row = await insertLocation(tx, tenantId, {
      name: input.name,
      kind: input.kind ?? kindBelow[parent.kind],
      parentId,
    });
    return toLocation(row);
  });
}

/** A new parent must be of the same workspace, and not the location or one inside it. */
async function checkParent({ tx, tenantId }: WriteScope, id: string, parentId: string) {
  if (!(await findLocation(tx, tenantId, parentId))) {
    throw new HttpError(422, "parent_id: No such location in this workspace");
  }
  if (await containsOrIs(tx, tenantId, id, parentId)) {
    throw new HttpError(
      422,
      "parent_id: A location cannot be inside itself or one of its own sub-locations",
    );
  }
}

export async function editWorkspaceLocation(
  request: WriteRequest,
  id: string,
  input: LocationUpdate,
) {
  return locationWrite(request, async (scope) => {
    if (!(await findLocation(scope.tx, scope.tenantId, id))) {
      throw new HttpError(404, noSuchLocation);
    }
    const values: Partial<LocationValues> = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.kind !== undefined && { kind: input.kind }),
      ...("parent_id" in input && { parentId: input.parent_id || null }),
    };
    if (values.parentId) await checkParent(scope, id, values.parentId);
    const row = await updateLocation(scope.tx, scope.tenantId, id, values);
    if (!row) throw new HttpError(404, noSuchLocation);
    return toLocation(row);
  });
}

/** Only a location with nothing inside it goes; assets and people there keep no location. */
export async function removeWorkspaceLocation(request: WriteRequest, id: string) {
  return inWorkspaceWrite(request, async ({ tx, tenantId }) => {
    if (!(await findLocation(tx, tenantId, id))) throw new HttpError(404, noSuchLocation);
    if ((await countChildren(tx, tenantId, id)) > 0) {
      throw new HttpError(409, "This location has locations inside it: move or delete them first");
    }
    // Assets checked out to the location keep it (the foreign key refuses the delete).
    await deleteLocation(tx, tenantId, id).catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
      throw new HttpError(409, "Assets are checked out to this location: check them in first");
    });
  });
}
