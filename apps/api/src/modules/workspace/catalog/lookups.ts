import { and, asc, eq, inArray } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import {
  assetCategories,
  assetLocations,
  assetModels,
  manufacturers,
  statusLabels,
} from "./schema.ts";

/*
 * What other modules look up in the catalogue, inside the tenant: whether an id they are
 * given is this workspace's, and what it is called. Undefined when it is not.
 */

const namedTables = { category: assetCategories, location: assetLocations } as const;
/** Categories and locations: rows that are little more than a name. */
export type NamedKind = keyof typeof namedTables;

/** A category or location of the tenant, by id. */
export async function namedEntryOf(orm: Orm, kind: NamedKind, tenantId: string, id: string) {
  const table = namedTables[kind];
  const [row] = await orm
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return row;
}

export async function listWorkspaceNamed(orm: Orm, tenantId: string, kind: NamedKind) {
  const table = namedTables[kind];
  return orm
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.tenantId, tenantId))
    .orderBy(asc(table.name));
}

/** Adds the names the tenant does not have yet; returns the rows added. */
export async function insertNamedEntries(
  orm: Orm,
  kind: NamedKind,
  tenantId: string,
  names: readonly string[],
) {
  if (names.length === 0) return [];
  const table = namedTables[kind];
  return orm
    .insert(table)
    .values(names.map((name) => ({ tenantId, name })))
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
}

export async function addWorkspaceNamed(request: WriteRequest, kind: NamedKind, name: string) {
  return inWorkspaceWrite(request, async ({ tx, tenantId }) => {
    const [row] = await insertNamedEntries(tx, kind, tenantId, [name]);
    if (!row) throw new HttpError(409, `name: This workspace already has a ${kind} “${name}”`);
    return row;
  });
}

/** Which of `ids` are categories of the tenant. */
export async function categoryIdsIn(orm: Orm, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await orm
    .select({ id: assetCategories.id })
    .from(assetCategories)
    .where(and(eq(assetCategories.tenantId, tenantId), inArray(assetCategories.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function manufacturerOf(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .where(and(eq(manufacturers.tenantId, tenantId), eq(manufacturers.id, id)));
  return row;
}

export async function modelOf(orm: Orm, tenantId: string, modelId: string) {
  const [row] = await orm
    .select({ id: assetModels.id, categoryId: assetModels.categoryId })
    .from(assetModels)
    .where(and(eq(assetModels.tenantId, tenantId), eq(assetModels.id, modelId)));
  return row;
}

const labelColumns = { id: statusLabels.id, name: statusLabels.name, kind: statusLabels.kind };

export async function statusLabelOf(orm: Orm, tenantId: string, labelId: string) {
  const [row] = await orm
    .select(labelColumns)
    .from(statusLabels)
    .where(and(eq(statusLabels.tenantId, tenantId), eq(statusLabels.id, labelId)));
  return row;
}

/** The label new assets get, and the one retiring gives: the first default of that kind. */
export async function firstLabelOfKind(
  orm: Orm,
  tenantId: string,
  kind: "deployable" | "archived",
) {
  const [row] = await orm
    .select(labelColumns)
    .from(statusLabels)
    .where(and(eq(statusLabels.tenantId, tenantId), eq(statusLabels.kind, kind)))
    .orderBy(asc(statusLabels.createdAt), asc(statusLabels.name))
    .limit(1);
  return row;
}
