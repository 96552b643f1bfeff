import type { Orm } from "../../../db/client.ts";
import {
  addCatalogModels,
  addCatalogNames,
  catalogEntries,
  type CatalogModelValues,
  type CatalogNameKind,
} from "../catalog/service.ts";
import { addNamedPeople, peopleNamed } from "../people/service.ts";

/*
 * What an import's rows refer to, by name: the catalogue and the people, read once per batch
 * and completed with one insert per kind through their modules' services (ADR 0030).
 */

export type Lookup = Map<string, string>;
export const keyOf = (name: string) => name.trim().toLowerCase();

function lookupOf(rows: readonly { id: string; name: string }[]): Lookup {
  const map: Lookup = new Map();
  for (const row of rows) if (!map.has(keyOf(row.name))) map.set(keyOf(row.name), row.id);
  return map;
}

/** The workspace's catalog by lower-cased name (the first of equal names wins). */
export async function loadCatalog(tx: Orm, tenantId: string) {
  const { manufacturers, categories, locations, models, labels } = await catalogEntries(
    tx,
    tenantId,
  );
  const defaultLabel =
    labels.find((label) => label.kind === "deployable" && label.isDefault) ??
    labels.find((label) => label.kind === "deployable") ??
    labels[0];
  return {
    manufacturers: lookupOf(manufacturers),
    categories: lookupOf(categories),
    locations: lookupOf(locations),
    models,
    labels: lookupOf(labels),
    defaultLabelId: defaultLabel?.id ?? null,
  };
}
export type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

/** Adds the named entries missing from `lookup` and puts their ids in it; returns the names added. */
export async function addNamed(
  tx: Orm,
  tenantId: string,
  kind: CatalogNameKind,
  lookup: Lookup,
  names: Iterable<string>,
  now: Date,
): Promise<string[]> {
  const missing = new Map<string, string>();
  for (const name of names) if (!lookup.has(keyOf(name))) missing.set(keyOf(name), name.trim());
  if (missing.size === 0) return [];
  const rows = await addCatalogNames(tx, tenantId, kind, [...missing.values()], now);
  for (const row of rows) lookup.set(keyOf(row.name), row.id);
  return rows.map((row) => row.name);
}

export type ModelRow = Catalog["models"][number];

export async function insertModels(
  tx: Orm,
  tenantId: string,
  values: CatalogModelValues[],
  now: Date,
): Promise<ModelRow[]> {
  return addCatalogModels(tx, tenantId, values, now);
}

/** People whose name or e-mail is one of `names` (lower-cased), by that key. */
export async function findPeople(tx: Orm, tenantId: string, names: string[]): Promise<Lookup> {
  const lookup: Lookup = new Map();
  for (const row of await peopleNamed(tx, tenantId, names)) {
    if (row.email && !lookup.has(row.email)) lookup.set(row.email, row.id);
    if (!lookup.has(keyOf(row.name))) lookup.set(keyOf(row.name), row.id);
  }
  return lookup;
}

/** New people for holders no one is called: a value with an @ is their e-mail. */
export async function insertPeople(tx: Orm, tenantId: string, names: string[], now: Date) {
  return addNamedPeople(
    tx,
    tenantId,
    names.map((value) => {
      const email = value.includes("@") ? value.toLowerCase() : null;
      return { name: email ? email.split("@")[0]! : value, email };
    }),
    now,
  );
}
