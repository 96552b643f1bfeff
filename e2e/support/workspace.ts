import assert from "node:assert/strict";
import path from "node:path";
import { openDatabase } from "../../apps/api/src/db/client.ts";
import { trials } from "../../apps/api/src/modules/account/trials/schema.ts";
import { provisionWorkspace } from "../../apps/api/src/modules/workspace/core/service.ts";

/**
 * The state a deployed trial leaves behind — an active trial and its provisioned workspace,
 * written with the function the deployment job uses. Embedded PGlite has one writer: call it
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
    const now = new Date();
    await database.orm.transaction(async (tx) => {
      const [trial] = await tx
        .insert(trials)
        .values({
          userId,
          status: "active",
          companyName: "Northwind Traders",
          appName,
          appDomain,
          companyEmail: "it@northwind.example",
          phone: "+44 20 7946 0000",
          streetAddress: "12 Harbour Street",
          building: "Floor 3",
          postalCode: "EC1A 1BB",
          city: "London",
          country: "GB",
          firstName: "Amara",
          lastName: "Okafor",
          title: "Ms",
          position: "IT manager",
          department: "IT",
          requestedAt: now,
          activatedAt: now,
          expiresAt: new Date(now.getTime() + 90 * 86_400_000),
          updatedAt: now,
        })
        .returning();
      assert.ok(trial);
      await provisionWorkspace(tx, {
        trialId: trial.id,
        ownerUserId: userId,
        appDomain,
        name: trial.appName,
        now,
      });
    });
  } finally {
    await database.close();
  }
}
