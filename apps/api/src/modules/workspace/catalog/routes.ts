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
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noStore, workspaceAccess } from "../access/service.ts";
import { catalogRoute } from "./route-options.ts";
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

const api = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
type Api = ReturnType<typeof api>;
type Access = ReturnType<typeof workspaceAccess>;

/** The catalogue: manufacturers, models, status labels and the location tree. */
export async function catalogRoutes(app: FastifyInstance) {
  const access = workspaceAccess(app);
  noStore(app);
  manufacturerRoutes(app, api(app), access);
  modelRoutes(app, api(app), access);
  statusLabelRoutes(app, api(app), access);
  locationRoutes(app, access);
}

function manufacturerRoutes(app: FastifyInstance, routes: Api, access: Access) {
  const path = "/api/workspace/manufacturers";
  const tenant = async (request: Parameters<Access["read"]>[0]) =>
    (await access.read(request)).workspace.id;
  routes.get(
    path,
    catalogRoute(app, "read", "The workspace's manufacturers, by name", {
      response: { 200: z.array(manufacturerSchema) },
    }),
    async (request) => listWorkspaceManufacturers(app.db.orm, await tenant(request)),
  );
  routes.post(
    path,
    catalogRoute(app, "write", "Add a manufacturer", {
      body: manufacturerCreateSchema,
      response: { 201: manufacturerSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceManufacturer(access.write(request), request.body)),
  );
  routes.get(
    `${path}/:id`,
    catalogRoute(app, "read", "One manufacturer", {
      params: catalogIdParams,
      response: { 200: manufacturerSchema },
    }),
    async (request) =>
      getWorkspaceManufacturer(app.db.orm, await tenant(request), request.params.id),
  );
  routes.patch(
    `${path}/:id`,
    catalogRoute(app, "write", "Edit a manufacturer; only the fields sent change", {
      params: catalogIdParams,
      body: manufacturerUpdateSchema,
      response: { 200: manufacturerSchema },
    }),
    async (request) =>
      editWorkspaceManufacturer(access.write(request), request.params.id, request.body),
  );
  routes.delete(
    `${path}/:id`,
    catalogRoute(app, "write", "Delete a manufacturer; its models keep no manufacturer", {
      params: catalogIdParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteCatalogEntry(access.write(request), "manufacturer", request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function modelRoutes(app: FastifyInstance, routes: Api, access: Access) {
  const path = "/api/workspace/models";
  const tenant = async (request: Parameters<Access["read"]>[0]) =>
    (await access.read(request)).workspace.id;
  routes.get(
    path,
    catalogRoute(app, "read", "The workspace's models, by name", {
      response: { 200: z.array(modelSchema) },
    }),
    async (request) => listWorkspaceModels(app.db.orm, await tenant(request)),
  );
  routes.post(
    path,
    catalogRoute(app, "write", "Add a model", {
      body: modelCreateSchema,
      response: { 201: modelSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceModel(access.write(request), request.body)),
  );
  routes.get(
    `${path}/:id`,
    catalogRoute(app, "read", "One model", {
      params: catalogIdParams,
      response: { 200: modelSchema },
    }),
    async (request) => getWorkspaceModel(app.db.orm, await tenant(request), request.params.id),
  );
  routes.patch(
    `${path}/:id`,
    catalogRoute(app, "write", "Edit a model; only the fields sent change", {
      params: catalogIdParams,
      body: modelUpdateSchema,
      response: { 200: modelSchema },
    }),
    async (request) => editWorkspaceModel(access.write(request), request.params.id, request.body),
  );
  routes.delete(
    `${path}/:id`,
    catalogRoute(app, "write", "Delete a model", {
      params: catalogIdParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteCatalogEntry(access.write(request), "model", request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** Status labels are definitions: only admins change them. */
function statusLabelRoutes(app: FastifyInstance, routes: Api, access: Access) {
  const path = "/api/workspace/status-labels";
  routes.get(
    path,
    catalogRoute(app, "read", "The workspace's status labels, by name", {
      response: { 200: z.array(statusLabelSchema) },
    }),
    async (request) =>
      listWorkspaceStatusLabels(app.db.orm, (await access.read(request)).workspace.id),
  );
  routes.post(
    path,
    catalogRoute(app, "admin", "Add a status label", {
      body: statusLabelCreateSchema,
      response: { 201: statusLabelSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceStatusLabel(access.write(request), request.body)),
  );
  routes.patch(
    `${path}/:id`,
    catalogRoute(app, "admin", "Rename or recolour a status label (a default keeps its kind)", {
      params: catalogIdParams,
      body: statusLabelUpdateSchema,
      response: { 200: statusLabelSchema },
    }),
    async (request) =>
      editWorkspaceStatusLabel(access.write(request), request.params.id, request.body),
  );
  routes.delete(
    `${path}/:id`,
    catalogRoute(app, "admin", "Delete a status label of the workspace's own (409 for a default)", {
      params: catalogIdParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteCatalogEntry(access.write(request), "status label", request.params.id);
      return reply.code(204).send(null);
    },
  );
}
