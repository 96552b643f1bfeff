import {
  apiTokenRequestsPerMinute,
  type ApiTokenScope,
} from "@fleetward/contracts/workspace-api-tokens";
import { roleAtLeast, type WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import { changeTags } from "../db/change-feed.ts";
import { asSystem, withTenant } from "../db/scope.ts";
import { AccessCache } from "../lib/access-cache.ts";
import { HttpError } from "../lib/http-error.ts";
import { trialStateOf } from "../modules/account/trials/service.ts";
import {
  hashApiToken,
  isWellFormedApiToken,
  looksLikeApiToken,
  noteTokenUse,
  tokenGrantOf,
  type TokenGrant,
} from "../modules/workspace/api-tokens/service.ts";
import {
  noWorkspaceDetail,
  workspaceLabel,
  workspaceWithId,
  type WorkspaceContext,
} from "../modules/workspace/core/service.ts";
import { requiredRole } from "../modules/workspace/members/service.ts";
import type { WorkspaceAccess } from "./workspace-access.ts";

/*
 * The second way into the workspace API (ADR 0028): `Authorization: Bearer fwk_…`, the
 * workspace implied by the token. A read token acts as a viewer, a write token as a
 * technician; never more, so tokens, members and settings stay with signed-in admins.
 */

/** The OpenAPI extension naming the token scope a call needs; "none": not with a token. */
export const tokenExtension = "x-api-token-scope";

/** The role each scope acts with. */
const scopeRoles: Record<ApiTokenScope, WorkspaceRole> = { read: "viewer", write: "technician" };

/** The scope a route needs, or null when no token may call it. */
export function tokenScopeFor(
  needed: WorkspaceRole,
  apiTokens: false | undefined,
): ApiTokenScope | null {
  if (apiTokens === false) return null;
  if (roleAtLeast(scopeRoles.read, needed)) return "read";
  if (roleAtLeast(scopeRoles.write, needed)) return "write";
  return null;
}

const scopeNotes: Record<ApiTokenScope | "none", string> = {
  read: "Also callable with an API token (`Authorization: Bearer fwk_…`) of either scope.",
  write: "Also callable with an API token of the write scope; a read token gets 403.",
  none: "Not callable with an API token (403): sign in as a member.",
};

/** What the OpenAPI document says of a member route about API tokens. */
export function tokenOpenApi(
  needed: WorkspaceRole,
  apiTokens: false | undefined,
  schema: FastifySchema | undefined,
): Record<string, unknown> {
  const scope = tokenScopeFor(needed, apiTokens);
  const described = schema as { description?: string; security?: unknown[] } | undefined;
  return {
    // "none", not null: the OpenAPI document leaves out empty extensions.
    [tokenExtension]: scope ?? "none",
    description: [described?.description, scopeNotes[scope ?? "none"]].filter(Boolean).join(" "),
    security: scope
      ? [...(described?.security ?? [{ bearerAuth: [] }]), { workspaceApiToken: [] }]
      : described?.security,
  };
}

const invalidToken = () =>
  new HttpError(401, "This API token is not valid: it is unknown, revoked or expired", {
    "www-authenticate": 'Bearer realm="fleetward", error="invalid_token"',
  });

/** The 403 a token gets on a route beyond its scope. */
export function tokenRefusal(scope: ApiTokenScope, needed: ApiTokenScope | null): HttpError {
  if (needed === null) {
    return new HttpError(
      403,
      "API tokens cannot do this (API tokens, members, settings): sign in as a member with the role it needs",
    );
  }
  return new HttpError(
    403,
    `This API token has the ${scope} scope; this call needs a token with the ${needed} scope`,
  );
}

/** A token's grant and its workspace, cached by the token's hash (ADR 0020). */
type CachedGrant = { grant: TokenGrant; context: WorkspaceContext };

/** The API token side of the workspace access check (plugins/workspace-access.ts). */
export function apiTokenAccess(app: FastifyInstance) {
  const cache = new AccessCache<CachedGrant>(app.db.changes, {
    ttlMs: 30_000,
    maxEntries: 10_000,
  });
  const limit = app.rateLimit({
    max: apiTokenRequestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.workspaceAccess?.token?.id ?? ""}`,
  });

  async function grantOf(request: FastifyRequest, tokenHash: string): Promise<CachedGrant> {
    if (cache.get(tokenHash) && (await app.accessCachesSettled(request))) {
      const cached = cache.get(tokenHash);
      if (cached) return cached;
    }
    const version = cache.version;
    // The lookup that finds the workspace from the token, before any tenant is known.
    const grant = await asSystem(() => tokenGrantOf(app.db.orm, tokenHash));
    if (!grant) throw invalidToken();
    const context = await withTenant(grant.tenantId, () =>
      workspaceWithId(app.db.orm, grant.tenantId, trialStateOf),
    );
    const found = { grant, context };
    const tags = [
      changeTags.workspace(grant.tenantId),
      changeTags.trial(context.workspace.trialId),
    ];
    cache.store(tokenHash, found, tags, version);
    return found;
  }

  return {
    /** Is this bearer token meant as an API token (it may still be invalid)? */
    claims: looksLikeApiToken,

    async resolve(
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
    ): Promise<WorkspaceAccess> {
      if (!isWellFormedApiToken(token)) throw invalidToken();
      const now = app.clock();
      const { grant, context } = await grantOf(request, hashApiToken(token));
      if (grant.expiresAt && grant.expiresAt <= now) throw invalidToken();
      // A Host or X-Workspace naming another workspace: as for a non-member.
      const label = workspaceLabel(
        request.hostname,
        app.config.appHost,
        request.headers["x-workspace"],
      );
      if (label && label !== context.workspace.appDomain) {
        throw new HttpError(404, noWorkspaceDetail);
      }
      const access: WorkspaceAccess = {
        ...context,
        label: context.workspace.appDomain,
        role: scopeRoles[grant.scope],
        actor: { userId: null, name: `API token ${grant.name}` },
        member: null,
        token: { id: grant.id, name: grant.name, scope: grant.scope },
      };
      request.workspaceAccess = access;
      await limit.call(app, request, reply);
      const { config } = request.routeOptions;
      const needed = tokenScopeFor(
        requiredRole(request.method, config.workspaceRole),
        config.apiTokens,
      );
      if (needed === null || (needed === "write" && grant.scope === "read")) {
        throw tokenRefusal(grant.scope, needed);
      }
      await withTenant(grant.tenantId, () => noteTokenUse(app.db.orm, grant, now));
      return access;
    },

    close: () => cache.close(),
  };
}
