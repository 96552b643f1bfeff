import {
  exportFormats,
  exportKinds,
  exportQuerySchemas,
  labelRequestSchema,
  type ExportFormat,
  type ExportKind,
} from "@fleetward/contracts/workspace-exports";
import type { FastifyInstance } from "fastify";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
import { assertExportAllowed, workspaceExport, workspaceLabels } from "./service.ts";
import { contentTypes } from "./writers.ts";

const tags = ["workspace exports"];

const attachment = (filename: string) => `attachment; filename="${filename}"`;

/**
 * Exports (CSV and XLSX, one route per kind and format so each is documented with its own
 * filters) and printable asset labels.
 */
export async function exportsRoutes(app: FastifyInstance) {
  const kit = workspaceRoutes(app, { tags });
  for (const kind of exportKinds) {
    for (const format of exportFormats) exportRoute(app, kit, kind, format);
  }
  labelsRoute(app, kit);
}

function exportRoute(
  app: FastifyInstance,
  { api, access, route }: WorkspaceRouteKit,
  kind: ExportKind,
  format: ExportFormat,
) {
  const upgradeUrl = `${app.config.publicUrl}/user-billing`;
  api.get(
    `/api/workspace/exports/${kind}.${format}`,
    route(
      {
        kind: "read",
        summary: `Export ${kind} as ${format.toUpperCase()}`,
        description: [
          "The list's own filters and sort, every matching row (streamed), and `columns` to choose and order the columns.",
          "Headers are the column keys; a custom field's column is headed by the field's name.",
          "Dates are ISO, amounts exact decimal text. Refused (403) during the trial (beta): data export needs an upgraded plan.",
          ...(kind === "history"
            ? ["API-token events are left out below admin, as on the dashboard."]
            : []),
        ].join(" "),
      },
      {
        querystring: exportQuerySchemas[kind],
        produces: [contentTypes[format]],
        response: {},
      },
    ),
    async (request, reply) => {
      const context = await access.read(request);
      assertExportAllowed(context, upgradeUrl);
      const { workspace } = context;
      const { role } = access.caller(request);
      const download = await workspaceExport(
        app.db.orm,
        { tenantId: workspace.id, role, appDomain: workspace.appDomain, kind, format },
        request.query as never,
        app.clock(),
      );
      return reply
        .type(download.contentType)
        .header("content-disposition", attachment(download.filename))
        .send(download.file as never);
    },
  );
}

function labelsRoute(app: FastifyInstance, { api, access, route }: WorkspaceRouteKit) {
  const origin = (appDomain: string) => app.config.appUrlTemplate.replace("{app}", appDomain);
  api.post(
    "/api/workspace/labels",
    route(
      {
        kind: "write",
        summary: "Asset labels as a printable PDF",
        description:
          "The chosen assets, or every asset matching a filter (at most 5,000 labels), each with its tag, name and a QR code opening the asset's page on the workspace host. Changes nothing; allowed in a read-only workspace.",
      },
      {
        body: labelRequestSchema,
        produces: ["application/pdf"],
        response: {},
      },
    ),
    async (request, reply) => {
      const { workspace } = await access.read(request);
      const { appDomain } = workspace;
      const { pdf, filename } = await workspaceLabels(
        app.db.orm,
        {
          tenantId: workspace.id,
          appDomain,
          assetUrl: (id) => `${origin(appDomain)}/workspace/assets/${id}`,
          fonts: { fallbacks: app.config.labelFontFallbacks, log: request.log },
        },
        request.body,
        app.clock(),
      );
      // A Buffer or stream bypasses the JSON serializer; the typed reply knows only errors.
      return reply
        .type("application/pdf")
        .header("content-disposition", attachment(filename))
        .send(pdf as never);
    },
  );
}
