import type {
  ImportCounts,
  ImportMapping,
  ImportRefusal,
} from "@fleetward/contracts/workspace-imports";
import { importKinds, importStatuses } from "@fleetward/contracts/workspace-imports";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, sqlList, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { workspaces } from "../core/schema.ts";

/**
 * One uploaded CSV file and its import (ADR 0030). Its data rows are in `import_chunks` until
 * the import has finished; `cursor` is the index of the next data row to import, moved forward in the
 * transaction that imports a batch, so a restarted worker resumes where the last batch ended.
 * `outcomes` holds one letter per imported row (c created, u updated, n unchanged, r refused)
 * for the report.
 */
export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name").notNull(),
    /** What the file imports: assets, people or licences (ADR 0030). */
    kind: text("kind", { enum: importKinds }).notNull().default("assets"),
    fileName: text("file_name").notNull(),
    format: text("format").notNull(),
    headers: jsonb("headers").$type<string[]>().notNull(),
    totalRows: integer("total_rows").notNull(),
    mapping: jsonb("mapping").$type<ImportMapping>().notNull(),
    status: text("status", { enum: importStatuses }).notNull().default("uploaded"),
    cursor: integer("cursor").notNull().default(0),
    counts: jsonb("counts")
      .$type<ImportCounts>()
      .notNull()
      .default({ created: 0, updated: 0, unchanged: 0, refused: 0 }),
    outcomes: text("outcomes").notNull().default(""),
    refusals: jsonb("refusals").$type<ImportRefusal[]>().notNull().default([]),
    error: text("error"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    finishedAt: at("finished_at"),
  },
  (table) => [
    check("imports_status_check", sql`status in ${sqlList(importStatuses)}`),
    check("imports_kind_check", sql`kind in ${sqlList(importKinds)}`),
    index("imports_tenant_created_idx").on(table.tenantId, table.createdAt),
    tenantRowKey("imports_tenant_id_id_unique", table),
  ],
);

/**
 * An upload's data rows, stored a chunk at a time (a JSON array of rows, parsed once, read back
 * without ambiguity): the upload writes and the run reads them without one value the size of
 * the file. `first_row` is the index of the chunk's first data row. Deleted when the import has
 * finished.
 */
export const importChunks = pgTable(
  "import_chunks",
  {
    // Like every tenant table: every read names the workspace, not only the import.
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    importId: uuid("import_id").notNull(),
    firstRow: integer("first_row").notNull(),
    rows: text("rows").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.importId, table.firstRow] }),
    tenantReference("import_chunks_import_id_fk", table, table.importId, imports).onDelete(
      "cascade",
    ),
  ],
);
