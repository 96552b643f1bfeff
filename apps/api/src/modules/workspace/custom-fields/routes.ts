import {
  customFieldCreateSchema,
  customFieldIdParams,
  customFieldListSchema,
  customFieldSchema,
  customFieldUpdateSchema,
} from "@fleetward/contracts/workspace-custom-fields";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
import {
  createWorkspaceCustomField,
  deleteWorkspaceCustomField,
  editWorkspaceCustomField,
  getWorkspaceCustomField,
  listWorkspaceCustomFields,
  type CustomValuesCleanup,
} from "./service.ts";

import { removeCustomValueKey } from "../assets/service.ts";

const tags = ["workspace custom fields"];
const path = "/api/workspace/custom-fields";

export type CustomFieldsRoutesOptions = {
  /** Removes a deleted field's values from the assets, in the delete's transaction. */
  removeValues?: CustomValuesCleanup;
};

/** Custom fields: every member reads the definitions, only admins change them. */
export async function customFieldsRoutes(
  app: FastifyInstance,
  options: CustomFieldsRoutesOptions = {},
) {
  const kit = workspaceRoutes(app, { tags });
  readRoutes(app, kit);
  writeRoutes(kit, options);
}

function readRoutes(app: FastifyInstance, { api, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    path,
    route(
      { kind: "read", summary: "The workspace's custom fields, in form order" },
      { response: { 200: customFieldListSchema } },
    ),
    async (request) => listWorkspaceCustomFields(app.db.orm, tenantOf(request)),
  );
  api.get(
    `${path}/:id`,
    route(
      { kind: "read", summary: "One custom field" },
      { params: customFieldIdParams, response: { 200: customFieldSchema } },
    ),
    async (request) => getWorkspaceCustomField(app.db.orm, tenantOf(request), request.params.id),
  );
}

function writeRoutes(
  { api, access, route }: WorkspaceRouteKit,
  options: CustomFieldsRoutesOptions,
) {
  api.post(
    path,
    route(
      {
        kind: "admin",
        summary: "Add a custom field",
        description:
          "Name and key are unique per workspace (409); the key is made from the name unless sent, and never changes.",
      },
      { body: customFieldCreateSchema, response: { 201: customFieldSchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceCustomField(access.write(request), request.body)),
  );
  api.patch(
    `${path}/:id`,
    route(
      {
        kind: "admin",
        summary: "Edit a custom field; only the fields sent change",
        description: "Its type and key cannot change (422).",
      },
      {
        params: customFieldIdParams,
        body: customFieldUpdateSchema,
        response: { 200: customFieldSchema },
      },
    ),
    async (request) =>
      editWorkspaceCustomField(access.write(request), request.params.id, request.body),
  );
  api.delete(
    `${path}/:id`,
    route(
      { kind: "admin", summary: "Delete a custom field and every asset's value for it" },
      { params: customFieldIdParams, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await deleteWorkspaceCustomField(
        access.write(request),
        request.params.id,
        options.removeValues ?? removeCustomValueKey,
      );
      return reply.code(204).send(null);
    },
  );
}
