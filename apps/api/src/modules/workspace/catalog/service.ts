import {
  type Manufacturer,
  type ManufacturerCreate,
  type ManufacturerUpdate,
  type Model,
  type ModelCreate,
  type ModelUpdate,
  type StatusLabel,
  type StatusLabelCreate,
  type StatusLabelUpdate,
} from "@fleetward/contracts/workspace-catalog";
import type { Orm } from "../../../db/client.ts";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { inWorkspaceWrite, type WriteRequest, type WriteScope } from "../history/service.ts";
import { assetModels, manufacturers, statusLabels } from "./schema.ts";
import {
  categoryInTenant,
  deleteInTenant,
  findManufacturer,
  findModel,
  findStatusLabel,
  insertManufacturer,
  insertModel,
  insertStatusLabels,
  listManufacturers,
  listModels,
  listStatusLabels,
  updateManufacturer,
  updateModel,
  updateStatusLabel,
  type ManufacturerRow,
  type ModelValues,
  type ModelWithNames,
  type StatusLabelRow,
} from "./repository.ts";
import { blankToNull } from "../../../lib/forms.ts";

export * from "./locations.ts";
export * from "./lookups.ts";
export * from "./bulk.ts";
export { addDefaultStatusLabels, provisionCatalog } from "./provisioning.ts";

const notFound = (what: string) => new HttpError(404, `No such ${what} in this workspace`);

/** Names are unique per workspace (per manufacturer for models): a duplicate is a 409. */
const uniqueNames = {
  manufacturers_tenant_name_unique: "name: This workspace already has a manufacturer by that name",
  asset_models_tenant_manufacturer_name_unique:
    "name: This manufacturer already has a model by that name",
  status_labels_tenant_name_unique: "name: This workspace already has a status label by that name",
};

/** A catalogue write: one transaction, refused while the workspace is read-only. */
const catalogWrite = <T>(request: WriteRequest, work: (scope: WriteScope) => Promise<T>) =>
  uniqueConflictsAs409(uniqueNames, () => inWorkspaceWrite(request, work));

// Manufacturers

function toManufacturer(row: ManufacturerRow): Manufacturer {
  return { id: row.id, name: row.name, url: row.url, support_email: row.supportEmail };
}

export async function listWorkspaceManufacturers(orm: Orm, tenantId: string) {
  return (await listManufacturers(orm, tenantId)).map(toManufacturer);
}

export async function getWorkspaceManufacturer(orm: Orm, tenantId: string, id: string) {
  const row = await findManufacturer(orm, tenantId, id);
  if (!row) throw notFound("manufacturer");
  return toManufacturer(row);
}

function manufacturerValues(input: ManufacturerUpdate) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...("url" in input && { url: blankToNull(input.url) }),
    ...("support_email" in input && { supportEmail: blankToNull(input.support_email) }),
  };
}

export async function createWorkspaceManufacturer(
  request: WriteRequest,
  input: ManufacturerCreate,
) {
  return catalogWrite(request, async ({ tx, tenantId, now }) =>
    toManufacturer(
      await insertManufacturer(tx, tenantId, {
        ...manufacturerValues(input),
        name: input.name,
        createdAt: now,
        updatedAt: now,
      }),
    ),
  );
}

export async function editWorkspaceManufacturer(
  request: WriteRequest,
  id: string,
  input: ManufacturerUpdate,
) {
  return catalogWrite(request, async ({ tx, tenantId, now }) => {
    const row = await updateManufacturer(tx, tenantId, id, {
      ...manufacturerValues(input),
      updatedAt: now,
    });
    if (!row) throw notFound("manufacturer");
    return toManufacturer(row);
  });
}

// Models

function toModel({ model, manufacturerName, categoryName }: ModelWithNames): Model {
  return {
    id: model.id,
    name: model.name,
    model_number: model.modelNumber,
    manufacturer_id: model.manufacturerId,
    manufacturer_name: manufacturerName,
    category_id: model.categoryId,
    category_name: categoryName,
    eol_months: model.eolMonths,
    image_url: model.imageUrl,
  };
}

export async function listWorkspaceModels(orm: Orm, tenantId: string) {
  return (await listModels(orm, tenantId)).map(toModel);
}

