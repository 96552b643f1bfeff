import type { Orm } from "../../../db/client.ts";
import { provisionAssets } from "../assets/service.ts";
import { provisionCatalog } from "../catalog/service.ts";
import { provisionCustomFields } from "../custom-fields/service.ts";
import { provisionLicenses } from "../licenses/service.ts";
import { addOwnerMember } from "../members/service.ts";
import { provisionPeople } from "../people/service.ts";
import { findWorkspaceOfTrial, insertWorkspace } from "./repository.ts";

export type ProvisionRequest = {
  trialId: string;
  ownerUserId: string;
  appDomain: string;
  name: string;
  now: Date;
};

/*
 * Provisioning composes the modules a workspace starts with: each adds its own sample rows
 * through its service (the catalogue first, since the others refer to its categories and
 * locations). None of those services imports this module back: they take a tenant id, and
 * only routes find a workspace (docs/architecture.md).
 */

/**
 * Creates the trial's workspace with its owner, default categories, locations and status
 * labels, and sample data. Idempotent: if the trial already has a workspace (a retried or
 * duplicated deployment job), nothing is added and the existing one is returned. Call it
 * inside the deployment transaction.
 */
export async function provisionWorkspace(tx: Orm, request: ProvisionRequest) {
  const created = await insertWorkspace(tx, {
    trialId: request.trialId,
    ownerUserId: request.ownerUserId,
    appDomain: request.appDomain,
    name: request.name,
    createdAt: request.now,
  });
  if (!created) {
    const existing = await findWorkspaceOfTrial(tx, request.trialId);
    if (!existing) throw new Error(`workspace for trial ${request.trialId} vanished`);
    return { workspace: existing, created: false };
  }

  const tenantId = created.id;
  const { now } = request;
  await addOwnerMember(tx, { workspaceId: tenantId, userId: request.ownerUserId, now });
  const catalog = await provisionCatalog(tx, tenantId, now);
  const costCentre = await provisionCustomFields(tx, tenantId, now, catalog.categoryId);
  const people = await provisionPeople(tx, tenantId, now, catalog.locationId);
  await provisionLicenses(tx, tenantId, now, people);
  await provisionAssets(tx, tenantId, now, {
    labels: catalog.labels,
    models: catalog.models,
    people,
    locationId: (name) => catalog.locationId(name) ?? undefined,
    customKey: costCentre?.key,
  });
  return { workspace: created, created: true };
}
