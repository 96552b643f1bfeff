import { and, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { days } from "../../../lib/clock.ts";
import { record, type HistoryEntry } from "../history/service.ts";
import { sampleActor } from "../people/service.ts";
import { allocateAssetTag } from "../settings/service.ts";
import { insertAsset } from "./repository.ts";
import { assets } from "./schema.ts";

/**
 * A small, realistic starting register; every row is marked as a sample. `holder` checks it
 * out to a sample person or location; the spare laptop is overdue, the phone is in repair.
 */
const sampleAssets = [
  {
    name: "MacBook Pro 14 — Design",
    model: "MacBook Pro 14-inch (M3, 2023)",
    serialNumber: "SAMPLE-C02XK1",
    costCentre: "CC-200 Design",
    label: "deployable",
    holder: { person: "Jamie Rivera" },
    location: "Remote",
    purchaseDate: "2024-02-12",
    purchaseCost: "2399.00",
    warrantyEnd: "2027-02-12",
  },
  {
    name: "ThinkPad T14 — Finance",
    model: "ThinkPad T14 Gen 4",
    serialNumber: "SAMPLE-PF3T9A",
    costCentre: "CC-300 Finance",
    label: "deployable",
    holder: { person: "Priya Shah" },
    location: "Head office",
    purchaseDate: "2023-09-04",
    purchaseCost: "1349.00",
    warrantyEnd: "2026-09-04",
  },
  {
    name: "Loan laptop 01",
    model: "Latitude 5440",
    serialNumber: "SAMPLE-7HXQ2R3",
    costCentre: "CC-100 IT",
    label: "deployable",
    holder: { person: "Ada Okafor", dueDaysAgo: 3 },
    location: "Storage room",
    purchaseDate: "2024-05-20",
    purchaseCost: "1099.00",
    warrantyEnd: "2027-05-20",
  },
  {
    name: "Reception iPad",
    model: "iPad (10th generation)",
    serialNumber: "SAMPLE-DMPX4L",
    costCentre: null,
    label: "deployable",
    holder: { location: "Head office" },
    location: "Head office",
    purchaseDate: "2023-11-30",
    purchaseCost: "449.00",
    warrantyEnd: "2025-11-30",
  },
  {
    name: "Sales phone — K. Osei",
    model: "iPhone 15",
    serialNumber: "SAMPLE-F17ZQ8",
    costCentre: null,
    label: "undeployable",
    holder: null,
    location: "Head office",
    purchaseDate: "2024-01-15",
    purchaseCost: "899.00",
    warrantyEnd: "2026-01-15",
  },
  {
    name: "Core switch",
    model: "UniFi Switch Pro 24",
    serialNumber: "SAMPLE-UAP24P",
    costCentre: null,
    label: "deployable",
    holder: null,
    location: "Head office",
    purchaseDate: "2022-06-01",
    purchaseCost: "699.00",
    warrantyEnd: "2025-06-01",
  },
] as const;

/** What the samples refer to: the other modules' samples, provisioned before them. */
export type SampleRefs = {
  labels: { id: string; kind: string }[];
  models: { name: string; id: string; categoryId: string | null }[];
  people: { id: string; name: string }[];
  locationId: (name: string) => string | undefined;
  customKey: string | undefined;
};

/**
 * The sample assets of a workspace being provisioned (inside its transaction), each with the
 * history a real one would have.
 */
export async function provisionAssets(tx: Orm, tenantId: string, now: Date, refs: SampleRefs) {
  const events: HistoryEntry[] = [];
  for (const { model, label, holder, location, costCentre, ...sample } of sampleAssets) {
    const found = refs.models.find((row) => row.name === model);
    const personId =
      holder && "person" in holder
        ? refs.people.find((p) => p.name === holder.person)?.id
        : undefined;
    const holderLocationId =
      holder && "location" in holder ? refs.locationId(holder.location) : undefined;
    const dueDaysAgo = holder && "dueDaysAgo" in holder ? holder.dueDaysAgo : undefined;
    const { id } = await insertAsset(tx, tenantId, {
      ...sample,
      customValues: refs.customKey && costCentre ? { [refs.customKey]: costCentre } : {},
      assetTag: await allocateAssetTag(tx, tenantId, now),
      modelId: found?.id ?? null,
      categoryId: found?.categoryId ?? null,
      statusLabelId: refs.labels.find((row) => row.kind === label)?.id ?? "",
      locationId: refs.locationId(location) ?? null,
      assignedPersonId: personId ?? null,
      assignedLocationId: holderLocationId ?? null,
      checkedOutAt: holder ? now : null,
      expectedCheckin: dueDaysAgo
        ? new Date(now.getTime() - days(dueDaysAgo)).toISOString().slice(0, 10)
        : null,
      currency: "EUR",
      notes: "Sample asset — remove all samples from the register in one click.",
      isSample: true,
      createdAt: now,
      updatedAt: now,
    });
    const base = {
      tenantId,
      subjectType: "asset" as const,
      subjectId: id,
      actor: sampleActor,
      at: now,
    };
    events.push({ ...base, action: "created" });
    if (holder) {
      const name = "person" in holder ? holder.person : holder.location;
      events.push({ ...base, action: "checked_out", field: "assigned_to", newValue: name });
    }
  }
  await record(tx, events);
}

/** "Remove sample data": deletes exactly the provisioned examples of one tenant. */
export async function removeSampleAssets(tx: Orm, tenantId: string) {
  const removed = await tx
    .delete(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.isSample, true)))
    .returning({ id: assets.id });
  return removed.length;
}
