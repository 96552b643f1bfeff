import { and, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { addOwnerMember } from "../members/service.ts";
import { provisionCatalog } from "../catalog/service.ts";
import { provisionLicenses } from "../licenses/service.ts";
import { provisionPeople } from "../people/service.ts";
import { assetCategories, assetLocations, assets, workspaces } from "./schema.ts";

export type ProvisionRequest = {
  trialId: string;
  ownerUserId: string;
  appDomain: string;
  name: string;
  now: Date;
};

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

/** A small, realistic starting register; every row is marked as a sample. */
const sampleAssets = [
  {
    name: "MacBook Pro 14 — Design",
    category: "Laptops",
    model: "MacBook Pro 14-inch (M3, 2023)",
    serialNumber: "SAMPLE-C02XK1",
    status: "in_use",
    assignedTo: "Jamie Rivera",
    location: "Remote",
    purchaseDate: "2024-02-12",
    warrantyEnd: "2027-02-12",
  },
  {
    name: "ThinkPad T14 — Finance",
    category: "Laptops",
    model: "Lenovo ThinkPad T14 Gen 4",
    serialNumber: "SAMPLE-PF3T9A",
    status: "in_use",
    assignedTo: "Priya Shah",
    location: "Head office",
    purchaseDate: "2023-09-04",
    warrantyEnd: "2026-09-04",
  },
  {
    name: "Spare laptop 01",
    category: "Laptops",
    model: "Dell Latitude 5440",
    serialNumber: "SAMPLE-7HXQ2R3",
    status: "in_stock",
    assignedTo: null,
    location: "Storage room",
    purchaseDate: "2024-05-20",
    warrantyEnd: "2027-05-20",
  },
  {
    name: "Reception iPad",
    category: "Tablets",
    model: "iPad (10th generation)",
    serialNumber: "SAMPLE-DMPX4L",
    status: "in_use",
    assignedTo: "Front desk",
    location: "Head office",
    purchaseDate: "2023-11-30",
    warrantyEnd: "2025-11-30",
  },
  {
    name: "Sales phone — K. Osei",
    category: "Phones",
    model: "iPhone 15",
    serialNumber: "SAMPLE-F17ZQ8",
    status: "in_repair",
    assignedTo: "Kwame Osei",
    location: "Head office",
    purchaseDate: "2024-01-15",
    warrantyEnd: "2026-01-15",
  },
  {
    name: "Core switch",
    category: "Network",
    model: "UniFi Switch Pro 24",
    serialNumber: "SAMPLE-UAP24P",
    status: "in_use",
    assignedTo: null,
    location: "Head office",
    purchaseDate: "2022-06-01",
    warrantyEnd: "2025-06-01",
  },
] as const;

/**
 * Creates the trial's workspace with default categories, locations and sample assets.
 * Idempotent: if the trial already has a workspace (a retried or duplicated deployment job),
 * nothing is added and the existing one is returned. Call it inside the deployment transaction.
 */
export async function provisionWorkspace(tx: Orm, request: ProvisionRequest) {
  const [created] = await tx
    .insert(workspaces)
    .values({
      trialId: request.trialId,
      ownerUserId: request.ownerUserId,
      appDomain: request.appDomain,
      name: request.name,
      createdAt: request.now,
    })
    .onConflictDoNothing({ target: workspaces.trialId })
    .returning();
  if (!created) {
    const [existing] = await tx
      .select()
      .from(workspaces)
      .where(eq(workspaces.trialId, request.trialId));
    if (!existing) throw new Error(`workspace for trial ${request.trialId} vanished`);
    return { workspace: existing, created: false };
  }

  const tenantId = created.id;
  await addOwnerMember(tx, {
    workspaceId: tenantId,
    userId: request.ownerUserId,
    now: request.now,
  });
  const categories = await tx
    .insert(assetCategories)
    .values(defaultCategories.map((name) => ({ tenantId, name })))
    .returning();
  const locations = await tx
    .insert(assetLocations)
    .values(defaultLocations.map((name) => ({ tenantId, name })))
    .returning();
  const categoryId = (name: string) => categories.find((row) => row.name === name)?.id ?? null;
  const locationId = (name: string) => locations.find((row) => row.name === name)?.id ?? null;

  await provisionCatalog(tx, tenantId, request.now, { categoryId, locationId });
  const people = await provisionPeople(tx, tenantId, request.now, locationId);
  await provisionLicenses(tx, tenantId, request.now, people);
  await tx.insert(assets).values(
    sampleAssets.map(({ category, location, ...asset }) => ({
      ...asset,
      tenantId,
      categoryId: categoryId(category),
      locationId: locationId(location),
      notes: "Sample asset — remove all samples from the register in one click.",
      isSample: true,
      createdAt: request.now,
      updatedAt: request.now,
    })),
  );
  return { workspace: created, created: true };
}

/** "Remove sample data": deletes exactly the provisioned examples of one tenant. */
export async function removeSampleAssets(tx: Orm, tenantId: string) {
  const removed = await tx
    .delete(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.isSample, true)))
    .returning({ id: assets.id });
  return removed.length;
}
