import { randomBytes } from "node:crypto";
import pg from "pg";

/** Where the PostgreSQL pass runs; unset means PGlite only. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

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
