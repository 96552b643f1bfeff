import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { trialStateOf } from "../../account/trials/service.ts";
import { workspaceOf } from "../../../plugins/workspace-access.ts";
import {
  assertWritable,
  workspaceAt,
  workspaceLabel,
  type WorkspaceContext,
} from "../assets/service.ts";
import { actorFor, type WriteRequest } from "../history/service.ts";

/**
 * How the workspace modules' routes find the workspace a request is for and whether the
 * signed-in user may use it: the one place to change when access rules change. Only routes
 * use it (services take a tenant id), so no service depends on the assets module.
 */
export function workspaceAccess(app: FastifyInstance) {
  const labelOf = (request: FastifyRequest) =>
    workspaceLabel(request.hostname, app.config.appHost, request.headers["x-workspace"]);

  return {
    /** The workspace for a read: resolved by the member check before the handler runs. */
    read: async (request: FastifyRequest): Promise<WorkspaceContext> => workspaceOf(request),
    /** A write: resolved again inside its transaction, refused (403) while read-only. */
    write: (request: FastifyRequest): WriteRequest => ({
      orm: app.db.orm,
      now: app.clock(),
      actor: actorFor(sessionOf(request).user),
      open: async (tx) => {
        const context = await workspaceAt(tx, labelOf(request), trialStateOf);
        assertWritable(context);
        return context;
      },
    }),
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
