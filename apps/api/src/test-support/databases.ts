import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { openDatabase, type Database } from "../db/client.ts";
import { migratePglite, migratePostgres, migrationsFolder } from "../db/migrate.ts";

/**
 * A database engine the API tests run against. `open()` gives a fresh, empty database (the
 * migration tests apply migrations one by one); `openMigrated()` a fresh one already migrated,
 * copied from a template migrated once per run, so each test file skips PGlite's initdb and
 * the forty-odd migrations (about 2.5 s per embedded database on the CI machine).
 */
export type TestDatabase = {
  name: "pglite" | "postgres";
  open(): Promise<Database>;
  openMigrated(): Promise<Database>;
};

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with
 * `describe.each(testDatabases)("… on $name", …)`.
 */
export const testDatabases: TestDatabase[] = [
  {
    name: "pglite",
    open: () => openDatabase({ driver: "pglite" }),
    openMigrated: async () =>
      openDatabase({ driver: "pglite", loadDataDir: await migratedPgliteDump() }),
  },
  ...(adminUrl
    ? [
        {
          name: "postgres" as const,
          open: () => openScratchPostgres(adminUrl),
          openMigrated: () => openScratchPostgres(adminUrl, { migrated: true }),
        },
      ]
    : []),
];

/** The migrations' content: a template made from other migrations is never reused. */
let migrationsHash: Promise<string> | undefined;
function hashMigrations(): Promise<string> {
  return (migrationsHash ??= (async () => {
    const hash = createHash("sha256");
    const files = (await readdir(migrationsFolder, { recursive: true })).sort();
    for (const file of files.filter((name) => /\.(sql|json)$/.test(name))) {
      hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
    }
    return hash.digest("hex").slice(0, 16);
  })());
}

let pgliteDump: Promise<Blob> | undefined;
/**
 * A dump of a migrated PGlite, kept in the temporary directory under the migrations' hash so
 * every test worker of the run (and the next run) reads it instead of migrating again.
 */
function migratedPgliteDump(): Promise<Blob> {
  return (pgliteDump ??= (async () => {
    const file = path.join(tmpdir(), `fleetward-pglite-template-${await hashMigrations()}.tar`);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return new Blob([stored]);
    const client = new PGlite({ extensions: { pg_trgm } });
    await migratePglite(drizzle({ client }));
    const dump = await client.dumpDataDir("none");
    await client.close();
    // Written under a unique name then renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })());
}

/**
 * Creates `fleetward_test_<random>` through the admin URL and drops it when closed,
 * so test files running in parallel never see each other's rows.
 */
async function openScratchPostgres(
  url: string,
  options: { migrated?: boolean } = {},
): Promise<Database> {
  const scratch = await createScratchPostgres(url, options);
  const database = await openDatabase({ driver: "postgres", url: scratch.url });

  let dropped: Promise<void> | undefined;
  const close = () => (dropped ??= database.close().then(scratch.drop));
  return { ...database, close };
}

// Arbitrary but fixed: the test workers take turns making the template and copying it.
const templateLockKey = 0x0f1ee8;

/**
 * An empty scratch database on the server of `adminUrl` (or, `migrated`, a copy of the
 * migrated template): its URL and how to drop it.
 */
export async function createScratchPostgres(
  adminUrl: string,
  options: { migrated?: boolean } = {},
) {
  const name = `fleetward_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, async (client) => {
    if (!options.migrated) return void (await client.query(`create database ${name}`));
    // PostgreSQL copies a template only while nobody else is connected to it: one at a time.
    await client.query("select pg_advisory_lock($1)", [templateLockKey]);
    const template = await migratedTemplate(adminUrl, client);
    await client.query(`create database ${name} template ${template}`);
  });
  const scratchUrl = new URL(adminUrl);
  scratchUrl.pathname = `/${name}`;
  return {
    url: scratchUrl.toString(),
    drop: () =>
      withAdmin(adminUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** `fleetward_template_<hash>`, created and migrated by the first worker that needs it. */
async function migratedTemplate(adminUrl: string, client: pg.Client): Promise<string> {
  const template = `fleetward_template_${await hashMigrations()}`;
  const found = await client.query("select 1 from pg_database where datname = $1", [template]);
  if (found.rowCount) return template;
  // Migrated under another name and renamed once complete: a run that dies half-way never
  // leaves a half-migrated template behind for the next.
  const building = `${template}_building`;
  await client.query(`drop database if exists ${building} with (force)`);
  await client.query(`create database ${building}`);
  const buildingUrl = new URL(adminUrl);
  buildingUrl.pathname = `/${building}`;
  await migratePostgres(buildingUrl.toString());
  await client.query(`alter database ${building} rename to ${template}`);
  return template;
}

/** Runs `work` on a connection of its own; ending it releases any advisory lock it took. */
async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
