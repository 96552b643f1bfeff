import { defaultStatusLabels } from "@fleetward/contracts/workspace-catalog";
import type { Orm } from "../../../db/client.ts";
import { updateLocation } from "./locations-repository.ts";
import { insertManufacturer, insertModel, insertStatusLabels } from "./repository.ts";

/** The labels every workspace starts with; adds only the missing ones. */
export async function addDefaultStatusLabels(tx: Orm, tenantId: string, now: Date) {
  await insertStatusLabels(
    tx,
    tenantId,
    defaultStatusLabels.map((label) => ({
      ...label,
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * The sample locations become a small tree: the storage room is a room of the head office.
 * (New names would change the register's provisioned location list, which samples keep.)
 */
async function sampleLocationTree(
  tx: Orm,
  tenantId: string,
  locationId: (name: string) => string | null,
) {
  const site = locationId("Head office");
  const room = locationId("Storage room");
  if (site && room) await updateLocation(tx, tenantId, room, { parentId: site, kind: "room" });
}

const sampleCatalog = [
  {
    manufacturer: { name: "Lenovo", url: "https://www.lenovo.com", supportEmail: null },
    model: { name: "ThinkPad T14 Gen 4", modelNumber: "21HD", eolMonths: 48 },
    category: "Laptops",
  },
  {
    manufacturer: { name: "Apple", url: "https://www.apple.com", supportEmail: null },
    model: { name: "MacBook Pro 14-inch (M3, 2023)", modelNumber: "A2918", eolMonths: 60 },
    category: "Laptops",
  },
] as const;

/**
 * The catalogue of a workspace being provisioned (inside its transaction): the default
 * status labels, two manufacturers with a model each, and a location tree.
 */
export async function provisionCatalog(
  tx: Orm,
  tenantId: string,
  now: Date,
  named: {
    categoryId: (name: string) => string | null;
    locationId: (name: string) => string | null;
  },
) {
  await addDefaultStatusLabels(tx, tenantId, now);
  const stamps = { createdAt: now, updatedAt: now };
  for (const { manufacturer, model, category } of sampleCatalog) {
    const maker = await insertManufacturer(tx, tenantId, { ...manufacturer, ...stamps });
    await insertModel(tx, tenantId, {
      ...model,
      manufacturerId: maker.id,
      categoryId: named.categoryId(category),
      ...stamps,
    });
  }
  await sampleLocationTree(tx, tenantId, named.locationId);
}
