import { historyPageSchema, historyQuerySchema } from "@fleetward/contracts/workspace-history";
import {
  personCreateSchema,
  personListQuerySchema,
  personListResponseSchema,
  personSchema,
  personUpdateSchema,
} from "@fleetward/contracts/workspace-people";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { workspaceRoutes } from "../access/service.ts";
import {
  createWorkspacePerson,
  editWorkspacePerson,
  getWorkspacePerson,
  listWorkspacePeople,
  workspacePersonHistory,
} from "./service.ts";

const tags = ["workspace people"];
const personParams = z.object({ id: z.uuid() });

/** People: the employees who hold the workspace's assets. */
export async function peopleRoutes(app: FastifyInstance) {
  const { api, access, tenantOf, route } = workspaceRoutes(app, { tags });

  api.get(
    "/api/workspace/people",
    route(
      {
        kind: "read",
        summary: "People: search, filter, sort and page (keyset)",
        description: "q finds part of a name, e-mail, employee number or department.",
      },
      { querystring: personListQuerySchema, response: { 200: personListResponseSchema } },
    ),
    async (request) => listWorkspacePeople(app.db.orm, tenantOf(request), request.query),
  );

  api.post(
    "/api/workspace/people",
    route(
      {
        kind: "write",
        summary: "Add a person",
        description: "E-mail and employee number are unique per workspace (409).",
      },
      { body: personCreateSchema, response: { 201: personSchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await createWorkspacePerson(access.write(request), request.body)),
  );

  api.get(
    "/api/workspace/people/:id",
    route(
      { kind: "read", summary: "One person" },
      { params: personParams, response: { 200: personSchema } },
    ),
    async (request) => getWorkspacePerson(app.db.orm, tenantOf(request), request.params.id),
  );

  api.patch(
    "/api/workspace/people/:id",
    route(
      {
        kind: "write",
        summary: "Edit a person; only the fields sent change, each is recorded",
      },
      { params: personParams, body: personUpdateSchema, response: { 200: personSchema } },
    ),
    async (request) => editWorkspacePerson(access.write(request), request.params.id, request.body),
  );

  api.get(
    "/api/workspace/people/:id/history",
    route(
      {
        kind: "read",
        summary: "A person's history: every change, who made it and when",
        description: "Newest first; append-only.",
      },
      {
        params: personParams,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema },
      },
    ),
    async (request) =>
      workspacePersonHistory(app.db.orm, tenantOf(request), request.params.id, request.query),
  );
}
