import { days } from "../../../lib/clock.ts";
import type { Orm } from "../../../db/client.ts";
import { provisionWorkspace } from "../../workspace/core/service.ts";
import { trials, type TrialStatus } from "./schema.ts";

/**
 * The state a deployment leaves behind — a trial row and its provisioned workspace — written
 * in one transaction (a savepoint inside the caller's) without the request/approve/deploy flow (tested in lifecycle.test.ts).
 * The one place tests, the end-to-end kit and the scale seed make a ready workspace.
 */
export async function insertDeployedTrial(
  orm: Orm,
  input: {
    userId: string;
    appDomain: string;
    now: Date;
    appName?: string;
    status?: TrialStatus;
  },
) {
  const { userId, appDomain, now } = input;
  const appName = input.appName ?? `Northwind ${appDomain}`;
  return orm.transaction(async (tx) => {
    const [trial] = await tx
      .insert(trials)
      .values({
        userId,
        status: input.status ?? "active",
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
        firstName: "Ada",
        lastName: "Okafor",
        title: "Ms",
        position: "IT manager",
        department: "IT",
        requestedAt: now,
        activatedAt: now,
        expiresAt: new Date(now.getTime() + days(90)),
        updatedAt: now,
      })
      .returning();
    if (!trial) throw new Error("trial insert returned nothing");
    const { workspace } = await provisionWorkspace(tx, {
      trialId: trial.id,
      ownerUserId: userId,
      appDomain,
      name: appName,
      now,
    });
    return { trial, workspace };
  });
}