export async function getWorkspaceModel(orm: Orm, tenantId: string, id: string) {
  const row = await findModel(orm, tenantId, id);
  if (!row) throw notFound("model");
  return toModel(row);
}

function modelValues(input: ModelUpdate): Partial<ModelValues> {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...("model_number" in input && { modelNumber: blankToNull(input.model_number) }),
    ...("manufacturer_id" in input && { manufacturerId: blankToNull(input.manufacturer_id) }),
    ...("category_id" in input && { categoryId: blankToNull(input.category_id) }),
    ...("eol_months" in input && { eolMonths: blankToNull(input.eol_months) }),
    ...("image_url" in input && { imageUrl: blankToNull(input.image_url) }),
  };
}

/** A model's manufacturer and category must be this workspace's own. */
async function checkModelReferences({ tx, tenantId }: WriteScope, values: Partial<ModelValues>) {
  if (values.manufacturerId && !(await findManufacturer(tx, tenantId, values.manufacturerId))) {
    throw new HttpError(422, "manufacturer_id: No such manufacturer in this workspace");
  }
  if (values.categoryId && !(await categoryInTenant(tx, tenantId, values.categoryId))) {
    throw new HttpError(422, "category_id: No such category in this workspace");
  }
}

export async function createWorkspaceModel(request: WriteRequest, input: ModelCreate) {
  return catalogWrite(request, async (scope) => {
    const values = modelValues(input);
    await checkModelReferences(scope, values);
    const { id } = await insertModel(scope.tx, scope.tenantId, {
      ...values,
      name: input.name,
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    return getWorkspaceModel(scope.tx, scope.tenantId, id);
  });
}

export async function editWorkspaceModel(request: WriteRequest, id: string, input: ModelUpdate) {
  return catalogWrite(request, async (scope) => {
    const values = modelValues(input);
    await checkModelReferences(scope, values);
    const row = await updateModel(scope.tx, scope.tenantId, id, {
      ...values,
      updatedAt: scope.now,
    });
    if (!row) throw notFound("model");
    return getWorkspaceModel(scope.tx, scope.tenantId, id);
  });
}

// Status labels

function toStatusLabel(row: StatusLabelRow): StatusLabel {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    colour: row.colour,
    is_default: row.isDefault,
  };
}

export async function listWorkspaceStatusLabels(orm: Orm, tenantId: string) {
  return (await listStatusLabels(orm, tenantId)).map(toStatusLabel);
}

export async function createWorkspaceStatusLabel(request: WriteRequest, input: StatusLabelCreate) {
  return catalogWrite(request, async ({ tx, tenantId, now }) => {
    const [row] = await insertStatusLabels(tx, tenantId, [
      { ...input, isDefault: false, createdAt: now, updatedAt: now },
    ]);
    if (!row) throw new HttpError(409, uniqueNames.status_labels_tenant_name_unique);
    return toStatusLabel(row);
  });
}

export async function editWorkspaceStatusLabel(
  request: WriteRequest,
  id: string,
  input: StatusLabelUpdate,
) {
  return catalogWrite(request, async ({ tx, tenantId, now }) => {
    const current = await findStatusLabel(tx, tenantId, id);
    if (!current) throw notFound("status label");
    // Check-out and the migrated statuses rely on what the default labels mean.
    if (current.isDefault && input.kind !== undefined && input.kind !== current.kind) {
      throw new HttpError(409, "kind: The kind of a default status label cannot change");
    }
    const row = await updateStatusLabel(tx, tenantId, id, { ...input, updatedAt: now });
    if (!row) throw notFound("status label");
    return toStatusLabel(row);
  });
}

// Deleting

const deletable = {
  manufacturer: manufacturers,
  model: assetModels,
  "status label": statusLabels,
} as const;

/** Deletes a manufacturer, model or (non-default) status label of the workspace. */
export async function deleteCatalogEntry(
  request: WriteRequest,
  what: keyof typeof deletable,
  id: string,
) {
  return inWorkspaceWrite(request, async ({ tx, tenantId }) => {
    if (what === "status label" && (await findStatusLabel(tx, tenantId, id))?.isDefault) {
      throw new HttpError(409, "A default status label can be renamed but not deleted");
    }
    if (!(await deleteInTenant(tx, deletable[what], tenantId, id))) throw notFound(what);
  });
}
