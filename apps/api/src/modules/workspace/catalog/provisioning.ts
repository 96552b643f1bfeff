import { defaultStatusLabels } from "@fleetward/contracts/workspace-catalog";
import type { Orm } from "../../../db/client.ts";
import { updateLocation } from "./locations-repository.ts";
import { insertNamedEntries } from "./lookups.ts";
import { insertManufacturer, insertModel, insertStatusLabels } from "./repository.ts";

/** The labels every workspace starts with; adds only the missing ones. */
export async function addDefaultStatusLabels(tx: Orm, tenantId: string, now: Date) {
  return insertStatusLabels(
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

const defaultCategories = [
  "Laptops",
  "Desktops",
  "Phones",
  "Tablets",
  "Monitors",
  "Network",
  "Software licences",
];
const defaultLocations = ["Head office", "Remote", "Storage room"];

/** The default categories and locations; finds each by name for the other samples. */
async function addDefaultNamed(tx: Orm, tenantId: string) {
  const categories = await insertNamedEntries(tx, "category", tenantId, defaultCategories);
  const locations = await insertNamedEntries(tx, "location", tenantId, defaultLocations);
  return {
    categoryId: (name: string) => categories.find((row) => row.name === name)?.id ?? null,
    locationId: (name: string) => locations.find((row) => row.name === name)?.id ?? null,
  };
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

const apple = { name: "Apple", url: "https://www.apple.com", supportEmail: null };
const sampleCatalog = [
  {
    manufacturer: { name: "Lenovo", url: "https://www.lenovo.com", supportEmail: null },
    model: { name: "ThinkPad T14 Gen 4", modelNumber: "21HD", eolMonths: 48 },
    category: "Laptops",
  },
  {
    manufacturer: apple,
    model: { name: "MacBook Pro 14-inch (M3, 2023)", modelNumber: "A2918", eolMonths: 60 },
    category: "Laptops",
  },
  {
    manufacturer: { name: "Dell", url: "https://www.dell.com", supportEmail: null },
    model: { name: "Latitude 5440", modelNumber: "P163G", eolMonths: 48 },
    category: "Laptops",
  },
  {
    manufacturer: apple,
    model: { name: "iPad (10th generation)", modelNumber: "A2696", eolMonths: 48 },
    category: "Tablets",
  },
  {
    manufacturer: apple,
    model: { name: "iPhone 15", modelNumber: "A3090", eolMonths: 36 },
    category: "Phones",
  },
  {
    manufacturer: { name: "Ubiquiti", url: "https://www.ui.com", supportEmail: null },
    model: { name: "UniFi Switch Pro 24", modelNumber: "USW-Pro-24", eolMonths: 84 },
    category: "Network",
  },
] as const;

/**
 * The catalogue of a workspace being provisioned (inside its transaction): the default
 * categories, locations (as a tree) and status labels, and sample manufacturers with their
 * models. `categoryId` and `locationId` find a default by name for the other modules' samples.
 */
export async function provisionCatalog(tx: Orm, tenantId: string, now: Date) {
  const named = await addDefaultNamed(tx, tenantId);
  const labels = await addDefaultStatusLabels(tx, tenantId, now);
  const stamps = { createdAt: now, updatedAt: now };
  const makers = new Map<string, string>();
  const models: { name: string; id: string; categoryId: string | null }[] = [];
  for (const { manufacturer, model, category } of sampleCatalog) {
    const makerId =
      makers.get(manufacturer.name) ??
      (await insertManufacturer(tx, tenantId, { ...manufacturer, ...stamps })).id;
    makers.set(manufacturer.name, makerId);
    const categoryId = named.categoryId(category);
    const { id } = await insertModel(tx, tenantId, {
      ...model,
      manufacturerId: makerId,
      categoryId,
      ...stamps,
    });
    models.push({ name: model.name, id, categoryId });
  }
  await sampleLocationTree(tx, tenantId, named.locationId);
  return { labels, models, ...named };
}
