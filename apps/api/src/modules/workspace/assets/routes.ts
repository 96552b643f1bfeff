import { passkeysOnWorkspaces } from "../../account/auth/service.ts";
import {
  namedItemCreateSchema,
  namedItemListSchema,
  namedItemSchema,
  sampleRemovalSchema,
  workspaceLookupSchema,
  workspaceSummarySchema,
} from "@fleetward/contracts/workspaces";
import type { FastifyInstance } from "fastify";
import { asSystem } from "../../../db/scope.ts";
import { errorResponses } from "../../../lib/forms.ts";
import { noStore } from "../../../lib/no-store.ts";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
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

export async function workspacesRoutes(app: FastifyInstance) {
  const kit = workspaceRoutes(app, { tags });
  registerWorkspaceRoutes(app, kit);
  registerAssetRoutes(app);
  registerSampleRoutes(kit);
  registerNamedItemRoutes(app, kit);
}

/**
 * The workspace host's entry, the public lookup and the workspace's own state: documented
 * by hand, so they name the member check and no-store (tenant data) themselves.
 */
function registerWorkspaceRoutes(app: FastifyInstance, { api, access }: WorkspaceRouteKit) {
  const { appHost, publicUrl } = app.config;
  const passkeysHere = passkeysOnWorkspaces(app.config);
  const upgradeUrl = `${publicUrl}/user-billing`;
  // A workspace host opens on its dashboard, where a new workspace's getting-started checklist
  // comes first (until an admin puts it away); the main site keeps its landing page.
  // The Host constraint makes this route invisible to every other host.
  api.get(
    "/",
    {
      constraints: { host: tenantHostPattern(appHost) },
      onSend: [noStore],
      schema: { hide: true },
    },
    (_request, reply) => reply.redirect("/workspace/dashboard", 302),
  );

  api.get(
    "/api/workspace/lookup",
    {
      config: { workspaceMember: false },
      onSend: [noStore],
      schema: {
        tags,
        summary: "Is there a workspace at this address?",
        description: "Public. 404 when no open workspace answers at this Host / X-Workspace.",
        response: { 200: workspaceLookupSchema, ...errorResponses(404) },
      },
    },
    // Public and by address: whether any workspace answers there, before a tenant is known.
    async (request) => ({
      ...(await asSystem(() =>
        lookUpWorkspace(
          app.db.orm,
          workspaceLabel(request.hostname, appHost, request.headers["x-workspace"]),
        ),
      )),
      passkeys: passkeysHere,
    }),
  );

  api.get(
    "/api/workspace",
    {
      onRequest: [app.requireWorkspace],
      onSend: [noStore],
      schema: {
        tags,
        summary: "The workspace, its trial and whether it accepts changes",
        description: tenantNote,
        security,
        response: { 200: workspaceSummarySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => describeWorkspace(await access.read(request), app.clock(), upgradeUrl),
  );
}

function registerSampleRoutes({ api, access, route }: WorkspaceRouteKit) {
  api.delete(
    "/api/workspace/sample-assets",
    route(
      {
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
function registerNamedItemRoutes(
  app: FastifyInstance,
  { api, access, tenantOf, route }: WorkspaceRouteKit,
) {
  for (const [kind, path] of [
    ["category", "/api/workspace/categories"],
    ["location", "/api/workspace/locations"],
  ] as const satisfies readonly (readonly [NamedKind, string])[]) {
    const plural = kind === "category" ? "categories" : "locations";
    api.get(
      path,
      route(
        { kind: "read", summary: `The workspace's ${plural}` },
        { response: { 200: namedItemListSchema } },
      ),
      async (request) => listWorkspaceNamed(app.db.orm, tenantOf(request), kind),
    );
    api.post(
      path,
      route(
        {
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
