import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import {
  fillProvisioning,
  fillWorkspace,
  insertWorkspace,
  refusalOf,
  rowsOf,
} from "./test-helpers.ts";

/**
 * Issue 20: a row of one workspace can never refer to a row of another. Every reference from
 * one tenant table to another is a composite key (tenant_id, x_id) → (tenant_id, id); the
 * keys are read from the catalogue, so a key added later is tested here by construction (and
 * fails until the fixture in test-helpers.ts fills it).
 */

/** A composite foreign key (tenant_id, column) → referenced (tenant_id, id), from pg_constraint. */
type TenantKey = {
  name: string;
  table: string;
  tenantColumn: string;
  column: string;
  referenced: string;
  referencedTenantColumn: string;
  referencedColumn: string;
  /**
   * Whether the tenant column is NOT NULL: with a null one, the key (MATCH SIMPLE) would not
   * be checked at all.
   */
  tenantNotNull: boolean;
  /** pg_constraint.confdeltype: a no action, r restrict, c cascade, n set null. */
  onDelete: string;
  /** The columns ON DELETE SET NULL nulls (PostgreSQL 15+); null for all of the key's. */
  setNullColumns: string[] | null;
};

const tenantKeysQuery = sql`
  select c.conname as "name", c.conrelid::regclass::text as "table",
    ft.attname as "tenantColumn", ft.attnotnull as "tenantNotNull", fc.attname as "column",
    c.confrelid::regclass::text as "referenced",
    rt.attname as "referencedTenantColumn", rc.attname as "referencedColumn",
    c.confdeltype::text as "onDelete",
    (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
      where a.attrelid = c.conrelid and a.attnum = any(c.confdelsetcols)) as "setNullColumns"
  from pg_constraint c
  join pg_attribute ft on ft.attrelid = c.conrelid and ft.attnum = c.conkey[1]
  join pg_attribute fc on fc.attrelid = c.conrelid and fc.attnum = c.conkey[2]
  join pg_attribute rt on rt.attrelid = c.confrelid and rt.attnum = c.confkey[1]
  join pg_attribute rc on rc.attrelid = c.confrelid and rc.attnum = c.confkey[2]
  where c.contype = 'f' and cardinality(c.conkey) = 2
    and ft.attname in ('tenant_id', 'workspace_id')
  order by c.conname`;

/** Tables with a tenant column (and the workspaces table, the tenant itself). */
const singleColumnTenantReferences = sql`
  with tenant_tables as (
    select attrelid from pg_attribute
    where attname in ('tenant_id', 'workspace_id') and not attisdropped
    union select 'workspaces'::regclass
  )
  select c.conname as "name", pg_get_constraintdef(c.oid) as "definition"
  from pg_constraint c
  where c.contype = 'f' and cardinality(c.conkey) = 1
    and c.conrelid in (select attrelid from tenant_tables)
    and c.confrelid in (select attrelid from tenant_tables)
    and c.confrelid <> 'workspaces'::regclass
  order by 1`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

