import { assetCreateSchema, type Asset } from "@fleetward/contracts/workspace-assets";
import type { AddAllToRegisterResult, RegisterDraft } from "@fleetward/contracts/workspace-devices";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { checkOutAsset, createWorkspaceAsset } from "../assets/service.ts";
import { addCatalogModels, addCatalogNames, catalogEntries } from "../catalog/service.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { categoryNames, manufacturerName } from "./hardware-names.ts";
import { linkDevice, noSuchDevice } from "./link.ts";
import {
  accountNames,
  assetWithSerial,
  personOfAccounts,
  reportedFacts,
  unlinkedDeviceIds,
  type ReportedFacts,
} from "./register-queries.ts";

/*
 * "Add to register" (ADR 0041): an asset made of what the device reports — its model,
 * manufacturer, a category guessed from the model, its serial — linked to the device, checked
 * out to the person behind its logged-in user when asked. Missing catalogue entries are
 * created; the draft shows beforehand what would be.
 */

const keyOf = (name: string) => name.trim().toLowerCase();
const findNamed = <T extends { name: string }>(rows: readonly T[], names: string[]) =>
  names.map((name) => rows.find((row) => keyOf(row.name) === keyOf(name))).find(Boolean);

/** The draft's catalogue entries: existing ones by name (ids), missing ones by name alone. */
async function catalogueDraft(tx: Orm, tenantId: string, facts: ReportedFacts) {
  const catalog = await catalogEntries(tx, tenantId);
  const makerName = manufacturerName(facts.vendor);
  const maker = makerName ? findNamed(catalog.manufacturers, [makerName]) : undefined;
  const modelName = facts.model?.trim() || null;
  const model = modelName
    ? catalog.models.find(
        (row) =>
          keyOf(row.name) === keyOf(modelName) &&
          (row.manufacturerId === (maker?.id ?? null) || !maker),
      )
    : undefined;
  const names = categoryNames(modelName);
  const fromModel = catalog.categories.find((row) => row.id === model?.categoryId);
  const category = fromModel ?? findNamed(catalog.categories, names);
  return {
    manufacturer: makerName ? { id: maker?.id ?? null, name: maker?.name ?? makerName } : null,
    model: modelName ? { id: model?.id ?? null, name: model?.name ?? modelName } : null,
    category: { id: category?.id ?? null, name: category?.name ?? names[0]! },
  };
}

async function draftOf(tx: Orm, tenantId: string, facts: ReportedFacts): Promise<RegisterDraft> {
  const accounts = accountNames(facts.loggedInUsers);
  const holder = await personOfAccounts(tx, tenantId, accounts);
  const model = facts.model?.trim();
  return {
    device_id: facts.id,
    hostname: facts.hostname,
    name: model ? `${model} (${facts.hostname})` : facts.hostname,
    serial_number: facts.serial,
    ...(await catalogueDraft(tx, tenantId, facts)),
    holder: holder ?? null,
    logged_in_users: accounts,
  };
}

async function factsOf(tx: Orm, tenantId: string, deviceId: string) {
  const facts = await reportedFacts(tx, tenantId, deviceId);
  if (!facts) throw new HttpError(404, noSuchDevice);
  return facts;
}

/** What "Add to register" would create for this device (nothing is written). */
export async function registerDraft(orm: Orm, tenantId: string, deviceId: string) {
  return draftOf(orm, tenantId, await factsOf(orm, tenantId, deviceId));
}

/** Creates the draft's missing manufacturer, category and model; answers their ids. */
async function ensureCatalogue(tx: Orm, tenantId: string, draft: RegisterDraft, now: Date) {
  const idOf = async (
    kind: "manufacturers" | "categories",
    entry: RegisterDraft["manufacturer"],
  ) => {
    if (!entry) return null;
    if (entry.id) return entry.id;
    const [added] = await addCatalogNames(tx, tenantId, kind, [entry.name], now);
    return added?.id ?? null;
  };
  const manufacturerId = await idOf("manufacturers", draft.manufacturer);
  const categoryId = await idOf("categories", draft.category);
  let modelId = draft.model?.id ?? null;
  if (draft.model && !modelId) {
    const values = { name: draft.model.name, modelNumber: null, manufacturerId, categoryId };
    const [added] = await addCatalogModels(tx, tenantId, [values], now);
    modelId = added?.id ?? null;
  }
  return { modelId, categoryId };
}

/** One device into the register, inside the caller's transaction (`request.orm`). */
async function addOne(
  request: WriteRequest,
  tenantId: string,
  deviceId: string,
  personId: string | null,
): Promise<Asset> {
  const tx = request.orm;
  const facts = await factsOf(tx, tenantId, deviceId);
  if (facts.assetId) throw new HttpError(409, "This device is already linked to an asset");
  const taken = await assetWithSerial(tx, tenantId, facts.serial);
  if (taken) {
    throw new HttpError(
      409,
      `The asset ${taken.assetTag} has this device's serial number: link the device to it instead`,
    );
  }
  const draft = await draftOf(tx, tenantId, facts);
  const { modelId, categoryId } = await ensureCatalogue(tx, tenantId, draft, request.now);
  const input = assetCreateSchema.parse({
    name: draft.name.slice(0, 200),
    serial_number: draft.serial_number,
    model_id: modelId,
    category_id: categoryId,
    notes: `Added from the enrolled device ${facts.hostname}`,
  });
  const asset = await createWorkspaceAsset(request, input);
  await inWorkspaceWrite(request, (scope) =>
    linkDevice(scope, deviceId, asset.id, "Added to the register from the enrolled device"),
  );
  if (!personId) return asset;
  return checkOutAsset(request, asset.id, {
    person_id: personId,
    note: `Logged in on ${facts.hostname}`,
  });
}

/** Creates a register asset from the device's report and links the two, in one transaction. */
export async function addDeviceToRegister(
  request: WriteRequest,
  deviceId: string,
  personId: string | null,
) {
  return request.orm.transaction(async (tx) => {
    const { workspace } = await request.open(tx);
    return addOne({ ...request, orm: tx }, workspace.id, deviceId, personId);
  });
}

const batchSize = 50;

/**
 * Every unlinked device into the register, 50 to a transaction (a fleet of thousands holds no
 * lock for long; a failure keeps the batches before it). Devices whose serial is an asset's
 * already are skipped: they belong linked to it.
 */
export async function addAllToRegister(
  request: WriteRequest,
  assignLoggedInUsers: boolean,
): Promise<AddAllToRegisterResult> {
  const result = { added: 0, skipped: 0 };
  let after: string | undefined;
  for (;;) {
    const done = await request.orm.transaction(async (tx) => {
      const { workspace } = await request.open(tx);
      const nested = { ...request, orm: tx };
      const batch = await unlinkedDeviceIds(tx, workspace.id, after, batchSize);
      let added = 0;
      for (const id of batch) {
        const facts = await factsOf(tx, workspace.id, id);
        if (await assetWithSerial(tx, workspace.id, facts.serial)) continue;
        const holder = assignLoggedInUsers
          ? await personOfAccounts(tx, workspace.id, accountNames(facts.loggedInUsers))
          : undefined;
        await addOne(nested, workspace.id, id, holder?.id ?? null);
        added += 1;
      }
      return { batch, added };
    });
    // Counted once the batch is committed: a failed batch adds nothing.
    result.added += done.added;
    result.skipped += done.batch.length - done.added;
    if (done.batch.length < batchSize) return result;
    after = done.batch.at(-1);
  }
}
