import { eq } from "drizzle-orm";
import type { StatusLabelKind } from "@fleetward/contracts/workspace-catalog";
import type { Orm } from "../../../db/client.ts";
import { insertNamedEntries } from "./lookups.ts";
import {
  assetCategories,
  assetLocations,
  assetModels,
  manufacturers,
  statusLabels,
} from "./schema.ts";

/*
 * The catalogue in bulk, for the CSV import (ADR 0030): the whole catalogue in one round trip,
 * and one insert per kind for the names a batch lacks, instead of one write per entry.
 */

/** Every manufacturer, category, location, model and status label of the tenant. */
export async function catalogEntries(tx: Orm, tenantId: string) {
  const [makers, categories, locations, models, labels] = await Promise.all([
    tx
      .select({ id: manufacturers.id, name: manufacturers.name })
      .from(manufacturers)
      .where(eq(manufacturers.tenantId, tenantId)),
    tx
      .select({ id: assetCategories.id, name: assetCategories.name })
      .from(assetCategories)
      .where(eq(assetCategories.tenantId, tenantId)),
    tx
      .select({ id: assetLocations.id, name: assetLocations.name })
      .from(assetLocations)
      .where(eq(assetLocations.tenantId, tenantId)),
    tx
      .select({
        id: assetModels.id,
        name: assetModels.name,
        manufacturerId: assetModels.manufacturerId,
        categoryId: assetModels.categoryId,
      })
      .from(assetModels)
      .where(eq(assetModels.tenantId, tenantId)),
    tx
      .select({
        id: statusLabels.id,
        name: statusLabels.name,
        kind: statusLabels.kind,
        isDefault: statusLabels.isDefault,
      })
      .from(statusLabels)
      .where(eq(statusLabels.tenantId, tenantId)),
  ]);
  return { manufacturers: makers, categories, locations, models, labels };
}

export type CatalogNameKind = "manufacturers" | "categories" | "locations";

/** Adds these manufacturers, categories or locations, skipping names the tenant has. */
export async function addCatalogNames(
  tx: Orm,
  tenantId: string,
  kind: CatalogNameKind,
  names: readonly string[],
  now: Date,
): Promise<{ id: string; name: string }[]> {
  if (names.length === 0) return [];
  if (kind === "categories") return insertNamedEntries(tx, "category", tenantId, names);
  if (kind === "locations") return insertNamedEntries(tx, "location", tenantId, names);
  return tx
    .insert(manufacturers)
    .values(names.map((name) => ({ tenantId, name, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ id: manufacturers.id, name: manufacturers.name });
}

export type CatalogModelValues = {
  name: string;
  modelNumber: string | null;
  manufacturerId: string | null;
  categoryId: string | null;
};

/** Adds these models, skipping any the tenant has (same manufacturer and name). */
export async function addCatalogModels(
  tx: Orm,
  tenantId: string,
  values: readonly CatalogModelValues[],
  now: Date,
) {
  if (values.length === 0) return [];
  return tx
    .insert(assetModels)
    .values(values.map((value) => ({ ...value, tenantId, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({
      id: assetModels.id,
      name: assetModels.name,
      manufacturerId: assetModels.manufacturerId,
      categoryId: assetModels.categoryId,
    });
}

/** A new label's colour, by kind (the default labels' colours). */
const kindColours: Record<StatusLabelKind, string> = {
  deployable: "#2f855a",
  pending: "#b7791f",
  undeployable: "#c05621",
  archived: "#718096",
  lost: "#6b46c1",
};

/** Adds these status labels (an import's new ones), skipping names the tenant has. */
export async function addCatalogLabels(
  tx: Orm,
  tenantId: string,
  labels: readonly { name: string; kind: StatusLabelKind }[],
  now: Date,
) {
  if (labels.length === 0) return [];
  return tx
    .insert(statusLabels)
    .values(
      labels.map(({ name, kind }) => ({
        tenantId,
        name,
        kind,
        colour: kindColours[kind],
        isDefault: false,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: statusLabels.id,
      name: statusLabels.name,
      kind: statusLabels.kind,
      isDefault: statusLabels.isDefault,
    });
}
