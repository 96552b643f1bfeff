import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/*
 * Natural order for names and tags: "Laptop 2" before "Laptop 10", FW-9 before FW-10.
 * `natural_sort_key(text)` is an immutable SQL function (hand-written in the migration that
 * added it, docs/decisions/0045): lower-cased, every run of digits left-padded with zeros to
 * ten digits (longer runs are kept whole). Lists order by it and their keyset cursors carry
 * it, and each list's index is on (tenant_id, natural_sort_key(column), id), so a page is
 * an index range scan however large the workspace. The register and the people list store
 * the key in a generated column (assets.name_sort, tag_sort, people.name_sort) and index
 * that: under row-level security a cursor compared with the expression (lower and
 * regexp_replace are not LEAKPROOF) is a filter, not an index condition (ADR 0047).
 */

/** The key a list orders by; the expression must match its index's exactly. */
export const naturalSortKey = (column: PgColumn | SQL): SQL => sql`natural_sort_key(${column})`;
