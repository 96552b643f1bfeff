import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import { trialStateOf } from "../../account/trials/service.ts";
import { workspaceOf } from "../../../plugins/workspace-access.ts";
import { assertWritable, workspaceAt, type WorkspaceContext } from "../core/service.ts";
import type { WriteRequest } from "../history/service.ts";

/**
 * How the workspace modules' routes find the workspace a request is for and whether the
 * signed-in user may use it: the one place to change when access rules change. Only routes
 * use it (services take a tenant id), so no service depends on the assets module.
 */
export function workspaceAccess(app: FastifyInstance) {
  return {
    /** The workspace for a read: resolved by the member check before the handler runs. */
    read: async (request: FastifyRequest): Promise<WorkspaceContext> => workspaceOf(request),
    /**
     * A write: resolved again inside its transaction, refused (403) while read-only. The actor
     * is the member, or "API token <name>" when a token calls (ADR 0028).
     */
    write: (request: FastifyRequest): WriteRequest => {
      const { label, actor } = workspaceOf(request);
      return {
        orm: app.db.orm,
        now: app.clock(),
        actor,
        open: async (tx) => {
          const context = await workspaceAt(tx, label, trialStateOf);
          assertWritable(context);
          return context;
        },
      };
    },
    /** Who is calling: a member's session, or an API token (null `member`). */
    caller: (request: FastifyRequest) => {
      const { member, token, role, actor } = workspaceOf(request);
      return { member, token, role, actor };
    },
  };
}

/** Tenant data is personal to its members: never kept by a shared cache. */
export function noStore(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });
}

const security = [{ bearerAuth: [] }];
const tenantNote =
  "In the workspace at the request's Host `{app_domain}.{APP_HOST}` (or named by the `X-Workspace` header on the main host); anyone who may not use it, and an id of another workspace, get 404.";
/** Says in the API docs what `workspaceRole: "admin"` enforces. */
export const adminNote = "Only the workspace's admins (and its owner) may do this.";
const readErrors = errorResponses(401, 404, 422);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);

type RouteSchema = {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  response: Record<number, ZodType>;
};

/**
 * The options of a workspace route: signed in, documented with the tenant rule and the
 * errors it may answer. `admin` marks a write only admins may make (definitions such as
 * status labels); other writes need a technician, reads a viewer.
 */
export function workspaceRoute<S extends RouteSchema>(
  app: FastifyInstance,
  doc: { tags: string[]; summary: string; description?: string; kind: "read" | "write" | "admin" },
  schema: S,
) {
  return {
    preHandler: app.requireSession,
    config: doc.kind === "admin" ? { workspaceRole: "admin" as const } : {},
    schema: {
      tags: doc.tags,
      summary: doc.summary,
      description: [doc.kind === "admin" && adminNote, doc.description, tenantNote]
        .filter(Boolean)
        .join(" "),
      security,
      ...schema,
      response: { ...schema.response, ...(doc.kind === "read" ? readErrors : writeErrors) },
    },
  };
}
