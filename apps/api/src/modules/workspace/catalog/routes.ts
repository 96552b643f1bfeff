import {
  catalogIdParams,
  manufacturerCreateSchema,
  manufacturerSchema,
  manufacturerUpdateSchema,
  modelCreateSchema,
  modelSchema,
  modelUpdateSchema,
  statusLabelCreateSchema,
  statusLabelSchema,
  statusLabelUpdateSchema,
} from "@fleetward/contracts/workspace-catalog";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
import { locationRoutes } from "./locations-routes.ts";
import {
  createWorkspaceManufacturer,
  createWorkspaceModel,
  createWorkspaceStatusLabel,
  deleteCatalogEntry,
  editWorkspaceManufacturer,
  editWorkspaceModel,
  editWorkspaceStatusLabel,
  getWorkspaceManufacturer,
  getWorkspaceModel,
  listWorkspaceManufacturers,
  listWorkspaceModels,
  listWorkspaceStatusLabels,
} from "./service.ts";

/** The catalogue: manufacturers, models, status labels and the location tree. */
export async function catalogRoutes(app: FastifyInstance) {
  const kit = workspaceRoutes(app, { tags: ["workspace catalog"] });
  manufacturerRoutes(app, kit);
  modelRoutes(app, kit);
  statusLabelRoutes(app, kit);
  locationRoutes(app, kit);
}

function manufacturerRoutes(
  app: FastifyInstance,
  { api, access, tenantOf, route }: WorkspaceRouteKit,
) {
  const path = "/api/workspace/manufacturers";
  api.get(
    path,
    route(
      { kind: "read", summary: "The workspace's manufacturers, by name" },
      { response: { 200: z.array(manufacturerSchema) } },
    ),
    async (request) => listWorkspaceManufacturers(app.db.orm, tenantOf(request)),
  );
  api.post(
    path,
    route(
      { kind: "write", summary: "Add a manufacturer" },
      { body: manufacturerCreateSchema, response: { 201: manufacturerSchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceManufacturer(access.write(request), request.body)),
  );
  api.get(
    `${path}/:id`,
    route(
      { kind: "read", summary: "One manufacturer" },
      { params: catalogIdParams, response: { 200: manufacturerSchema } },
    ),
    async (request) => getWorkspaceManufacturer(app.db.orm, tenantOf(request), request.params.id),
  );
  api.patch(
    `${path}/:id`,
    route(
      { kind: "write", summary: "Edit a manufacturer; only the fields sent change" },
      {
        params: catalogIdParams,
        body: manufacturerUpdateSchema,
        response: { 200: manufacturerSchema },
      },
    ),
    async (request) =>
      editWorkspaceManufacturer(access.write(request), request.params.id, request.body),
  );
  api.delete(
    `${path}/:id`,
    route(
      { kind: "write", summary: "Delete a manufacturer; its models keep no manufacturer" },
      { params: catalogIdParams, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await deleteCatalogEntry(access.write(request), "manufacturer", request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function modelRoutes(app: FastifyInstance, { api, access, tenantOf, route }: WorkspaceRouteKit) {
  const path = "/api/workspace/models";
  api.get(
    path,
    route(
      { kind: "read", summary: "The workspace's models, by name" },
      { response: { 200: z.array(modelSchema) } },
    ),
    async (request) => listWorkspaceModels(app.db.orm, tenantOf(request)),
  );
  api.post(
    path,
    route(
      { kind: "write", summary: "Add a model" },
      { body: modelCreateSchema, response: { 201: modelSchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceModel(access.write(request), request.body)),
  );
  api.get(
    `${path}/:id`,
    route(
      { kind: "read", summary: "One model" },
      { params: catalogIdParams, response: { 200: modelSchema } },
    ),
    async (request) => getWorkspaceModel(app.db.orm, tenantOf(request), request.params.id),
  );
  api.patch(
    `${path}/:id`,
    route(
      { kind: "write", summary: "Edit a model; only the fields sent change" },
      { params: catalogIdParams, body: modelUpdateSchema, response: { 200: modelSchema } },
    ),
    async (request) => editWorkspaceModel(access.write(request), request.params.id, request.body),
  );
  api.delete(
    `${path}/:id`,
    route(
      { kind: "write", summary: "Delete a model" },
      { params: catalogIdParams, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await deleteCatalogEntry(access.write(request), "model", request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** Status labels are definitions: only admins change them. */
function statusLabelRoutes(
  app: FastifyInstance,
  { api, access, tenantOf, route }: WorkspaceRouteKit,
) {
  const path = "/api/workspace/status-labels";
  api.get(
    path,
    route(
      { kind: "read", summary: "The workspace's status labels, by name" },
      { response: { 200: z.array(statusLabelSchema) } },
    ),
    async (request) => listWorkspaceStatusLabels(app.db.orm, tenantOf(request)),
  );
  api.post(
    path,
    route(
      { kind: "admin", summary: "Add a status label" },
      { body: statusLabelCreateSchema, response: { 201: statusLabelSchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceStatusLabel(access.write(request), request.body)),
  );
  api.patch(
    `${path}/:id`,
    route(
      { kind: "admin", summary: "Rename or recolour a status label (a default keeps its kind)" },
      {
        params: catalogIdParams,
        body: statusLabelUpdateSchema,
        response: { 200: statusLabelSchema },
      },
    ),
    async (request) =>
      editWorkspaceStatusLabel(access.write(request), request.params.id, request.body),
  );
  api.delete(
    `${path}/:id`,
    route(
      {
        kind: "admin",
        summary: "Delete a status label of the workspace's own (409 for a default)",
      },
      {
        params: catalogIdParams,
        response: { 204: z.null() },
      },
    ),
    async (request, reply) => {
      await deleteCatalogEntry(access.write(request), "status label", request.params.id);
      return reply.code(204).send(null);
    },
  );
}
