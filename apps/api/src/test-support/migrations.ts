import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "../db/client.ts";
import { migrationsFolder } from "../db/migrate.ts";

type Journal = { entries: { idx: number; tag: string }[] };

const readJournal = async (folder: string) =>
  JSON.parse(await readFile(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;

/** The index of the committed migration whose tag ends with `name` (e.g. "import-chunks"). */
export async function migrationIndex(name: string): Promise<number> {
  const entry = (await readJournal(migrationsFolder)).entries.find((candidate) =>
    candidate.tag.endsWith(`_${name}`),
  );
  if (!entry) throw new Error(`no migration named ${name}`);
  return entry.idx;
}

/** A copy of the migrations folder that stops at `last` (remove it with `rm` when done). */
export async function migrationsUpTo(last: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "fleetward-migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journal = await readJournal(folder);
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  return folder;
}

/** Applies the migrations of `folder` (see `migrationsUpTo`) to `database`. */
export function migrateWith(database: Database, folder: string): Promise<void> {
  return database.driver === "pglite"
    ? migratePglite(database.orm as unknown as PgliteDatabase, { migrationsFolder: folder })
    : migrateNodePg(database.orm as unknown as NodePgDatabase, { migrationsFolder: folder });
}
