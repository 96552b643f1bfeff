import {
  assetCountSchema,
  assetCreateSchema,
  assetFilterSchema,
  assetListQuerySchema,
  assetListResponseSchema,
  assetSchema,
  assetUpdateSchema,
  bulkRequestSchema,
  bulkResultSchema,
  checkinSchema,
  checkoutSchema,
} from "@fleetward/contracts/workspace-assets";
import { z } from "zod";
import type { FastifyInstance } from "fastify";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
import {
  bulkChangeAssets,
  checkInAsset,
  checkOutAsset,
  countWorkspaceAssets,
  createWorkspaceAsset,
  editWorkspaceAsset,
  getWorkspaceAsset,
  listWorkspaceAssets,
  retireWorkspaceAsset,
} from "./service.ts";

const tags = ["workspace assets"];
const params = z.object({ id: z.uuid() });

/** The register's assets: list, read, add, edit, check out and in, retire, bulk changes. */
export function registerAssetRoutes(app: FastifyInstance) {
  const kit = workspaceRoutes(app, { tags });
  const { api, access, tenantOf, route } = kit;

  api.get(
    "/api/workspace/assets",
    route(
      {
        kind: "read",
        summary: "The asset register: search, filter, sort and page (keyset)",
        description:
          "q finds part of the tag, name, serial, order number, supplier, a custom value, or the name of the model, manufacturer, holder or location.",
      },
      { querystring: assetListQuerySchema, response: { 200: assetListResponseSchema } },
    ),
    async (request) =>
      listWorkspaceAssets(api.db.orm, tenantOf(request), request.query, api.clock()),
  );

  api.get(
    "/api/workspace/assets/count",
    route(
      {
        kind: "read",
        summary: "How many assets match the filters, counted exactly",
        description:
          "The list counts up to 1,000 (`total_capped`); this counts all, e.g. before a bulk change of every matching asset.",
      },
      { querystring: assetFilterSchema, response: { 200: assetCountSchema } },
    ),
    async (request) =>
      countWorkspaceAssets(api.db.orm, tenantOf(request), request.query, api.clock()),
  );

  api.get(
    "/api/workspace/assets/:id",
    route({ kind: "read", summary: "One asset" }, { params, response: { 200: assetSchema } }),
    async (request) =>
      getWorkspaceAsset(api.db.orm, tenantOf(request), request.params.id, api.clock()),
  );

  api.post(
    "/api/workspace/assets",
    route(
      {
        kind: "write",
        summary: "Add an asset",
        description:
          "Without asset_tag, the next tag of the workspace's sequence. Tags and serial numbers are unique per workspace (409); custom values are checked against the workspace's fields (422 naming the field).",
      },
      { body: assetCreateSchema, response: { 201: assetSchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceAsset(access.write(request), request.body)),
  );

  api.patch(
    "/api/workspace/assets/:id",
    route(
      { kind: "write", summary: "Edit an asset; only the fields sent change, each is recorded" },
      { params, body: assetUpdateSchema, response: { 200: assetSchema } },
    ),
    async (request) => editWorkspaceAsset(access.write(request), request.params.id, request.body),
  );
  registerLifecycleRoutes(kit);
}

function registerLifecycleRoutes({ api, access, route }: WorkspaceRouteKit) {
  api.post(
    "/api/workspace/assets/:id/checkout",
    route(
      {
        kind: "write",
        summary: "Check an asset out to a person or a location",
        description:
          "Only assets with a deployable status label that are not checked out already (409). A person who has left cannot receive assets (422).",
      },
      { params, body: checkoutSchema, response: { 200: assetSchema } },
    ),
    async (request) => checkOutAsset(access.write(request), request.params.id, request.body),
  );

  api.post(
    "/api/workspace/assets/:id/checkin",
    route(
      {
        kind: "write",
        summary: "Check an asset back in",
        description: "409 when it is not checked out. location_id sets where it is kept now.",
      },
      { params, body: checkinSchema, response: { 200: assetSchema } },
    ),
    async (request) => checkInAsset(access.write(request), request.params.id, request.body),
  );

  api.post(
    "/api/workspace/assets/:id/retire",
    route(
      {
        kind: "write",
        summary: "Retire an asset: it stays in the register, checked in, with an archived label",
        description: "409 when it is already retired.",
      },
      { params, response: { 200: assetSchema } },
    ),
    async (request) => retireWorkspaceAsset(access.write(request), request.params.id),
  );

  api.post(
    "/api/workspace/assets/bulk",
    route(
      {
        kind: "write",
        summary: "Change many assets at once: status, location, category, check in, retire",
        description:
          "On a selection (ids, up to 1,000) or on every asset matching a filter (up to 100,000). One transaction: all change or none. Retired assets are left as they are (counted as unchanged).",
      },
      { body: bulkRequestSchema, response: { 200: bulkResultSchema } },
    ),
    async (request) => bulkChangeAssets(access.write(request), request.body),
  );
}
