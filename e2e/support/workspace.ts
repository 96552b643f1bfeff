import path from "node:path";
import { openDatabase } from "../../apps/api/src/db/client.ts";
import { insertDeployedTrial } from "../../apps/api/src/modules/account/trials/deployed-trial.ts";

/**
 * The state a deployed trial leaves behind — an active trial and its provisioned workspace,
 * written as the tests write it (insertDeployedTrial). Embedded PGlite has one writer: call it
 * while the server on `dataDir` is stopped. With `databaseUrl` it writes to that PostgreSQL
 * database instead.
 */
export async function deployTrialWorkspace(
  dataDir: string,
  userId: string,
  appDomain: string,
  appName = "Northwind IT",
  databaseUrl?: string,
) {
  const database = await openDatabase(
    databaseUrl
      ? { driver: "postgres", url: databaseUrl }
      : { driver: "pglite", dataDir: path.join(dataDir, "pglite") },
  );
  try {
    await insertDeployedTrial(database.orm, { userId, appDomain, appName, now: new Date() });
  } finally {
    await database.close();
  }
}
