import { randomBytes } from "node:crypto";
import pg from "pg";

/** Where the PostgreSQL pass runs; unset means PGlite only. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export type Engine = "pglite" | "postgres";

/**
 * The database of this test process's workspace servers: a `*-on-postgres.test.ts` file sets
 * E2E_ENGINE=postgres and imports a story written once, so it runs on both engines. Read at
 * call time: the variable is set after the imports are evaluated.
 */
export function e2eEngine(): Engine {
  return process.env.E2E_ENGINE === "postgres" ? "postgres" : "pglite";
}

/** " on PostgreSQL" in a PostgreSQL pass, for the titles of the tests it runs again. */
export const engineTitle = () => (e2eEngine() === "postgres" ? " on PostgreSQL" : "");

/** An empty scratch database next to `adminUrl`'s: its URL and how to drop it. */
export async function createScratchDatabase(adminUrl: string, prefix = "fleetward_e2e") {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function asAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
