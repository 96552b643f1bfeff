import {
  catalogIdParams,
  locationChildCreateSchema,
  locationSchema,
  locationTreeSchema,
  locationUpdateSchema,
} from "@fleetward/contracts/workspace-catalog";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { workspaceAccess } from "../access/service.ts";
import { catalogRoute } from "./route-options.ts";
import {
  addWorkspaceLocationChild,
  editWorkspaceLocation,
  getWorkspaceLocation,
  removeWorkspaceLocation,
  workspaceLocationTree,
} from "./service.ts";

/**
 * The location tree. `GET`/`POST /api/workspace/locations` (the flat list, and adding a
 * site) are the assets module's; these add the tree, nesting, editing and deleting.
 */
export function locationRoutes(app: FastifyInstance, access: ReturnType<typeof workspaceAccess>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const path = "/api/workspace/locations";
  const tenant = async (request: Parameters<typeof access.read>[0]) =>
    (await access.read(request)).workspace.id;
  routes.get(
    `${path}/tree`,
    catalogRoute(app, "read", "The workspace's locations as a tree (site → building → room)", {
      response: { 200: locationTreeSchema },
    }),
    async (request) => workspaceLocationTree(app.db.orm, await tenant(request)),
  );
  routes.get(
    `${path}/:id`,
    catalogRoute(app, "read", "One location", {
      params: catalogIdParams,
      response: { 200: locationSchema },
    }),
    async (request) => getWorkspaceLocation(app.db.orm, await tenant(request), request.params.id),
  );
  routes.post(
    `${path}/:id/children`,
    catalogRoute(
      app,
      "write",
      "Add a location inside this one",
      {
        params: catalogIdParams,
        body: locationChildCreateSchema,
        response: { 201: locationSchema },
      },
      "kind defaults to one level below the parent's (site → building → room).",
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addWorkspaceLocationChild(access.write(request), request.params.id, request.body),
        ),
  );
  routes.patch(
    `${path}/:id`,
    catalogRoute(
      app,
      "write",
      "Rename, re-kind or move a location",
      { params: catalogIdParams, body: locationUpdateSchema, response: { 200: locationSchema } },
      "parent_id null makes it a top-level location; a parent inside the location itself is refused (422).",
    ),
    async (request) =>
      editWorkspaceLocation(access.write(request), request.params.id, request.body),
  );
  routes.delete(
    `${path}/:id`,
    catalogRoute(
      app,
      "write",
      "Delete a location with nothing inside it",
      { params: catalogIdParams, response: { 204: z.null() } },
      "409 while other locations are inside it; its assets and people keep no location.",
    ),
    async (request, reply) => {
      await removeWorkspaceLocation(access.write(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
