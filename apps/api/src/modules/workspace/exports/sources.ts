import type {
  exportColumns,
  ExportKind,
  ExportQuery,
} from "@fleetward/contracts/workspace-exports";
import type { DeviceListItem } from "@fleetward/contracts/workspace-devices";
import type { HistoryEvent } from "@fleetward/contracts/workspace-history";
import type { License } from "@fleetward/contracts/workspace-licenses";
import type { Person } from "@fleetward/contracts/workspace-people";
import type { WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type { Orm } from "../../../db/client.ts";
import { listWorkspaceDevices } from "../devices/service.ts";
import { listWorkspaceHistory } from "../history/service.ts";
import { listWorkspaceLicenses } from "../licenses/service.ts";
import { listWorkspacePeople } from "../people/service.ts";
import { assetExportLines } from "./asset-source.ts";

/*
 * What each kind of export reads, page by page through the list's own service (the same
 * filters, sort and tenant scoping as the list endpoint), and how a row becomes cells. Adding a
 * kind is one entry here plus its columns and query in the contract (workspace-exports.ts).
 */

/** A cell as written: text, a number or a yes/no; null is an empty cell. */
export type Cell = string | number | boolean | null;

/** Rows per page read: big enough to keep queries few, small enough to stay out of memory. */
export const exportPageSize = 1000;

type Page<Row> = { items: Row[]; next_cursor: string | null };

/** Whose export: the workspace, and the role of the caller (what they may see). */
export type ExportScope = { tenantId: string; role: WorkspaceRole };

type Source<K extends ExportKind, Row> = {
  page(
    orm: Orm,
    scope: ExportScope,
    query: ExportQuery<K>,
    cursor: string | undefined,
    now: Date,
  ): Promise<Page<Row>>;
  cell(row: Row, column: string): Cell;
};

/** The value of a built-in column (named as the contract names it) or `custom:<key>`. */
function builtIn<Row>(cells: Record<string, (row: Row) => Cell>) {
  return (row: Row, column: string): Cell => cells[column]?.(row) ?? null;
}

const people: Source<"people", Person> = {
  page: (orm, { tenantId }, { columns: _columns, ...filter }, cursor) =>
    listWorkspacePeople(orm, tenantId, { ...filter, cursor, limit: exportPageSize }),
  cell: builtIn<Person>({
    name: (p) => p.name,
    email: (p) => p.email,
    employee_number: (p) => p.employee_number,
    department: (p) => p.department,
    location: (p) => p.location_name,
    manager: (p) => p.manager_name,
    status: (p) => p.status,
    notes: (p) => p.notes,
    created_at: (p) => p.created_at,
    updated_at: (p) => p.updated_at,
    id: (p) => p.id,
  } satisfies Record<(typeof exportColumns.people)[number], (row: Person) => Cell>),
};

const licenses: Source<"licenses", License> = {
  page: (orm, { tenantId }, { columns: _columns, ...filter }, cursor, now) =>
    listWorkspaceLicenses(orm, tenantId, { ...filter, cursor, limit: exportPageSize }, now),
  cell: builtIn<License>({
    name: (l) => l.name,
    manufacturer: (l) => l.manufacturer_name,
    seats: (l) => l.seats,
    seats_used: (l) => l.seats_used,
    licensed_to_name: (l) => l.licensed_to_name,
    licensed_to_email: (l) => l.licensed_to_email,
    purchase_date: (l) => l.purchase_date,
    purchase_cost: (l) => l.purchase_cost,
    currency: (l) => l.currency,
    order_number: (l) => l.order_number,
    supplier: (l) => l.supplier,
    expires_on: (l) => l.expires_on,
    notes: (l) => l.notes,
    created_at: (l) => l.created_at,
    updated_at: (l) => l.updated_at,
    id: (l) => l.id,
  } satisfies Record<(typeof exportColumns.licenses)[number], (row: License) => Cell>),
};

const devices: Source<"devices", DeviceListItem> = {
  page: (orm, { tenantId }, { columns: _columns, ...filter }, cursor, now) =>
    listWorkspaceDevices(orm, tenantId, { ...filter, cursor, limit: exportPageSize }, now),
  cell: builtIn<DeviceListItem>({
    hostname: (d) => d.hostname,
    platform: (d) => d.platform,
    os_name: (d) => d.os_name,
    os_version: (d) => d.os_version,
    hardware_model: (d) => d.hardware_model,
    hardware_serial: (d) => d.hardware_serial,
    primary_ip: (d) => d.primary_ip,
    osquery_version: (d) => d.osquery_version,
    status: (d) => d.status,
    last_seen_at: (d) => d.last_seen_at,
    enrolled_at: (d) => d.enrolled_at,
    failing_policies: (d) => d.failing_policies,
    asset_tag: (d) => d.asset_tag,
    asset_id: (d) => d.asset_id,
    id: (d) => d.id,
  } satisfies Record<(typeof exportColumns.devices)[number], (row: DeviceListItem) => Cell>),
};

const history: Source<"history", HistoryEvent> = {
  page: (orm, { tenantId, role }, query, cursor) =>
    listWorkspaceHistory(
      orm,
      { tenantId, role, type: query.subject_type, id: query.subject_id },
      { cursor, limit: exportPageSize },
    ),
  cell: builtIn<HistoryEvent>({
    id: (e) => e.id,
    at: (e) => e.at,
    subject_type: (e) => e.subject_type,
    subject_id: (e) => e.subject_id,
    action: (e) => e.action,
    field: (e) => e.field,
    old_value: (e) => e.old_value,
    new_value: (e) => e.new_value,
    actor_name: (e) => e.actor_name,
    actor_user_id: (e) => e.actor_user_id,
    note: (e) => e.note,
  } satisfies Record<(typeof exportColumns.history)[number], (row: HistoryEvent) => Cell>),
};

/** Every export kind's source but assets (asset-source.ts: its own read, at 100,000 rows). */
export const exportSources = {
  people,
  licenses,
  devices,
  history,
} as const satisfies Record<Exclude<ExportKind, "assets">, unknown>;

/**
 * The rows of an export as lines of cells, page after page. The first page is read before
 * this returns, so a bad filter (an unknown custom field, a stale cursor…) still answers a
 * clean 422 before any byte of the file is sent.
 */
export async function exportLines<K extends ExportKind>(
  orm: Orm,
  target: { kind: K; scope: ExportScope; query: ExportQuery<K>; columns: readonly string[] },
  now: Date,
): Promise<AsyncIterable<Cell[][]>> {
  if (target.kind === "assets") {
    const { tenantId } = target.scope;
    const query = target.query as ExportQuery<"assets">;
    return assetExportLines(orm, tenantId, query, target.columns, now);
  }
  const source = exportSources[target.kind as Exclude<ExportKind, "assets">] as unknown as Source<
    K,
    unknown
  >;
  const read = (cursor: string | undefined) =>
    source.page(orm, target.scope, target.query, cursor, now);
  const lines = (page: Page<unknown>) =>
    page.items.map((row) => target.columns.map((column) => source.cell(row, column)));
  const first = await read(undefined);
  return {
    async *[Symbol.asyncIterator]() {
      let page = first;
      yield lines(page);
      while (page.next_cursor) {
        page = await read(page.next_cursor);
        yield lines(page);
      }
    },
  };
}
