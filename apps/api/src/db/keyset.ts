import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { HttpError } from "../lib/http-error.ts";

/*
 * Keyset (cursor) paging: a page starts right after the last row of the previous one, by the
 * sort value and then the id, so rows added or removed meanwhile never shift or repeat rows.
 * The cursor is opaque to clients: base64url of [sort, value, id].
 */

/** How a list sorts: an expression (never null: coalesce nullable columns) and its SQL type. */
export type KeysetSort = {
  name: string;
  expr: SQL | PgColumn;
  type: "text" | "timestamptz" | "date" | "integer";
  descending: boolean;
};

/** `2026-02-28` yes, `2026-02-31` no. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether a cursor's value casts to the sort's type (a date may be `infinity`: no date). */
const validValue: Record<KeysetSort["type"], (value: string) => boolean> = {
  text: () => true,
  timestamptz: (value) => !Number.isNaN(Date.parse(value)),
  date: (value) => value === "infinity" || value === "-infinity" || isCalendarDate(value),
  // Within PostgreSQL's integer.
  integer: (value) => /^-?\d{1,9}$/.test(value),
};

export type KeysetCursor = { value: string; id: string };

export function encodeCursor(sort: KeysetSort, last: KeysetCursor): string {
  return Buffer.from(JSON.stringify([sort.name, last.value, last.id])).toString("base64url");
}

const invalidCursor = () => new HttpError(422, "cursor: Not a cursor of this list and sort");
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The position a cursor names; 422 for a cursor of another sort, or not one at all. */
export function decodeCursor(sort: KeysetSort, cursor: string): KeysetCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort.name) {
    throw invalidCursor();
  }
  const [, value, id] = parsed as unknown[];
  if (typeof value !== "string" || typeof id !== "string" || !uuidPattern.test(id)) {
    throw invalidCursor();
  }
  if (!validValue[sort.type](value)) throw invalidCursor();
  return { value, id };
}

/** The sort value as text, selected with each row so the last one can become the cursor. */
export const keysetValue = (sort: KeysetSort) => sql<string>`(${sort.expr})::text`;

/** Rows after the cursor, in the sort's direction. */
export function keysetAfter(sort: KeysetSort, id: PgColumn, cursor: KeysetCursor): SQL {
  const value = sql`${cursor.value}::${sql.raw(sort.type)}`;
  return sort.descending
    ? sql`(${sort.expr}, ${id}) < (${value}, ${cursor.id}::uuid)`
    : sql`(${sort.expr}, ${id}) > (${value}, ${cursor.id}::uuid)`;
}

export function keysetOrder(sort: KeysetSort, id: PgColumn): SQL[] {
  const direction = sort.descending ? desc : asc;
  return [direction(sort.expr), direction(id)];
}

/** What a list reads for one page: the rows after the cursor, in the sort's order. */
export type KeysetPage<Sort extends KeysetSort = KeysetSort> = {
  sort: Sort;
  after: KeysetCursor | undefined;
  limit: number;
};

/**
 * One page of a keyset list and, if it counts, its counts: the one way the workspace lists
 * page. The rows are read one past `limit` (that extra row tells whether there is a next
 * page); `count` then gets them all, so a list whose rows carry its counts saves a round
 * trip. A cursor of another sort is a 422 before any query.
 */
export async function keysetList<
  Sort extends KeysetSort,
  Row,
  Item,
  Counts extends object = Record<never, never>,
>(list: {
  sort: Sort;
  query: { limit: number; cursor?: string | undefined };
  rows: (page: KeysetPage<Sort>) => Promise<Row[]>;
  cursorOf: (row: Row) => KeysetCursor;
  toItem: (row: Row) => Item;
  count?: (rows: Row[]) => Promise<Counts>;
}): Promise<{ items: Item[]; next_cursor: string | null } & Counts> {
  const { sort, query } = list;
  const after = query.cursor ? decodeCursor(sort, query.cursor) : undefined;
  const rows = await list.rows({ sort, after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(list.toItem),
    next_cursor: rows.length > query.limit && last ? encodeCursor(sort, list.cursorOf(last)) : null,
    ...((await list.count?.(rows)) as Counts),
  };
}

/** A count taken no further than `cap + 1`: the total to show, and whether there are more. */
export function cappedTotal(counted: number, cap: number) {
  return { total: Math.min(counted, cap), total_capped: counted > cap };
}
