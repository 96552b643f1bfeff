import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.ts";
import { createTestApp } from "../test-support/test-app.ts";
import { runUpkeep, upkeepQueue } from "./database-upkeep.ts";

describe.each(testDatabases)("database upkeep on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it("is scheduled hourly and nightly on the embedded database only", async () => {
    const schedules = await app.jobs.getSchedules(upkeepQueue);
    if (database.name === "pglite") {
      expect(schedules.map((s) => [s.key, s.cron]).sort()).toEqual([
        ["analyze", "23 * * * *"],
        ["vacuum", "41 3 * * *"],
      ]);
    } else {
      expect(schedules).toEqual([]);
    }
  });

  it("gives the planner an estimate of tables it never analysed", async () => {
    // reltuples is -1 until a table is first vacuumed or analysed (PostgreSQL 14+).
    const estimate = async () => {
      const result = (await app.db.orm.execute(
        sql`select reltuples::int as n from pg_class where relname = 'history_events'`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n;
    };
    if (database.name === "pglite") expect(await estimate()).toBe(-1);
    await runUpkeep(app, { vacuum: true });
    expect(await estimate()).toBeGreaterThanOrEqual(0);
  });
});
