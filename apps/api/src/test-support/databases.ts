import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/client.ts";

/** A database engine the API tests run against; `open()` gives a fresh, empty database. */
export type TestDatabase = { name: "pglite" | "postgres"; open(): Promise<Database> };

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with
 * `describe.each(testDatabases)("… on $name", …)`.
 */
export const testDatabases: TestDatabase[] = [
  { name: "pglite", open: () => openDatabase({ driver: "pglite" }) },
  ...(adminUrl ? [{ name: "postgres" as const, open: () => openScratchPostgres(adminUrl) }] : []),
];

/**
 * Creates `fleetward_test_<random>` through the admin URL and drops it when closed,
 * so test files running in parallel never see each other's rows.
 */
async function openScratchPostgres(url: string): Promise<Database> {
  const scratch = await createScratchPostgres(url);
  const database = await openDatabase({ driver: "postgres", url: scratch.url });

  let dropped: Promise<void> | undefined;
  const close = () => (dropped ??= database.close().then(scratch.drop));
  return { ...database, close };
}

/** An empty scratch database on the server of `adminUrl`: its URL and how to drop it. */
export async function createScratchPostgres(adminUrl: string) {
  const name = `fleetward_test_${randomBytes(6).toString("hex")}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const scratchUrl = new URL(adminUrl);
  scratchUrl.pathname = `/${name}`;
  return {
    url: scratchUrl.toString(),
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
