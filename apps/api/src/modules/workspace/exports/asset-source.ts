import {
  customColumnPrefix,
  type exportColumns,
  type ExportQuery,
} from "@fleetward/contracts/workspace-exports";
import type { Orm } from "../../../db/client.ts";
import { assetExportReader, type AssetExportRow } from "../assets/service.ts";
import type { Cell } from "./sources.ts";

/*
 * The asset export's rows as cells (docs/decisions/0031): read in batches of 2,000 through
 * the assets module's export read (the register's filter, sort and keyset; only the exported
 * columns, as text), each asked column's cell taken by a function chosen once per export, and
 * the next batch read while the current one is written.
 */

/**
 * Rows per batch: 50 round trips at 100,000 assets. At 5,000 the XLSX export's RSS rose by
 * 60-90 MB (two batches alive at a time outlive the young generation and wait for a full
 * collection); at 2,000 by 3 MB, and no slower.
 */
export const assetExportBatch = 2000;

/** A timestamp as the API writes it: PostgreSQL's text, read as Drizzle reads it, in ISO. */
const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString());

type Column = (typeof exportColumns.assets)[number];

const builtIn: Record<Column, (row: AssetExportRow) => Cell> = {
  asset_tag: (r) => r.asset_tag ?? null,
  name: (r) => r.name ?? null,
  serial_number: (r) => r.serial_number ?? null,
  model: (r) => r.model ?? null,
  model_number: (r) => r.model_number ?? null,
  manufacturer: (r) => r.manufacturer ?? null,
  category: (r) => r.category ?? null,
  status: (r) => r.status ?? null,
  location: (r) => r.location ?? null,
  assigned_to: (r) => r.assigned_to ?? null,
  checked_out_at: (r) => iso(r.checked_out_at ?? null),
  expected_checkin: (r) => r.expected_checkin ?? null,
  purchase_date: (r) => r.purchase_date ?? null,
  purchase_cost: (r) => r.purchase_cost ?? null,
  currency: (r) => r.currency ?? null,
  supplier: (r) => r.supplier ?? null,
  order_number: (r) => r.order_number ?? null,
  warranty_end: (r) => r.warranty_end ?? null,
  eol_date: (r) => r.eol_date ?? null,
  notes: (r) => r.notes ?? null,
  created_at: (r) => iso(r.created_at ?? null),
  updated_at: (r) => iso(r.updated_at ?? null),
  retired_at: (r) => iso(r.retired_at ?? null),
  id: (r) => r.id ?? null,
};

/** How each asked column's cell is taken from a row; custom values parsed once per row. */
function lineOf(columns: readonly string[]) {
  const custom = new Map<number, string>();
  const cells = columns.map((column, index) => {
    if (column.startsWith(customColumnPrefix)) {
      custom.set(index, column.slice(customColumnPrefix.length));
      return undefined;
    }
    return builtIn[column as Column] ?? (() => null);
  });
  return (row: AssetExportRow): Cell[] => {
    const values =
      custom.size > 0 && row.custom_values
        ? (JSON.parse(row.custom_values) as Record<string, Cell>)
        : {};
    return cells.map((cell, index) =>
      cell ? cell(row) : (values[custom.get(index) ?? ""] ?? null),
    );
  };
}

/**
 * The export's rows in batches, as lines of cells. The first batch is read before this
 * returns, so a bad filter still answers a clean 422 before any byte of the file is sent.
 */
export async function assetExportLines(
  orm: Orm,
  tenantId: string,
  query: ExportQuery<"assets">,
  columns: readonly string[],
  now: Date,
  batch = assetExportBatch,
): Promise<AsyncIterable<Cell[][]>> {
  const { columns: _columns, ...filter } = query;
  const reader = await assetExportReader(orm, tenantId, filter, now);
  const read = (after: { value: string; id: string } | undefined) => reader(after, batch);
  const line = lineOf(columns);
  const first = await read(undefined);
  return {
    async *[Symbol.asyncIterator]() {
      let rows = first;
      while (rows.length > 0) {
        const last = rows.at(-1);
        // The next batch is read while this one is written.
        const next =
          rows.length === batch && last
            ? read({ value: last.sort_value ?? "", id: last.id ?? "" })
            : Promise.resolve([]);
        // A failure of the next read is thrown where it is awaited, not as unhandled.
        next.catch(() => undefined);
        yield rows.map(line);
        rows = await next;
      }
    },
  };
}
