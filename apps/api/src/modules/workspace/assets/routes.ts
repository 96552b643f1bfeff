import {
  namedItemCreateSchema,
  namedItemListSchema,
  namedItemSchema,
  sampleRemovalSchema,
  workspaceLookupSchema,
  workspaceSummarySchema,
} from "@fleetward/contracts/workspaces";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { asSystem } from "../../../db/scope.ts";
import { errorResponses } from "../../../lib/forms.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { workspaceOf } from "../../../plugins/workspace-access.ts";
import { workspaceAccess, workspaceRoute } from "../access/service.ts";
import { registerAssetRoutes } from "./asset-routes.ts";
import { addWorkspaceNamed, listWorkspaceNamed, type NamedKind } from "../catalog/service.ts";
import {
  describeWorkspace,
  lookUpWorkspace,
  tenantHostPattern,
  workspaceLabel,
} from "../core/service.ts";
import { removeWorkspaceSamples } from "./service.ts";

const tags = ["workspace"];
const security = [{ bearerAuth: [] }];
const tenantNote =
  "The workspace is the one at the request's Host `{app_domain}.{APP_HOST}`, or named by the `X-Workspace` header on the main host. Only its members get an answer (anyone else gets 404); reading needs the viewer role, changes the technician role (403 otherwise).";

/** How a request finds its workspace: by Host or X-Workspace, for a member (checked before). */
function tenantOf(api: ZodApi) {
  const labelOf = (request: FastifyRequest) =>
    workspaceLabel(request.hostname, api.config.appHost, request.headers["x-workspace"]);
  // Resolved by the member check (plugins/workspace-access.ts) before the handler runs.
  const context = async (request: FastifyRequest) => workspaceOf(request);
  return { labelOf, context, access: workspaceAccess(api) };
}
type Tenant = ReturnType<typeof tenantOf>;

export async function workspacesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tenant = tenantOf(api);
  // Tenant data is personal to its owner: never kept by a shared cache. This plugin is
  // encapsulated, so the hook covers only the routes below.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });
  registerWorkspaceRoutes(api, tenant);
  registerAssetRoutes(api, tenant.access);
  registerSampleRoutes(api, tenant);
  registerNamedItemRoutes(api, tenant);
}

/** The workspace host's entry, the public lookup and the workspace's own state. */
function registerWorkspaceRoutes(api: ZodApi, { labelOf, context }: Tenant) {
  const { appHost, publicUrl } = api.config;
  const upgradeUrl = `${publicUrl}/user-billing`;
  // A workspace host opens the workspace screen; the main site keeps its landing page.
  // The Host constraint makes this route invisible to every other host.
  api.get(
    "/",
    { constraints: { host: tenantHostPattern(appHost) }, schema: { hide: true } },
    (_request, reply) => reply.redirect("/workspace", 302),
  );

  api.get(
    "/api/workspace/lookup",
    {
      config: { workspaceMember: false },
      schema: {
        tags,
        summary: "Is there a workspace at this address?",
        description: "Public. 404 when no open workspace answers at this Host / X-Workspace.",
        response: { 200: workspaceLookupSchema, ...errorResponses(404) },
      },
    },
    // Public and by address: whether any workspace answers there, before a tenant is known.
    async (request) => asSystem(() => lookUpWorkspace(api.db.orm, labelOf(request))),
  );

  api.get(
    "/api/workspace",
    {
      preHandler: api.requireSession,
      schema: {
        tags,
        summary: "The workspace, its trial and whether it accepts changes",
        description: tenantNote,
        security,
        response: { 200: workspaceSummarySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => describeWorkspace(await context(request), api.clock(), upgradeUrl),
  );
}

function registerSampleRoutes(api: ZodApi, { access }: Tenant) {
  api.delete(
    "/api/workspace/sample-assets",
    workspaceRoute(
      api,
      {
        tags,
        kind: "write",
        summary: "Remove the sample assets the workspace started with",
        description: "Deletes only assets marked as samples.",
      },
      { response: { 200: sampleRemovalSchema } },
    ),
    async (request) => removeWorkspaceSamples(access.write(request)),
  );
}

/** Categories and locations: the same two routes each. */
function registerNamedItemRoutes(api: ZodApi, { access }: Tenant) {
  for (const [kind, path] of [
    ["category", "/api/workspace/categories"],
    ["location", "/api/workspace/locations"],
  ] as const satisfies readonly (readonly [NamedKind, string])[]) {
    const plural = kind === "category" ? "categories" : "locations";
    api.get(
      path,
      workspaceRoute(
        api,
        { tags, kind: "read", summary: `The workspace's ${plural}` },
        { response: { 200: namedItemListSchema } },
      ),
      async (request) =>
        listWorkspaceNamed(api.db.orm, (await access.read(request)).workspace.id, kind),
    );
    api.post(
      path,
      workspaceRoute(
        api,
        {
          tags,
          kind: "write",
          summary: `Add a ${kind}`,
          description: "409 when the workspace already has one by that name.",
        },
        { body: namedItemCreateSchema, response: { 201: namedItemSchema } },
      ),
      async (request, reply) =>
        reply
          .code(201)
          .send(await addWorkspaceNamed(access.write(request), kind, request.body.name)),
    );
  }
}
