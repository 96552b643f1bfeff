import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { continueMetered, type DatabaseMeter } from "../db/meter.ts";
import { continueInScope, type DatabaseScope } from "../db/scope.ts";

const noTenant: DatabaseScope = { kind: "none" };

declare module "fastify" {
  interface FastifyRequest {
    /** What the request path above the handler cost: set once the access checks are done. */
    accessCost: { ms: number; roundTrips: number } | null;
  }
}

/**
 * Every request's database work runs in a scope (ADR 0034): none at first — no workspace's
 * rows are visible — and, once the member check (or an API token) has resolved the workspace,
 * that workspace's alone. The scope is entered again before the handler because reading the
 * body may continue outside the context onRequest entered.
 *
 * The access checks (session, member, workspace, trial) run in onRequest; what they cost in
 * time and database round trips is measured up to the first hook after them and sent to a
 * workspace's member as `Server-Timing: access` (issue 23: none on a warm instance but
 * PostgreSQL's change-feed barrier). Only after access is granted: an anonymous caller
 * learns nothing about the caches from it.
 */
export const requestScopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("accessCost", null);
    const started = new WeakMap<object, { at: number; meter: DatabaseMeter }>();
    app.addHook("onRequest", (request, _reply, done) => {
      const meter = { roundTrips: 0 };
      started.set(request, { at: performance.now(), meter });
      continueMetered(meter, () => continueInScope(noTenant, done));
    });
    app.addHook("preParsing", async (request) => {
      const start = started.get(request);
      if (!start) return;
      request.accessCost = {
        ms: performance.now() - start.at,
        roundTrips: start.meter.roundTrips,
      };
    });
    app.addHook("preHandler", (request, _reply, done) => {
      const access = request.workspaceAccess;
      const scope: DatabaseScope = access
        ? { kind: "tenant", tenantId: access.workspace.id }
        : noTenant;
      continueInScope(scope, done);
    });
    app.addHook("onSend", async (request, reply) => {
      const cost = request.accessCost;
      if (!cost || !request.workspaceAccess) return;
      reply.header(
        "server-timing",
        `access;dur=${cost.ms.toFixed(3)};desc="${cost.roundTrips} database round trips"`,
      );
    });
  },
  { name: "request-scope" },
);
