import { assetSchema } from "@fleetward/contracts/workspace-assets";
import {
  deviceDetailSchema,
  deviceIdParams,
  addAllToRegisterResultSchema,
  addAllToRegisterSchema,
  addToRegisterSchema,
  deviceLinkSchema,
  registerDraftSchema,
  deviceListQuerySchema,
  deviceListResponseSchema,
  deviceSettingsSchema,
  deviceSettingsUpdateSchema,
  deviceSimpleListQuerySchema,
  deviceSoftwareListSchema,
  enrollSecretCreatedSchema,
  enrollSecretCreateSchema,
  enrollSecretIdParams,
  enrollSecretListSchema,
  neverEnrolledResponseSchema,
  osqueryFlagsQuerySchema,
  osqueryFlagsSchema,
  softwareSearchQuerySchema,
  softwareSearchResponseSchema,
  unregisteredResponseSchema,
} from "@fleetward/contracts/workspace-devices";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
import { onSerialsSet } from "../assets/service.ts";
import { linkAssetsBySerial } from "./serial-match.ts";
import { scheduleDeviceHousekeeping } from "./housekeeping.ts";
import { osqueryRoutes } from "./osquery-routes.ts";
import { deviceDetail, devicesWithSoftware, neverEnrolled, softwareOfDevice } from "./queries.ts";
import { statusCutoffs } from "./repository.ts";
import {
  createEnrollSecret,
  listEnrollSecrets,
  osqueryFlags,
  revokeEnrollSecret,
} from "./secrets.ts";
import {
  addAllToRegister,
  addDeviceToRegister,
  deleteWorkspaceDevice,
  registerDraft,
  linkWorkspaceDevice,
  listWorkspaceDevices,
  setWorkspaceDeviceAsset,
  unlinkWorkspaceDevice,
  unregisteredDevices,
} from "./service.ts";
import { settingsOf, updateDeviceSettings } from "./settings.ts";
import type { DevicesOptions } from "./types.ts";

const tags = ["workspace devices"];
const base = "/api/workspace/devices";
const secretsBase = "/api/workspace/enroll-secrets";

/**
 * Devices: osquery hosts enrolled with the workspace's secrets (the protocol in
 * osquery-routes.ts), their vitals and software, and their link to the register.
 */
export async function devicesRoutes(app: FastifyInstance, options: DevicesOptions = {}) {
  // An asset's serial written anywhere (form, API, import) links its enrolled device (ADR 0041).
  onSerialsSet(linkAssetsBySerial);
  await osqueryRoutes(app, options);
  await scheduleDeviceHousekeeping(app, options);
  const kit = workspaceRoutes(app, { tags });
  secretRoutes(app, kit);
  settingsRoutes(app, kit);
  listRoutes(app, kit);
  deviceRoutes(app, kit, options);
  linkRoutes(app, kit);
  registerRoutes(app, kit);
}

