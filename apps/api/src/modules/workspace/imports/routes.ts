import {
  importDateOrders,
  importColumnParams,
  importColumnValuesSchema,
  importDryRunSchema,
  importIdParams,
  importKinds,
  importMappingSchema,
  importMaxBytes,
  importSchema,
} from "@fleetward/contracts/workspace-imports";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HttpError } from "../../../lib/http-error.ts";
import { withRefusedBodyLimit } from "../../../lib/refused-body.ts";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
import { columnValues } from "./columns.ts";
import { tooLarge } from "./csv.ts";
import {
  dryRunImport,
  editImportMapping,
  getImport,
  importReport,
  startImport,
  uploadImport,
  checkRoomForUpload,
} from "./service.ts";

const tags = ["workspace imports"];
const base = "/api/workspace/imports";
/** Every import route, reads included, is for technicians and above (the file is raw data). */
const kitOf = (app: FastifyInstance) => workspaceRoutes(app, { tags, workspaceRole: "technician" });

/** What a spreadsheet program or a browser may call a CSV file. */
const csvTypes = [
  "text/csv",
  "application/csv",
  "text/plain",
  "text/tab-separated-values",
  "application/vnd.ms-excel",
  "application/octet-stream",
];

const uploadQuery = z.object({
  file_name: z.string().trim().min(1).max(200).default("import.csv"),
  date_order: z.enum(importDateOrders).optional(),
  kind: z.enum(importKinds).default("assets").describe("What the file holds"),
});

/** CSV import of assets, people and licences: upload, mapping, dry run, background run, report (ADR 0030). */
export async function importsRoutes(app: FastifyInstance) {
  // The file's own parser and size limit, for the upload route only (the app's limit is 1 MB).
  await app.register(uploadRoute);
  importRoutes(app, kitOf(app));
}

async function uploadRoute(app: FastifyInstance) {
  const { api, access, route, tenantOf } = kitOf(app);
  // The body stays a stream, read by the handler after the session check (ADR 0030); a
  // declared length over the limit is refused before anything is read.
  app.addContentTypeParser(csvTypes, (request, payload, done) => {
    if (Number(request.headers["content-length"]) > importMaxBytes) done(tooLarge());
    else done(null, payload);
  });
  api.post(
    base,
    withRefusedBodyLimit(
      // A refused upload is read up to four times the file's limit, not the app's 1 MB, so
      // its 413 reaches the client (lib/refused-body.ts); JSON bodies keep the 1 MB limit.
      importMaxBytes,
      route(
        {
          kind: "write",
          summary:
            "Upload a CSV file of assets, people or licences to import (the body is the file)",
          description:
            "UTF-8 (with or without BOM) or UTF-16 with BOM; comma, semicolon or tab separated; at most 50 MB and 100,000 rows. `kind` (assets by default) says what the file holds. The headers of Fleetward's, Snipe-IT's and Shelf's exports (people: also Snipe-IT's users export and common HR spellings) are mapped automatically. 413 too large, 415 not a CSV text file, 422 no header or no data row: nothing is stored then.",
        },
        { querystring: uploadQuery, response: { 201: importSchema } },
      ),
    ),
    async (request, reply) => {
      if (!(request.body instanceof Readable)) {
        throw new HttpError(
          415,
          "file: Send the CSV file itself as the body (Content-Type: text/csv)",
        );
      }
      const body = request.body;
      const limit = app.quotaLimits.stored_imports;
      await checkRoomForUpload(app.db.orm, tenantOf(request), limit);
      const created = await uploadImport(access.write(request), {
        fileName: request.query.file_name,
        body,
        dateOrder: request.query.date_order,
        kind: request.query.kind,
        storedImportsLimit: limit,
      }).catch((error: unknown) => {
        // Refused before its end (too large): the client may still be sending, so hang up.
        if (!body.readableEnded) void reply.header("connection", "close");
        throw error;
      });
      return reply.code(201).send(created);
    },
  );
}

function importRoutes(app: FastifyInstance, kit: WorkspaceRouteKit) {
  const { api, access, tenantOf, route } = kit;

  api.get(
    `${base}/:id`,
    route(
      { kind: "read", summary: "An import: its mapping, status and progress (rows done of total)" },
      { params: importIdParams, response: { 200: importSchema } },
    ),
    async (request) => getImport(app.db.orm, tenantOf(request), request.params.id),
  );

  api.patch(
    `${base}/:id/mapping`,
    route(
      {
        kind: "write",
        summary: "Set the column mapping, the mode and how dates are read",
        description: "One target per column (null ignores it); 409 once the import has started.",
      },
      { params: importIdParams, body: importMappingSchema, response: { 200: importSchema } },
    ),
    async (request) =>
      editImportMapping(
        access.write(request),
        request.params.id,
        request.body,
        access.caller(request).role,
      ),
  );

  columnRoute(app, kit);

  api.post(
    `${base}/:id/dry-run`,
    route(
      {
        kind: "write",
        summary: "What the import will do: it runs in a transaction that is rolled back",
        description:
          "Counts of created, updated, unchanged and refused rows, the catalog entries and people that will be added, and the first 1,000 refusals (row, column, reason key).",
      },
      { params: importIdParams, response: { 200: importDryRunSchema } },
    ),
    async (request) =>
      dryRunImport(
        access.write(request),
        app.secretBox,
        request.params.id,
        app.imports.deps.batchSize,
      ),
  );

  api.post(
    `${base}/:id/run`,
    route(
      {
        kind: "write",
        summary: "Start the import in the background; poll the import for its progress",
        description: "422 when no row can be imported with the mapping; 409 when already started.",
      },
      { params: importIdParams, response: { 202: importSchema } },
    ),
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await startImport(
            access.write(request),
            app.secretBox,
            request.params.id,
            app.imports.enqueue,
          ),
        ),
  );
  reportRoute(app, kit);
}

function columnRoute(app: FastifyInstance, { api, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    `${base}/:id/columns/:column`,
    route(
      {
        kind: "read",
        summary: "A column's distinct values, what each reads as a status, the type they fit",
        description:
          "The first 200 distinct values with their row counts and suggested status label (an existing label's id, or a new label's name and kind; null when unknown), and the custom-field type every value fits. 409 once the import has started.",
      },
      { params: importColumnParams, response: { 200: importColumnValuesSchema } },
    ),
    async (request) =>
      columnValues(app.db.orm, tenantOf(request), request.params.id, request.params.column),
  );
}

function reportRoute(app: FastifyInstance, { api, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    `${base}/:id/report.csv`,
    route(
      {
        kind: "read",
        summary: "The import's report as CSV: row, status, column, reason, value",
      },
      { params: importIdParams, response: { 200: z.string() } },
    ),
    async (request, reply) => {
      const report = await importReport(app.db.orm, tenantOf(request), request.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${report.fileName.replace(/[^\w.-]/g, "_")}-report.csv"`,
        )
        .send(report.csv);
    },
  );
}
