import {
  adminTrialDetailSchema,
  adminTrialListQuerySchema,
  adminTrialListResponseSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  currentTrialResponseSchema,
  trialCreateSchema,
  trialIdParamsSchema,
  trialRejectSchema,
  trialViewSchema,
} from "@fleetward/contracts/trials";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/forms.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { trialDeps, type TrialDeps } from "./deps.ts";
import {
  adminTrialList,
  appDomainAvailability,
  approveTrial,
  createTrial,
  currentTrial,
  rejectTrial,
  trialDetail,
} from "./service.ts";

const security = [{ bearerAuth: [] }];

/** The customer's trial (spec §7 `POST /api/customer/trial/create`) and the operator console. */
export async function trialsRoutes(app: FastifyInstance) {
  const deps = trialDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerCustomerRoutes(routes, deps);
  registerOperatorRoutes(routes, deps);
}

function registerCustomerRoutes(routes: ZodApi, deps: TrialDeps) {
  routes.post(
    "/api/customer/trial/create",
    {
      onRequest: routes.requireSession,
      // One trial per account; the limit only stops a script hammering the form.
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["trial"],
        summary: "Request the 90-day trial",
        description:
          "Answers the trial in `pending_approval`. 409 for a second trial or a taken address.",
        security,
        body: trialCreateSchema,
        response: {
          201: trialViewSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      try {
        const trial = await createTrial(deps, session.user.id, request.body);
        request.log.info({ trialId: trial.id, appDomain: trial.app_domain }, "trial requested");
        return reply.code(201).send(trial);
      } catch (error) {
        // Spec §8: a failed trial creation is logged and the caller gets the reason.
        request.log.warn({ err: error, userId: session.user.id }, "trial request failed");
        throw error;
      }
    },
  );

  routes.get(
    "/api/customer/trial",
    {
      onRequest: routes.requireSession,
      schema: {
        tags: ["trial"],
        summary: "The signed-in customer's trial and workspace state",
        security,
        response: { 200: currentTrialResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return {
        trial: await currentTrial(deps, sessionOf(request).user.id),
        app_url_template: deps.appUrlTemplate,
      };
    },
  );

  routes.get(
    "/api/customer/trial/availability",
    {
      onRequest: routes.requireSession,
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["trial"],
        summary: "Whether a workspace address can still be requested",
        security,
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => appDomainAvailability(deps, request.query.app_domain),
  );
}

function registerOperatorRoutes(routes: ZodApi, deps: TrialDeps) {
  routes.get(
    "/api/admin/trials",
    {
      onRequest: routes.requireOperator,
      schema: {
        tags: ["admin"],
        summary: "Trials, newest request first (operators)",
        security,
        querystring: adminTrialListQuerySchema,
        response: { 200: adminTrialListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => adminTrialList(deps, request.query),
  );

  routes.get(
    "/api/admin/trials/:id",
    {
      onRequest: routes.requireOperator,
      schema: {
        tags: ["admin"],
        summary: "One trial request with its audit trail (operators)",
        security,
        params: trialIdParamsSchema,
        response: { 200: adminTrialDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => trialDetail(deps, request.params.id),
  );

  routes.post(
    "/api/admin/trials/:id/approve",
    {
      onRequest: routes.requireOperator,
      schema: {
        tags: ["admin"],
        summary: "Approve a pending trial; its deployment starts at once (operators)",
        security,
        params: trialIdParamsSchema,
        response: { 200: adminTrialDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const detail = await approveTrial(deps, request.params.id, sessionOf(request).user.id);
      request.log.info({ trialId: request.params.id }, "trial approved");
      return detail;
    },
  );

  routes.post(
    "/api/admin/trials/:id/reject",
    {
      onRequest: routes.requireOperator,
      schema: {
        tags: ["admin"],
        summary: "Reject a pending trial with a reason the customer reads (operators)",
        security,
        params: trialIdParamsSchema,
        body: trialRejectSchema,
        response: {
          200: adminTrialDetailSchema,
          ...errorResponses(400, 401, 403, 404, 409, 415, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const detail = await rejectTrial(deps, id, sessionOf(request).user.id, request.body.reason);
      request.log.info({ trialId: id }, "trial rejected");
      return detail;
    },
  );
}
