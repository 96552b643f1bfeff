import {
  webhookCreateSchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParams,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookIdParams,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from "@fleetward/contracts/workspace-webhooks";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
import {
  createWorkspaceWebhook,
  deleteWorkspaceWebhook,
  editWorkspaceWebhook,
  getWorkspaceWebhook,
  listWebhookDeliveries,
  listWorkspaceWebhooks,
  pingWebhook,
  resendDelivery,
  rotateWebhookSecret,
} from "./service.ts";
import type { SenderDeps } from "./delivery.ts";
import { senderDeps } from "./worker.ts";

const tags = ["workspace webhooks"];
const base = "/api/workspace/webhooks";

/** Webhooks (docs/decisions/0029): admins only, reads included (logs hold receivers' answers). */
export async function webhooksRoutes(app: FastifyInstance) {
  const kit = workspaceRoutes(app, { tags, kind: "admin" });
  const deps = senderDeps(app);
  endpointRoutes(app, kit, deps);
  secretAndDeliveryRoutes(app, kit, deps);
}

const signing =
  "Each delivery is a POST of JSON signed with HMAC-SHA256: `Fleetward-Signature: t=<unix>,v1=<hex of HMAC(secret, t + '.' + body)>`.";

function endpointRoutes(
  app: FastifyInstance,
  { api, access, tenantOf, route }: WorkspaceRouteKit,
  deps: SenderDeps,
) {
  api.get(
    base,
    route({ summary: "The workspace's webhooks" }, { response: { 200: z.array(webhookSchema) } }),
    async (request) => listWorkspaceWebhooks(app.db.orm, tenantOf(request)),
  );

  api.post(
    base,
    route(
      {
        summary: "Register a webhook; the answer holds its signing secret, shown only this once",
        description: `${signing} A private, loopback or link-local target is refused (422).`,
      },
      { body: webhookCreateSchema, response: { 201: webhookWithSecretSchema } },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createWorkspaceWebhook(
            access.write(request),
            deps,
            request.body,
            app.quotaLimits.webhooks,
          ),
        ),
  );

  api.get(
    `${base}/:id`,
    route(
      { summary: "One webhook" },
      { params: webhookIdParams, response: { 200: webhookSchema } },
    ),
    async (request) => getWorkspaceWebhook(app.db.orm, tenantOf(request), request.params.id),
  );

  api.patch(
    `${base}/:id`,
    route(
      { summary: "Edit a webhook; only the fields sent change" },
      { params: webhookIdParams, body: webhookUpdateSchema, response: { 200: webhookSchema } },
    ),
    async (request) =>
      editWorkspaceWebhook(access.write(request), deps, request.params.id, request.body),
  );

  api.delete(
    `${base}/:id`,
    route(
      { summary: "Remove a webhook and its delivery log" },
      { params: webhookIdParams, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await deleteWorkspaceWebhook(access.write(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function secretAndDeliveryRoutes(
  app: FastifyInstance,
  { api, access, tenantOf, route }: WorkspaceRouteKit,
  deps: SenderDeps,
) {
  api.post(
    `${base}/:id/secret`,
    route(
      {
        summary: "Rotate the signing secret; the answer holds the new one, shown only this once",
        description: "The old secret stops signing at once.",
      },
      { params: webhookIdParams, response: { 200: webhookWithSecretSchema } },
    ),
    async (request) => rotateWebhookSecret(access.write(request), deps, request.params.id),
  );

  api.get(
    `${base}/:id/deliveries`,
    route(
      { summary: "A webhook's delivery log, newest first" },
      {
        params: webhookIdParams,
        querystring: webhookDeliveryQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    ),
    async (request) =>
      listWebhookDeliveries(app.db.orm, tenantOf(request), request.params.id, request.query),
  );

  api.post(
    `${base}/:id/deliveries/:delivery_id/resend`,
    route(
      {
        summary: "Send a delivery's event again, now",
        description:
          "A new delivery of the same event (same Fleetward-Event-Id), attempted at once and retried like any other.",
      },
      { params: webhookDeliveryParams, response: { 201: webhookDeliverySchema } },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await resendDelivery(
            access.write(request),
            deps,
            request.params.id,
            request.params.delivery_id,
          ),
        ),
  );

  api.post(
    `${base}/:id/test`,
    route(
      {
        summary: "Send a `ping` event to this webhook now",
        description:
          "Answers the delivery with the receiver's status code and the first 1 KB of its answer.",
      },
      { params: webhookIdParams, response: { 201: webhookDeliverySchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await pingWebhook(access.write(request), deps, request.params.id)),
  );
}
