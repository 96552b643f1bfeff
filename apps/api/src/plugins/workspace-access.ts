import type { WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../modules/account/users/service.ts";
import { changeTags } from "../db/change-feed.ts";
import { AccessCache } from "../lib/access-cache.ts";
import { HttpError } from "../lib/http-error.ts";
import {
  noWorkspaceDetail,
  workspaceAt,
  workspaceLabel,
  type WorkspaceContext,
} from "../modules/workspace/assets/service.ts";
import { trialStateOf } from "../modules/account/trials/service.ts";
import { assertRole, membershipOf, requiredRole } from "../modules/workspace/members/service.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A /api/workspace/* route that needs more than the default (viewer reads, technician writes). */
    workspaceRole?: WorkspaceRole;
    /** `false` on the few /api/workspace/* routes that are not for members (lookup, invitations). */
    workspaceMember?: false;
  }
  interface FastifyRequest {
    /** The caller's workspace and role on every member route; null elsewhere. */
    workspaceAccess: WorkspaceAccess | null;
  }
}

/** The workspace at the request's Host, and who is using it with which role. */
export type WorkspaceAccess = WorkspaceContext & {
  /** The workspace label of the request (Host or X-Workspace). */
  label: string;
  user: UserRow;
  memberId: string;
  role: WorkspaceRole;
};

/** What the member check caches per workspace label and user (ADR 0020). */
type Membership = { context: WorkspaceContext; memberId: string; role: WorkspaceRole };

/** The OpenAPI extension that states the role a workspace call needs. */
export const roleExtension = "x-workspace-role";

const isWorkspaceApi = (url: string) =>
  url === "/api/workspace" || url.startsWith("/api/workspace/");

/**
 * Roles, enforced in one place for every /api/workspace/* route, new ones included: the
 * caller must be a member of the workspace at the Host (otherwise the same 404 as an unknown
 * workspace), and their role must reach the route's (otherwise 403 naming both roles).
 * Memberships are cached in memory, but a change to the member, workspace or trial row
 * removes the entry on every instance before the next request is answered (ADR 0020), so a
 * removed member's next call already answers 404 and a new role applies at once.
 * Runs in onRequest, after authentication and before the body is read, like the auth guards.
 */
export const workspaceAccessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("workspaceAccess", null);
    const cache = new AccessCache<Membership>(app.db.changes, {
      ttlMs: 30_000,
      maxEntries: 10_000,
    });
    app.addHook("onClose", async () => cache.close());

    async function membership(request: FastifyRequest, label: string, userId: string) {
      const key = `${label}\n${userId}`;
      if (cache.get(key) && (await app.accessCachesSettled(request))) {
        const cached = cache.get(key);
        if (cached) return cached;
      }
      const version = cache.version;
      const context = await workspaceAt(app.db.orm, label, trialStateOf);
      const member = await membershipOf(app.db.orm, context.workspace.id, userId);
      if (!member) throw new HttpError(404, noWorkspaceDetail);
      const found = { context, memberId: member.id, role: member.role };
      const { id, trialId } = context.workspace;
      cache.store(key, found, [changeTags.workspace(id), changeTags.trial(trialId)], version);
      return found;
    }

    async function resolveAccess(request: FastifyRequest) {
      if (!request.session) await app.requireSession(request);
      const { user } = request.session as NonNullable<FastifyRequest["session"]>;
      const label = workspaceLabel(
        request.hostname,
        app.config.appHost,
        request.headers["x-workspace"],
      );
      if (!label) throw new HttpError(404, noWorkspaceDetail);
      const { context, memberId, role } = await membership(request, label, user.id);
      assertRole(role, requiredRole(request.method, request.routeOptions.config.workspaceRole));
      request.workspaceAccess = { ...context, label, user, memberId, role };
    }

    app.addHook("onRoute", (route) => {
      if (!isWorkspaceApi(route.url) || route.config?.workspaceMember === false) return;
      const hooks = [route.onRequest ?? []].flat();
      if (hooks.includes(resolveAccess)) return;
      route.onRequest = [...hooks, resolveAccess] as typeof route.onRequest;
      // The OpenAPI document names the role each call needs (the role × route tests read it).
      const needed = requiredRole(String(route.method), route.config?.workspaceRole);
      route.schema = { ...route.schema, [roleExtension]: needed } as FastifySchema;
    });
  },
  { name: "workspace-access", dependencies: ["auth", "config", "database"] },
);

/** The access of a member route (every /api/workspace/* route that does not opt out). */
export function workspaceOf(request: FastifyRequest): WorkspaceAccess {
  if (!request.workspaceAccess) throw new Error("route is not behind the workspace member check");
  return request.workspaceAccess;
}
