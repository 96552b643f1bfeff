import {
  assetCreateSchema,
  assetListQuerySchema,
  assetListResponseSchema,
  assetSchema,
  assetUpdateSchema,
  namedItemCreateSchema,
  namedItemListSchema,
  namedItemSchema,
  sampleRemovalSchema,
  workspaceLookupSchema,
  workspaceSummarySchema,
} from "@fleetward/contracts/workspaces";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { workspaceOf } from "../../../plugins/workspace-access.ts";
import { trialStateOf } from "../../account/trials/service.ts";
import {
  addWorkspaceNamed,
  createWorkspaceAsset,
  describeWorkspace,
  editWorkspaceAsset,
  getWorkspaceAsset,
  listWorkspaceAssets,
  listWorkspaceNamed,
  lookUpWorkspace,
  removeWorkspaceSamples,
  retireWorkspaceAsset,
  type NamedKind,
  type WriteDeps,
} from "./service.ts";
import { tenantHostPattern, workspaceLabel } from "./tenancy.ts";

const tags = ["workspace"];
const security = [{ bearerAuth: [] }];
const tenantNote =
  "The workspace is the one at the request's Host `{app_domain}.{APP_HOST}`, or named by the `X-Workspace` header on the main host. Only its members get an answer (anyone else gets 404); reading needs the viewer role, changes the technician role (403 otherwise).";
const readErrors = errorResponses(401, 404, 422);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);
const assetIdParams = z.object({ id: z.uuid() });

/** How a request finds its workspace: by Host or X-Workspace, for a member (checked before). */
function tenantOf(api: ZodApi) {
  const labelOf = (request: FastifyRequest) =>
    workspaceLabel(request.hostname, api.config.appHost, request.headers["x-workspace"]);
  // Resolved by the member check (plugins/workspace-access.ts) before the handler runs.
  const context = async (request: FastifyRequest) => workspaceOf(request);
  const writeDeps = (request: FastifyRequest): WriteDeps => ({
    orm: api.db.orm,
    now: api.clock(),
    label: labelOf(request),
    userId: sessionOf(request).user.id,
    trialStateOf,
  });
  return { labelOf, context, writeDeps };
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
  registerAssetReadRoutes(api, tenant);
  registerAssetWriteRoutes(api, tenant);
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
    async (request) => lookUpWorkspace(api.db.orm, labelOf(request)),
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

function registerAssetReadRoutes(api: ZodApi, { context }: Tenant) {
  api.get(
    "/api/workspace/assets",
    {
      preHandler: api.requireSession,
      schema: {
        tags,
        summary: "The asset register: search, filter and page",
        description: `q searches name, serial number, model and assigned person. ${tenantNote}`,
        security,
        querystring: assetListQuerySchema,
        response: { 200: assetListResponseSchema, ...readErrors },
      },
    },
    async (request) => listWorkspaceAssets(api.db.orm, await context(request), request.query),
  );

  api.get(
    "/api/workspace/assets/:id",
    {
      preHandler: api.requireSession,
      schema: {
        tags,
        summary: "One asset",
        description: tenantNote,
        security,
        params: assetIdParams,
        response: { 200: assetSchema, ...readErrors },
      },
    },
    async (request) => getWorkspaceAsset(api.db.orm, await context(request), request.params.id),
  );
}

function registerAssetWriteRoutes(api: ZodApi, { writeDeps }: Tenant) {
  api.post(
    "/api/workspace/assets",
    {
      preHandler: api.requireSession,
      schema: {
        tags,
        summary: "Add an asset",
        description: `403 while the workspace is read-only (expired trial). Serial numbers are unique per workspace (409). ${tenantNote}`,
        security,
        body: assetCreateSchema,
        response: { 201: assetSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceAsset(writeDeps(request), request.body)),
  );

  api.patch(
    "/api/workspace/assets/:id",
    {
      preHandler: api.requireSession,
      schema: {
        tags,
        summary: "Edit an asset; only the fields sent change",
        description: tenantNote,
        security,
        params: assetIdParams,
        body: assetUpdateSchema,
        response: { 200: assetSchema, ...writeErrors },
      },
    },
    async (request) => editWorkspaceAsset(writeDeps(request), request.params.id, request.body),
  );

  api.post(
    "/api/workspace/assets/:id/retire",
    {
      preHandler: api.requireSession,
      schema: {
        tags,
        summary: "Retire an asset: it stays in the register with status retired",
        description: `409 when it is already retired. ${tenantNote}`,
        security,
        params: assetIdParams,
        response: { 200: assetSchema, ...writeErrors },
      },
    },
    async (request) => retireWorkspaceAsset(writeDeps(request), request.params.id),
  );

  api.delete(
    "/api/workspace/sample-assets",
    {
      preHandler: api.requireSession,
      schema: {
        tags,
        summary: "Remove the sample assets the workspace started with",
        description: `Deletes only assets marked as samples. ${tenantNote}`,
        security,
        response: { 200: sampleRemovalSchema, ...writeErrors },
      },
    },
    async (request) => removeWorkspaceSamples(writeDeps(request)),
  );
}

/** Categories and locations: the same two routes each. */
function registerNamedItemRoutes(api: ZodApi, { context, writeDeps }: Tenant) {
  for (const [kind, path] of [
    ["category", "/api/workspace/categories"],
    ["location", "/api/workspace/locations"],
  ] as const satisfies readonly (readonly [NamedKind, string])[]) {
    api.get(
      path,
      {
        preHandler: api.requireSession,
        schema: {
          tags,
          summary: `The workspace's ${kind === "category" ? "categories" : "locations"}`,
          description: tenantNote,
          security,
          response: { 200: namedItemListSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => listWorkspaceNamed(api.db.orm, await context(request), kind),
    );
    api.post(
      path,
      {
        preHandler: api.requireSession,
        schema: {
          tags,
          summary: `Add a ${kind}`,
          description: `409 when the workspace already has one by that name. ${tenantNote}`,
          security,
          body: namedItemCreateSchema,
          response: { 201: namedItemSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addWorkspaceNamed(writeDeps(request), kind, request.body.name)),
    );
  }
}
