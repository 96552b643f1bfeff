import {
  libraryEnableSchema,
  libraryKeyParams,
  libraryListSchema,
  personPostureSchema,
  policyCreateSchema,
  policyDevicesQuerySchema,
  policyDevicesSchema,
  policyIdParams,
  policyListSchema,
  policySchema,
  policyUpdateSchema,
  postureSchema,
} from "@fleetward/contracts/workspace-policies";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
import { startPolicyAlerts, type PolicyHooks } from "./alerts.ts";
import {
  createWorkspacePolicy,
  editWorkspacePolicy,
  enableLibraryPolicy,
  getWorkspacePolicy,
  listWorkspacePolicies,
  personPosture,
  policyDeviceResults,
  removeWorkspacePolicy,
  workspaceLibrary,
  workspacePosture,
} from "./service.ts";

const tags = ["workspace posture policies"];
const base = "/api/workspace/policies";

export type PoliciesOptions = {
  hooks?: PolicyHooks;
  /** Polling of the alert queue's worker (tests keep the default). */
  alertPollingSeconds?: number;
};

/**
 * Posture policies (docs/decisions/0026): yes/no osquery queries on the workspace's devices,
 * their library, results and compliance scores; and the alert job for flips.
 */
export async function policiesRoutes(app: FastifyInstance, options: PoliciesOptions = {}) {
  const kit = workspaceRoutes(app, { tags });
  policyRoutes(app, kit);
  libraryRoutes(app, kit);
  postureRoutes(app, kit);
  await startPolicyAlerts(app, options);
}

function policyRoutes(app: FastifyInstance, { api, access, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    base,
    route(
      { kind: "read", summary: "Posture policies, with how many devices pass, fail, are unknown" },
      { response: { 200: policyListSchema } },
    ),
    async (request) => listWorkspacePolicies(app.db.orm, tenantOf(request)),
  );

  api.post(
    base,
    route(
      {
        kind: "admin",
        summary: "Add a custom policy",
        description:
          "The query must be a single read-only SELECT in osquery's SQL (SQLite); anything else is a 422 naming the problem.",
      },
      { body: policyCreateSchema, response: { 201: policySchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await createWorkspacePolicy(access.write(request), request.body)),
  );

  api.get(
    `${base}/:id`,
    route(
      { kind: "read", summary: "One policy" },
      { params: policyIdParams, response: { 200: policySchema } },
    ),
    async (request) => getWorkspacePolicy(app.db.orm, tenantOf(request), request.params.id),
  );

  api.patch(
    `${base}/:id`,
    route(
      {
        kind: "admin",
        summary: "Edit a policy; only the fields sent change",
        description:
          "A new query or platform list forgets the policy's results: devices are asked again on their next check-in.",
      },
      { params: policyIdParams, body: policyUpdateSchema, response: { 200: policySchema } },
    ),
    async (request) => editWorkspacePolicy(access.write(request), request.params.id, request.body),
  );

  api.delete(
    `${base}/:id`,
    route(
      { kind: "admin", summary: "Remove a policy with its results and their history" },
      { params: policyIdParams, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await removeWorkspacePolicy(access.write(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    `${base}/:id/devices`,
    route(
      {
        kind: "read",
        summary: "A policy's latest result on each device",
        description:
          "Failing first, then unknown, then passing, each by hostname; `status` keeps one of them. Keyset-paged: pass `next_cursor` as `cursor` for the next page.",
      },
      {
        params: policyIdParams,
        querystring: policyDevicesQuerySchema,
        response: { 200: policyDevicesSchema },
      },
    ),
    async (request) =>
      policyDeviceResults(app.db.orm, tenantOf(request), request.params.id, request.query),
  );
}

/** `/library` is matched before `/:id`: a literal segment wins in Fastify's router. */
function libraryRoutes(app: FastifyInstance, { api, access, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    `${base}/library`,
    route(
      {
        kind: "read",
        summary: "The curated policy library (Windows, macOS, Linux), ready to switch on",
        description: "`policy_id` names the workspace's policy switched on from an entry.",
      },
      { response: { 200: libraryListSchema } },
    ),
    async (request) => workspaceLibrary(app.db.orm, tenantOf(request)),
  );

  api.post(
    `${base}/library/:key`,
    route(
      {
        kind: "admin",
        summary: "Switch a library policy on",
        description:
          "`minutes` for the screen lock policies, `min_version` for the minimum version ones; 409 when it is on already.",
      },
      {
        params: libraryKeyParams,
        body: libraryEnableSchema.optional(),
        response: { 201: policySchema },
      },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await enableLibraryPolicy(access.write(request), request.params.key, request.body ?? {}),
        ),
  );
}

function postureRoutes(app: FastifyInstance, { api, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    "/api/workspace/posture",
    route(
      {
        kind: "read",
        summary: "The workspace's compliance: score, devices failing, worst devices, per policy",
        description:
          "The score is the share of evaluated devices (with a pass or a fail of an enabled policy) that pass every enabled policy, 0–100, rounded down; unknown results count neither way; null before any.",
      },
      { response: { 200: postureSchema } },
    ),
    async (request) => workspacePosture(app.db.orm, tenantOf(request)),
  );

  api.get(
    "/api/workspace/people/:id/posture",
    route(
      {
        kind: "read",
        summary: "A person's compliance: the devices linked to the assets they hold",
      },
      { params: z.object({ id: z.uuid() }), response: { 200: personPostureSchema } },
    ),
    async (request) => personPosture(app.db.orm, tenantOf(request), request.params.id),
  );
}
