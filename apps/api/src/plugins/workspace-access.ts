import type { ApiTokenScope } from "@fleetward/contracts/workspace-api-tokens";
import type { WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../modules/account/users/service.ts";
import { changeTags } from "../db/change-feed.ts";
import { asSystem } from "../db/scope.ts";
import { AccessCache } from "../lib/access-cache.ts";
import { HttpError } from "../lib/http-error.ts";
import {
  noWorkspaceDetail,
  workspaceAt,
  workspaceLabel,
  type WorkspaceContext,
} from "../modules/workspace/core/service.ts";
import { trialStateOf } from "../modules/account/trials/service.ts";
import { bearerToken } from "../modules/account/auth/service.ts";
import { actorFor, type Actor } from "../modules/workspace/history/service.ts";
import { assertRole, membershipOf, requiredRole } from "../modules/workspace/members/service.ts";
import { twoStepRequiredIn } from "../modules/workspace/settings/service.ts";
import {
  mustUseSso,
  passesRequiredSso,
  requiredDomains,
  ssoMessages,
} from "../modules/workspace/sso/service.ts";
import type { SignInMethod } from "../modules/account/auth/schema.ts";
import { apiTokenAccess, tokenOpenApi } from "./api-token-access.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A /api/workspace/* route that needs more than the default (viewer reads, technician writes). */
    workspaceRole?: WorkspaceRole;
    /** `false` on the few /api/workspace/* routes that are not for members (lookup, invitations). */
    workspaceMember?: false;
    /** `false` on member routes an API token may not call although its role would reach them. */
    apiTokens?: false;
  }
  interface FastifyRequest {
    /** The caller's workspace and role on every member route; null elsewhere. */
    workspaceAccess: WorkspaceAccess | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of every member route (workspaceRoute declares it): 401 without a live
     * session or API token, 404 for a non-member, 403 for a role too low; sets `workspaceAccess`.
     */
    requireWorkspace(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The workspace at the request's Host (or of its API token), and who is using it with which role. */
export type WorkspaceAccess = WorkspaceContext & {
  /** The workspace's label (its app_domain: the Host, X-Workspace or the token's workspace). */
  label: string;
  role: WorkspaceRole;
  /** Who history names as making the changes: the member, or "API token <name>". */
  actor: Actor;
  /** The signed-in member and how their session was opened; null when an API token calls. */
  member: {
    user: UserRow;
    memberId: string;
    signInMethod: SignInMethod;
    ssoWorkspaceId: string | null;
  } | null;
  /** The API token calling; null for a member's session. */
  token: { id: string; name: string; scope: ApiTokenScope } | null;
};

/** What the member check caches per workspace label and user (ADR 0020). */
type Membership = {
  context: WorkspaceContext;
  memberId: string;
  role: WorkspaceRole;
  /** The workspace refuses sessions of the password alone (ADR 0053). */
  requireTwoStep: boolean;
  /** Verified domains whose members must sign in through the company's IdP (ADR 0055). */
  ssoDomains: string[];
};

export const twoStepRequiredDetail =
  "This workspace requires two-step sign-in: set up an authenticator app or a passkey in your account settings, then sign in again";

export const ssoRequiredDetail = ssoMessages.required;

/**
 * Does the workspace accept how this session was opened? SSO required for the member's domain
 * (only its own SSO sessions, or the owner's break-glass), then two-step sign-in (ADR 0053):
 * an SSO session counts as two-step, the provider being responsible for its factors.
 */
function assertSignInAccepted(
  found: Membership,
  email: string,
  session: { signInMethod: SignInMethod; ssoWorkspaceId: string | null },
) {
  const workspaceId = found.context.workspace.id;
  if (mustUseSso(email, found.ssoDomains) && !passesRequiredSso(workspaceId, found.role, session)) {
    throw new HttpError(403, ssoRequiredDetail);
  }
  if (found.requireTwoStep && session.signInMethod === "password") {
    throw new HttpError(403, twoStepRequiredDetail);
  }
}

/** The OpenAPI extension that states the role a workspace call needs. */
export const roleExtension = "x-workspace-role";

const isWorkspaceApi = (url: string) =>
  url === "/api/workspace" || url.startsWith("/api/workspace/");

/**
 * Roles, enforced by one check, `app.requireWorkspace`, that every /api/workspace/* route
 * declares: the caller must be a member of the workspace at the Host (otherwise the same 404
 * as an unknown workspace), and their role must reach the route's (otherwise 403 naming both
 * roles). Memberships are cached in memory, but a change to the member, workspace or trial
 * row removes the entry on every instance before the next request is answered (ADR 0020), so
 * a removed member's next call already answers 404 and a new role applies at once.
 * Declared as onRequest: after authentication and before the body is read, like the auth guards.
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
      // The lookup that finds the workspace, so it runs before any tenant is known.
      const { context, member, requireTwoStep, ssoDomains } = await asSystem(async () => {
        const context = await workspaceAt(app.db.orm, label, trialStateOf);
        const tenantId = context.workspace.id;
        return {
          context,
          member: await membershipOf(app.db.orm, tenantId, userId),
          requireTwoStep: await twoStepRequiredIn(app.db.orm, tenantId),
          ssoDomains: await requiredDomains(app.db.orm, tenantId),
        };
      });
      if (!member) throw new HttpError(404, noWorkspaceDetail);
      const found = { context, memberId: member.id, role: member.role, requireTwoStep, ssoDomains };
      const { id, trialId } = context.workspace;
      cache.store(key, found, [changeTags.workspace(id), changeTags.trial(trialId)], version);
      return found;
    }

    const tokenAccess = apiTokenAccess(app);
    app.addHook("onClose", async () => tokenAccess.close());

    async function resolveAccess(request: FastifyRequest, reply: FastifyReply) {
      const bearer = bearerToken(request.headers.authorization);
      if (bearer && tokenAccess.claims(bearer)) {
        request.workspaceAccess = await tokenAccess.resolve(request, reply, bearer);
        return;
      }
      if (!request.session) await app.requireSession(request);
      const session = request.session as NonNullable<FastifyRequest["session"]>;
      const { user, signInMethod, ssoWorkspaceId } = session;
      const label = workspaceLabel(
        request.hostname,
        app.config.appHost,
        request.headers["x-workspace"],
      );
      if (!label) throw new HttpError(404, noWorkspaceDetail);
      const found = await membership(request, label, user.id);
      const { context, memberId, role } = found;
      assertSignInAccepted(found, user.email, session);
      assertRole(role, requiredRole(request.method, request.routeOptions.config.workspaceRole));
      request.workspaceAccess = {
        ...context,
        label,
        role,
        actor: actorFor(user),
        member: { user, memberId, signInMethod, ssoWorkspaceId },
        token: null,
      };
    }

    app.decorate("requireWorkspace", resolveAccess);
    app.addHook("onRoute", (route) => {
      const guarded = [route.onRequest ?? []].flat().includes(resolveAccess);
      // A workspace route that forgets the check fails the start, rather than being open.
      if (!guarded && isWorkspaceApi(route.url) && route.config?.workspaceMember !== false) {
        throw new Error(
          `${String(route.method)} ${route.url}: declare onRequest: [app.requireWorkspace] (workspaceRoute does), or config.workspaceMember: false`,
        );
      }
      if (guarded) route.schema = documentedAccess(route);
    });
  },
  { name: "workspace-access", dependencies: ["auth", "config", "database"] },
);

/**
 * The OpenAPI schema of a guarded route, naming the role the call needs (the role × route
 * tests read it) and whether an API token may make it: both follow from the route's method
 * and config, known only once the route is added.
 */
function documentedAccess(route: RouteOptions): FastifySchema {
  const needed = requiredRole(String(route.method), route.config?.workspaceRole);
  return {
    ...route.schema,
    [roleExtension]: needed,
    ...tokenOpenApi(needed, route.config?.apiTokens, route.schema),
  } as FastifySchema;
}

/** The signed-in member of a route API tokens may not call (members, invitations). */
export function memberOf(request: FastifyRequest): NonNullable<WorkspaceAccess["member"]> {
  const access = workspaceOf(request);
  if (!access.member) throw new Error("route is open to API tokens but needs a member");
  return access.member;
}

/** The access of a member route (every /api/workspace/* route that does not opt out). */
export function workspaceOf(request: FastifyRequest): WorkspaceAccess {
  if (!request.workspaceAccess) throw new Error("route is not behind the workspace member check");
  return request.workspaceAccess;
}
