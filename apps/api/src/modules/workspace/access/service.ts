import type { WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import { noStore } from "../../../lib/no-store.ts";
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

type RouteKind = "read" | "write" | "admin";
type RouteDoc = { tags: string[]; summary: string; description?: string; kind: RouteKind };

/**
 * The options of a workspace route: the member or API token check (`app.requireWorkspace`,
 * before the body is read), answers no shared cache keeps, and the docs with the tenant rule
 * and the errors it may answer. `admin` marks a write only admins may make (definitions such
 * as status labels); other writes need a technician, reads a viewer.
 */
export function workspaceRoute<S extends RouteSchema>(
  app: FastifyInstance,
  doc: RouteDoc,
  schema: S,
) {
  return {
    // Fresh arrays: plugins such as the rate limiter push their hooks into a route's own.
    onRequest: [app.requireWorkspace],
    onSend: [noStore],
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

/** What a module's routes share; `kind` and `workspaceRole` apply to each of its routes. */
type KitDefaults = { tags: string[]; kind?: RouteKind; workspaceRole?: WorkspaceRole };

/**
 * The one way to write a workspace module's routes; a module makes one per set of tags:
 *
 *   const { api, route, tenantOf, access } = workspaceRoutes(app, { tags: ["workspace people"] });
 *   api.get("/api/workspace/people/:id", route({ kind: "read", summary: "One person" }, schema),
 *     async (request) => getPerson(app.db.orm, tenantOf(request), request.params.id));
 *
 * `route` declares the member check and no-store (see workspaceRoute), `tenantOf` is the
 * caller's workspace id for reads, `access.write` the transaction context of a write.
 */
export function workspaceRoutes(app: FastifyInstance, defaults: KitDefaults) {
  const { tags, workspaceRole } = defaults;
  return {
    api: app.withTypeProvider<ZodTypeProvider>(),
    access: workspaceAccess(app),
    /** The id of the caller's workspace, resolved by the member check before the handler. */
    tenantOf: (request: FastifyRequest): string => workspaceOf(request).workspace.id,
    route<S extends RouteSchema>(
      doc: Omit<RouteDoc, "tags" | "kind"> & { kind?: RouteKind },
      schema: S,
    ) {
      const kind = doc.kind ?? defaults.kind;
      if (!kind) throw new Error(`workspace route "${doc.summary}" names no kind`);
      const options = workspaceRoute(app, { ...doc, tags, kind }, schema);
      return workspaceRole ? { ...options, config: { workspaceRole } } : options;
    },
  };
}

export type WorkspaceRouteKit = ReturnType<typeof workspaceRoutes>;
