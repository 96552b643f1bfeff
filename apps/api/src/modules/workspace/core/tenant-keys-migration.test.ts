import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { migrateWith, migrationIndex, migrationsUpTo } from "../../../test-support/migrations.ts";
import { fillWorkspace, insertWorkspace, rowsOf } from "./test-helpers.ts";

/** Every message in an error's causes (Drizzle wraps the driver's error). */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    messages.push(current.message);
  }
  return messages.join("\n");
}

const foreignKeysOfAssetsModel = sql`
  select pg_get_constraintdef(oid) as "definition" from pg_constraint
  where conrelid = 'assets'::regclass and contype = 'f'
    and pg_get_constraintdef(oid) like '%model_id%'`;

describe.each(testDatabases)("migrating to composite tenant keys on $name", (testDatabase) => {
  let database: Database;
  let oldMigrations: string;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    // Found by name: the migration keeps its test if it is renumbered.
    oldMigrations = await migrationsUpTo((await migrationIndex("tenant-composite-keys")) - 1);
    await migrateWith(database, oldMigrations);
    mine = await insertWorkspace(database, "mine");
    theirs = await insertWorkspace(database, "theirs");
    await fillWorkspace(database, mine);
    await fillWorkspace(database, theirs);
    // What single-column keys let through: an asset with another workspace's model, and
    // a person whose manager is another workspace's.
    await database.orm.execute(sql`
        update assets set model_id = (select id from asset_models where tenant_id = ${theirs})
        where tenant_id = ${mine} and model_id is not null`);
    await database.orm.execute(sql`
        update people set manager_id = (select id from people
          where tenant_id = ${theirs} and name = 'Manager')
        where tenant_id = ${mine} and manager_id is not null`);
  });
  afterAll(async () => {
    await database.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  it("stops, naming each table and column that refers to another workspace", async () => {
    const failure = await database.migrate().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(messagesOf(failure)).toContain(
      "migration tenant-composite-keys stopped: cross-workspace references in " +
        "assets.model_id (1 row(s) refer to asset_models of another workspace); " +
        "people.manager_id (1 row(s) refer to people of another workspace)",
    );
  });

  it("leaves the data and the old keys as they were", async () => {
    expect(
      await rowsOf(
        database,
        sql`select m.tenant_id::text as "modelTenant" from assets a
              join asset_models m on m.id = a.model_id where a.tenant_id = ${mine}`,
      ),
    ).toEqual([{ modelTenant: theirs }]);
    expect(await rowsOf(database, foreignKeysOfAssetsModel)).toEqual([
      {
        definition: "FOREIGN KEY (model_id) REFERENCES asset_models(id) ON DELETE SET NULL",
      },
    ]);
  });

  it("migrates once the rows refer to their own workspace", async () => {
    await database.orm.execute(sql`
        update assets set model_id = (select id from asset_models where tenant_id = ${mine})
        where tenant_id = ${mine} and model_id is not null`);
    await database.orm.execute(sql`
        update people set manager_id = (select id from people
          where tenant_id = ${mine} and name = 'Manager')
        where tenant_id = ${mine} and manager_id is not null`);
    await database.migrate();
    expect(await rowsOf(database, foreignKeysOfAssetsModel)).toEqual([
      {
        definition:
          "FOREIGN KEY (tenant_id, model_id) REFERENCES asset_models(tenant_id, id) " +
          "ON DELETE SET NULL (model_id)",
      },
    ]);
  });
});