describe.each(testDatabases)("composite keys between tenant tables on $name", (testDatabase) => {
  let database: Database;
  let keys: TenantKey[];
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    await database.migrate();
    mine = await insertWorkspace(database, "mine");
    theirs = await insertWorkspace(database, "theirs");
    await fillWorkspace(database, mine);
    await fillWorkspace(database, theirs);
    await fillProvisioning(database, mine);
    await fillProvisioning(database, theirs);
    keys = await rowsOf<TenantKey>(database, tenantKeysQuery);
  });
  afterAll(() => database.close());

  /** A row of `mine` that fills the key's column: its ctid and the row it refers to. */
  async function templateOf(key: TenantKey) {
    const [row] = await rowsOf<{ ctid: string; value: string }>(
      database,
      sql.raw(`select ctid::text as ctid, ${quoted(key.column)}::text as value
        from ${quoted(key.table)}
        where ${quoted(key.tenantColumn)} = ${literal(mine)} and ${quoted(key.column)} is not null
        limit 1`),
    );
    if (!row) throw new Error(`fillWorkspace has no ${key.table} row with ${key.column} set`);
    return row;
  }

  /** A row of the referenced table in the other workspace. */
  async function theirRowFor(key: TenantKey) {
    const [row] = await rowsOf<{ value: string }>(
      database,
      sql.raw(`select ${quoted(key.referencedColumn)}::text as value from ${quoted(key.referenced)}
        where ${quoted(key.referencedTenantColumn)} = ${literal(theirs)} limit 1`),
    );
    if (!row) throw new Error(`fillWorkspace has no ${key.referenced} row`);
    return row.value;
  }

  /**
   * How to write a row of the key's table that refers to `value` and that only the foreign
   * key can object to: the key's column set to `value`, and the columns of unique keys set
   * apart from every other row (text suffixed, numbers moved, ids left to their default and,
   * where a unique key does not hold the key's column, nullable ones emptied). Each entry is
   * a column and the expression it takes from the template row; `null` leaves the column out.
   */
  async function assignmentsFor(key: TenantKey, value: string) {
    const columns = await rowsOf<{
      name: string;
      notNull: boolean;
      hasDefault: boolean;
      generated: boolean;
      type: string;
      inUniqueKey: boolean;
      inOtherUniqueKey: boolean;
    }>(
      database,
      sql`select a.attname as "name", a.attnotnull as "notNull",
            (a.atthasdef or a.attidentity <> '') as "hasDefault",
            a.attgenerated <> '' as "generated", format_type(a.atttypid, null) as "type",
            exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisunique
              and a.attnum = any(i.indkey)) as "inUniqueKey",
            exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisunique
              and a.attnum = any(i.indkey)
              and not exists (select 1 from pg_attribute k where k.attrelid = a.attrelid
                and k.attname = ${key.column} and k.attnum = any(i.indkey))) as "inOtherUniqueKey"
          from pg_attribute a
          where a.attrelid = ${key.table}::regclass and a.attnum > 0 and not a.attisdropped
          order by a.attnum`,
    );
    const suffix = randomBytes(4).toString("hex");
    return columns
      .filter((column) => !column.generated)
      .map((column) => {
        const name = quoted(column.name);
        const as = (expression: string | null) => ({ name, expression, kept: expression === name });
        if (column.name === key.column) return as(`${literal(value)}::uuid`);
        if (column.name === key.tenantColumn || !column.inUniqueKey) return as(name);
        if (column.hasDefault) return as(null);
        if (column.type === "text") return as(`${name} || '-${suffix}'`);
        if (/int/.test(column.type)) return as(`${name} + 1000000`);
        if (column.inOtherUniqueKey && !column.notNull) return as("null");
        return as(name);
      });
  }

  /** `insert into <table> select …`: a copy of the template row referring to `value`. */
  async function copyStatement(key: TenantKey, ctid: string, value: string) {
    const chosen = (await assignmentsFor(key, value)).filter((column) => column.expression);
    return sql.raw(`insert into ${quoted(key.table)} (${chosen.map((c) => c.name).join(", ")})
      select ${chosen.map((c) => c.expression).join(", ")} from ${quoted(key.table)}
      where ctid = ${literal(ctid)}::tid`);
  }

  /** `update <table> set …`: the template row made to refer to `value`. */
  async function updateStatement(key: TenantKey, ctid: string, value: string) {
    const changed = (await assignmentsFor(key, value)).filter(
      (column) => column.expression && !column.kept,
    );
    return sql.raw(`update ${quoted(key.table)}
      set ${changed.map((c) => `${c.name} = ${c.expression}`).join(", ")}
      where ctid = ${literal(ctid)}::tid`);
  }

  /** Runs `work` in a transaction that is then rolled back. */
  async function rolledBack(work: (execute: (query: SQL) => Promise<unknown>) => Promise<void>) {
    const rollback = new Error("rolled back on purpose");
    try {
      await database.orm.transaction(async (tx) => {
        await work(
          async (query) => ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows,
        );
        throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
  }

  it("has no single-column key left between two tenant tables", async () => {
    expect(await rowsOf(database, singleColumnTenantReferences)).toEqual([]);
    expect(keys.map((key) => key.name)).toEqual(
      expect.arrayContaining([
        "assets_model_id_fk",
        "assets_category_id_fk",
        "assets_location_id_fk",
        "assets_status_label_id_fk",
        "assets_assigned_person_id_fk",
        "license_seats_asset_id_fk",
        "license_seats_person_id_fk",
        "devices_asset_id_fk",
      ]),
    );
    expect(keys.filter((key) => !key.tenantNotNull).map((key) => key.name)).toEqual([]);
    for (const key of keys) {
      expect(["tenant_id", "workspace_id"], key.name).toContain(key.referencedTenantColumn);
      expect(key.referencedColumn, key.name).toBe("id");
    }
  });

  it("refuses to insert a row that refers to a row of another workspace, for every key", async () => {
    for (const key of keys) {
      const template = await templateOf(key);
      const copy = await copyStatement(key, template.ctid, await theirRowFor(key));
      // Unique and check constraints are checked as the row goes in, foreign keys at the end
      // of the statement: refused by this key means the copy was otherwise acceptable.
      expect(await refusalOf(database, copy), key.name).toEqual({
        code: "23503",
        constraint: key.name,
      });
    }
  });

  it("refuses to point an existing row at a row of another workspace, for every key", async () => {
    for (const key of keys) {
      const template = await templateOf(key);
      // Accepted while it refers to a row of its own workspace (statements are built before
      // the transaction: PGlite has one connection)…
      const own = await updateStatement(key, template.ctid, template.value);
      await rolledBack(async (execute) => {
        await execute(own);
      });
      // …refused when it refers to the other workspace's.
      const update = await updateStatement(key, template.ctid, await theirRowFor(key));
      expect(await refusalOf(database, update), key.name).toEqual({
        code: "23503",
        constraint: key.name,
      });
    }
  });

  it("nulls only the reference on ON DELETE SET NULL: the row keeps its tenant_id", async () => {
    const setNull = keys.filter((key) => key.onDelete === "n");
    expect(setNull.map((key) => key.name)).toContain("assets_model_id_fk");
    for (const key of setNull) {
      // In the catalogue: SET NULL (column), not all of the key's columns.
      expect(key.setNullColumns, key.name).toEqual([key.column]);
      const template = await templateOf(key);
      await rolledBack(async (execute) => {
        const [row] = (await execute(
          sql.raw(`select id::text as id from ${quoted(key.table)}
            where ctid = ${literal(template.ctid)}::tid`),
        )) as { id: string }[];
        await execute(
          sql.raw(`delete from ${quoted(key.referenced)}
            where ${quoted(key.referencedColumn)} = ${literal(template.value)}::uuid`),
        );
        const after = await execute(
          sql.raw(`select ${quoted(key.tenantColumn)}::text as tenant,
              ${quoted(key.column)}::text as reference
            from ${quoted(key.table)} where id = ${literal(row!.id)}`),
        );
        expect(after, key.name).toEqual([{ tenant: mine, reference: null }]);
      });
    }
  });

  it("still cascades or refuses the deletion of a referenced row as before", async () => {
    for (const key of keys.filter((key) => key.onDelete !== "n")) {
      const template = await templateOf(key);
      const deletion = sql.raw(`delete from ${quoted(key.referenced)}
        where ${quoted(key.referencedColumn)} = ${literal(template.value)}::uuid`);
      if (key.onDelete === "c") {
        await rolledBack(async (execute) => {
          await execute(deletion);
          const left = await execute(
            sql.raw(`select 1 from ${quoted(key.table)}
              where ${quoted(key.column)} = ${literal(template.value)}::uuid`),
          );
          expect(left, key.name).toEqual([]);
        });
      } else {
        expect(await refusalOf(database, deletion), key.name).toEqual({
          code: "23503",
          constraint: key.name,
        });
      }
    }
  });
  it("still deletes a whole workspace, every composite key cascading or nulling on the way", async () => {
    await database.orm.execute(sql`delete from workspaces where id = ${theirs}`);
    const tables = await rowsOf<{ table: string; column: string }>(
      database,
      sql`select c.relname as "table", a.attname as "column" from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
            and a.attname in ('tenant_id', 'workspace_id') and not a.attisdropped`,
    );
    for (const { table, column } of tables) {
      const left = await rowsOf(
        database,
        sql.raw(`select 1 from ${quoted(table)} where ${quoted(column)} = ${literal(theirs)}`),
      );
      expect(left, table).toEqual([]);
    }
    expect(
      await rowsOf(database, sql`select 1 from assets where tenant_id = ${mine}`),
    ).toHaveLength(2);
  });
});
