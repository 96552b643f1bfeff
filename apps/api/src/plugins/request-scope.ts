import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { continueInScope, type DatabaseScope } from "../db/scope.ts";

const noTenant: DatabaseScope = { kind: "none" };

/**
 * Every request's database work runs in a scope (ADR 0034): none at first — no workspace's
 * rows are visible — and, once the member check (or an API token) has resolved the workspace,
 * that workspace's alone. The scope is entered again before the handler because reading the
 * body may continue outside the context onRequest entered.
 */
export const requestScopePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", (_request, _reply, done) => continueInScope(noTenant, done));
    app.addHook("preHandler", (request, _reply, done) => {
      const access = request.workspaceAccess;
      const scope: DatabaseScope = access
        ? { kind: "tenant", tenantId: access.workspace.id }
        : noTenant;
      continueInScope(scope, done);
    });
  },
  { name: "request-scope" },
);
