import {
  catalogIdParams,
  locationChildCreateSchema,
  locationSchema,
  locationTreeSchema,
  locationUpdateSchema,
} from "@fleetward/contracts/workspace-catalog";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { WorkspaceRouteKit } from "../access/service.ts";
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
export function locationRoutes(
  app: FastifyInstance,
  { api, access, tenantOf, route }: WorkspaceRouteKit,
) {
  const path = "/api/workspace/locations";
  api.get(
    `${path}/tree`,
    route(
      { kind: "read", summary: "The workspace's locations as a tree (site → building → room)" },
      { response: { 200: locationTreeSchema } },
    ),
    async (request) => workspaceLocationTree(app.db.orm, tenantOf(request)),
  );
  api.get(
    `${path}/:id`,
    route(
      { kind: "read", summary: "One location" },
      { params: catalogIdParams, response: { 200: locationSchema } },
    ),
    async (request) => getWorkspaceLocation(app.db.orm, tenantOf(request), request.params.id),
  );
  api.post(
    `${path}/:id/children`,
    route(
      {
        kind: "write",
        summary: "Add a location inside this one",
        description: "kind defaults to one level below the parent's (site → building → room).",
      },
      {
        params: catalogIdParams,
        body: locationChildCreateSchema,
        response: { 201: locationSchema },
      },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addWorkspaceLocationChild(access.write(request), request.params.id, request.body),
        ),
  );
  api.patch(
    `${path}/:id`,
    route(
      {
        kind: "write",
        summary: "Rename, re-kind or move a location",
        description:
          "parent_id null makes it a top-level location; a parent inside the location itself is refused (422).",
      },
      { params: catalogIdParams, body: locationUpdateSchema, response: { 200: locationSchema } },
    ),
    async (request) =>
      editWorkspaceLocation(access.write(request), request.params.id, request.body),
  );
  api.delete(
    `${path}/:id`,
    route(
      {
        kind: "write",
        summary: "Delete a location with nothing inside it",
        description:
          "409 while other locations are inside it; its assets and people keep no location.",
      },
      { params: catalogIdParams, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await removeWorkspaceLocation(access.write(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
