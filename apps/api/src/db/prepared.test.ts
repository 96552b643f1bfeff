import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedReads } from "./prepared.ts";

/*
 * PGlite's reads marked plan-once as named prepared statements (ADR 0052): the same rows as
 * PGlite's own query(), planned once, errors as before, and a session that stays usable.
 */

const once = " /* fleetward: plan once */";

type Row = Record<string, unknown>;

describe("prepared reads on PGlite", () => {
  let client: PGlite;
  let reads: ReturnType<typeof preparedReads>;
  const kept = async () =>
    (
      await client.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        "select statement, generic_plans, custom_plans from pg_prepared_statements",
      )
    ).rows;

  beforeAll(async () => {
    client = new PGlite();
    reads = preparedReads(client, 3);
    await client.exec(`
      create table things (id int primary key, name text, at timestamptz, tags text[], data jsonb);
      insert into things values
        (1, 'one', '2026-01-02T03:04:05Z', '{a,b}', '{"x": 1}'),
        (2, null, null, null, null);`);
  });
  afterAll(() => client.close());

  it("runs a marked read as its prepared statement, with the rows query() gives", async () => {
    const text = `select * from things where id >= $1 and (name = $2 or $2 is null)${once} order by id`;
    for (const params of [
      [1, "one"],
      [1, null],
    ]) {
      const expected = await client.query<Row>(text, params, { rowMode: "array" });
      const first = await reads.query<Row>(text, params, { rowMode: "array" });
      const second = await reads.query<Row>(text, params, { rowMode: "array" });
      expect(first.rows).toEqual(expected.rows);
      expect(second.rows).toEqual(expected.rows);
      expect(second.fields).toEqual(expected.fields);
    }
    expect((await kept()).map((row) => row.statement)).toContain(text);
  });

  it("plans every other read for its values, and never prepares a write", async () => {
    for (let run = 0; run < 2; run++) {
      await reads.query(`update things set name = name where id = $1${once}`, [1]);
      await reads.query("select id from things where id = $1 /* unmarked */", [1]);
    }
    const statements = (await kept()).map((row) => row.statement);
    expect(statements.some((text) => text.startsWith("update"))).toBe(false);
    expect(statements.some((text) => text.includes("/* unmarked */"))).toBe(false);
  });

  it("plans a read marked plan-once generically, then restores the setting", async () => {
    const text = `select id from things where id = $1 and true${once}`;
    for (let run = 0; run < 3; run++) await reads.query(text, [run]);
    const row = (await kept()).find((statement) => statement.statement === text);
    expect(row?.generic_plans).toBe(3);
    expect(row?.custom_plans).toBe(0);
    expect((await client.query<Row>("show plan_cache_mode")).rows).toEqual([
      { plan_cache_mode: "auto" },
    ]);
  });

  it("keeps the last few statements and closes older ones", async () => {
    for (const id of [1, 2, 3, 4, 5]) {
      await reads.query(`select ${id} as n from things where id = $1${once}`, [1]);
    }
    const statements = (await kept()).map((row) => row.statement);
    expect(statements).toHaveLength(3);
    expect(statements).toContain(`select 5 as n from things where id = $1${once}`);
    expect(statements).not.toContain(`select 1 as n from things where id = $1${once}`);
  });

  it("raises a statement's error as query() does and stays usable", async () => {
    const text = `select 1 / $1::int as n${once}`;
    await expect(reads.query(text, [0])).rejects.toMatchObject({ code: "22012" });
    expect((await reads.query<Row>(text, [1])).rows).toEqual([{ n: 1 }]);
    expect((await client.query<Row>("select 2 as n")).rows).toEqual([{ n: 2 }]);
  });

  it("prepares a statement again when its table's columns change under it", async () => {
    const text = `select * from things where id = $1${once}`;
    await reads.query(text, [1]);
    await client.exec("alter table things add column extra int default 7");
    expect((await reads.query<Row>(text, [1])).rows[0]).toMatchObject({ id: 1, extra: 7 });
  });
});