function secretRoutes(app: FastifyInstance, { api, access, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    secretsBase,
    route(
      { kind: "admin", summary: "Enrolment secrets (never the secrets themselves)" },
      { response: { 200: enrollSecretListSchema } },
    ),
    async (request) => ({ items: await listEnrollSecrets(app.db.orm, tenantOf(request)) }),
  );
  api.post(
    secretsBase,
    route(
      {
        kind: "admin",
        summary: "Make an enrolment secret; the answer is the only time it is shown",
        description: "256 random bits prefixed `fwe_`; only its sha-256 is stored.",
      },
      { body: enrollSecretCreateSchema, response: { 201: enrollSecretCreatedSchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await createEnrollSecret(access.write(request), request.body)),
  );
  api.delete(
    `${secretsBase}/:id`,
    route(
      {
        kind: "admin",
        summary: "Revoke an enrolment secret",
        description: "Enrols nothing more; devices enrolled with it keep reporting.",
      },
      { params: enrollSecretIdParams, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await revokeEnrollSecret(access.write(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  api.get(
    `${secretsBase}/flags`,
    route(
      { kind: "admin", summary: "A ready osquery.flags file for this server and a platform" },
      { querystring: osqueryFlagsQuerySchema, response: { 200: osqueryFlagsSchema } },
    ),
    async (request) => {
      const settings = await settingsOf(app.db.orm, tenantOf(request));
      const { platform } = request.query;
      return osqueryFlags(request.host, platform, settings.distributed_interval_seconds);
    },
  );
}

function settingsRoutes(app: FastifyInstance, { api, access, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    `${base}/settings`,
    route(
      { kind: "read", summary: "Device settings: status thresholds, log retention, intervals" },
      { response: { 200: deviceSettingsSchema } },
    ),
    async (request) => settingsOf(app.db.orm, tenantOf(request)),
  );
  api.patch(
    `${base}/settings`,
    route(
      { kind: "admin", summary: "Change device settings; only the fields sent change" },
      { body: deviceSettingsUpdateSchema, response: { 200: deviceSettingsSchema } },
    ),
    async (request) => updateDeviceSettings(access.write(request), request.body),
  );
}

function listRoutes(app: FastifyInstance, { api, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    base,
    route(
      {
        kind: "read",
        summary: "Devices: search, filter and page (keyset, by hostname)",
        description:
          "status comes from last seen against the workspace's thresholds; asset_id finds the device of an asset; " +
          "software with software_below answers which devices have software X below version Y (ADR 0051).",
      },
      { querystring: deviceListQuerySchema, response: { 200: deviceListResponseSchema } },
    ),
    async (request) =>
      listWorkspaceDevices(app.db.orm, tenantOf(request), request.query, app.clock()),
  );
  api.get(
    `${base}/never-enrolled`,
    route(
      { kind: "read", summary: "Register assets with a serial number no enrolled device reports" },
      { querystring: deviceSimpleListQuerySchema, response: { 200: neverEnrolledResponseSchema } },
    ),
    async (request) => neverEnrolled(app.db.orm, tenantOf(request), request.query),
  );
  api.get(
    `${base}/unregistered`,
    route(
      { kind: "read", summary: "Enrolled devices that are not in the register" },
      { querystring: deviceSimpleListQuerySchema, response: { 200: unregisteredResponseSchema } },
    ),
    async (request) =>
      unregisteredDevices(app.db.orm, tenantOf(request), request.query, app.clock()),
  );
  api.get(
    "/api/workspace/software",
    route(
      { kind: "read", summary: "Which devices have software X (version Y)" },
      { querystring: softwareSearchQuerySchema, response: { 200: softwareSearchResponseSchema } },
    ),
    async (request) => devicesWithSoftware(app.db.orm, tenantOf(request), request.query),
  );
}

function deviceRoutes(
  app: FastifyInstance,
  { api, access, tenantOf, route }: WorkspaceRouteKit,
  options: DevicesOptions,
) {
  api.get(
    `${base}/:id`,
    route(
      { kind: "read", summary: "A device: vitals, policy results and its register asset" },
      { params: deviceIdParams, response: { 200: deviceDetailSchema } },
    ),
    async (request) => {
      const tenantId = tenantOf(request);
      const cutoffs = statusCutoffs(await settingsOf(app.db.orm, tenantId), app.clock());
      return deviceDetail(app.db.orm, tenantId, request.params.id, cutoffs, options);
    },
  );
  api.get(
    `${base}/:id/software`,
    route(
      { kind: "read", summary: "The software a device last reported" },
      { params: deviceIdParams, response: { 200: deviceSoftwareListSchema } },
    ),
    async (request) => softwareOfDevice(app.db.orm, tenantOf(request), request.params.id),
  );
  api.delete(
    `${base}/:id`,
    route(
      {
        kind: "admin",
        summary: "Remove a device",
        description: "Its node key stops working: osquery on it enrols again with a valid secret.",
      },
      { params: deviceIdParams, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await deleteWorkspaceDevice(access.write(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function linkRoutes(app: FastifyInstance, { api, access, route }: WorkspaceRouteKit) {
  const ok = z.object({ ok: z.literal(true) });
  api.post(
    `${base}/:id/link`,
    route(
      {
        kind: "write",
        summary: "Link a device to a register asset (recorded in the asset's history)",
        description: "409 when the device or the asset is already linked.",
      },
      { params: deviceIdParams, body: deviceLinkSchema, response: { 200: ok } },
    ),
    async (request) => {
      await linkWorkspaceDevice(access.write(request), request.params.id, request.body.asset_id);
      return { ok: true as const };
    },
  );
  api.put(
    `${base}/:id/asset`,
    route(
      {
        kind: "write",
        summary: "Link a device to a register asset, replacing its current link (change asset)",
        description:
          "One transaction: the old asset's history records the unlink and the new asset's the link; on any refusal (404 for no such asset, 409 when another device has the asset) the old link stays. Linking to the asset it has already changes nothing.",
      },
      { params: deviceIdParams, body: deviceLinkSchema, response: { 200: ok } },
    ),
    async (request) => {
      await setWorkspaceDeviceAsset(
        access.write(request),
        request.params.id,
        request.body.asset_id,
      );
      return { ok: true as const };
    },
  );
  api.post(
    `${base}/:id/unlink`,
    route(
      {
        kind: "write",
        summary: "Unlink a device from its asset (recorded in the asset's history)",
      },
      { params: deviceIdParams, response: { 200: ok } },
    ),
    async (request) => {
      await unlinkWorkspaceDevice(access.write(request), request.params.id);
      return { ok: true as const };
    },
  );
}

function registerRoutes(app: FastifyInstance, { api, access, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    `${base}/:id/register-draft`,
    route(
      {
        kind: "read",
        summary: "What add-to-register would create from the device's report",
        description:
          "Model, manufacturer and category (id null: created on adding), serial, and the person matching a user logged in on the device.",
      },
      { params: deviceIdParams, response: { 200: registerDraftSchema } },
    ),
    async (request) => registerDraft(app.db.orm, tenantOf(request), request.params.id),
  );
  api.post(
    `${base}/:id/add-to-register`,
    route(
      {
        kind: "write",
        summary: "Create a register asset from the device's report and link it",
        description:
          "Creates missing catalogue entries; person_id checks the asset out to that person. 409 when the device is linked already or its serial is another asset's.",
      },
      {
        params: deviceIdParams,
        body: addToRegisterSchema.nullish(),
        response: { 201: assetSchema },
      },
    ),
    async (request, reply) => {
      const personId = request.body?.person_id ?? null;
      const asset = await addDeviceToRegister(access.write(request), request.params.id, personId);
      return reply.code(201).send(asset);
    },
  );
  api.post(
    `${base}/add-to-register`,
    route(
      {
        kind: "write",
        summary: "Add every device not in the register to it (50 per transaction)",
        description: "Devices whose serial is an asset's already are skipped: link them instead.",
      },
      { body: addAllToRegisterSchema.nullish(), response: { 200: addAllToRegisterResultSchema } },
    ),
    async (request) =>
      addAllToRegister(access.write(request), request.body?.assign_logged_in_users ?? false),
  );
}
