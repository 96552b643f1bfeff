import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { days } from "../../../lib/clock.ts";
import { clientAddressSeries, newAccount } from "../../../test-support/accounts.ts";
import { trials, type TrialStatus } from "../../account/trials/schema.ts";
import { provisionWorkspace } from "./provisioning.ts";

const nextClient = clientAddressSeries(0x5e);

/** Registers and signs in a fresh customer through the real API; returns its id and token. */
export async function signedUpCustomer(app: FastifyInstance, prefix = "owner") {
  const account = newAccount(prefix);
  const registered = await app.inject({
    method: "POST",
    url: "/api/customer/auth/register",
    payload: account,
    remoteAddress: nextClient(),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: "POST",
    url: "/api/customer/auth/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      username: account.email,
      password: account.password,
    }).toString(),
    remoteAddress: nextClient(),
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = login.json().access_token as string;
  const me = await app.inject({
    method: "GET",
    url: "/api/user/me/details",
    headers: { authorization: `Bearer ${token}` },
  });
  return { ...account, id: me.json().id as string, token };
}

/**
 * The state a deployed trial leaves behind — a trial row and its provisioned workspace —
 * without the trial module's request/approve/deploy flow, which is tested there.
 */
export async function trialWorkspace(
  app: FastifyInstance,
  owner: { id: string },
  appDomain: string,
  status: TrialStatus = "active",
) {
  const now = app.clock();
  const [trial] = await app.db.orm
    .insert(trials)
    .values({
      userId: owner.id,
      status,
      companyName: "Northwind Traders",
      appName: `Northwind ${appDomain}`,
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
  const { workspace } = await app.db.orm.transaction((tx) =>
    provisionWorkspace(tx, {
      trialId: trial.id,
      ownerUserId: owner.id,
      appDomain,
      name: trial.appName,
      now,
    }),
  );
  return { trial, workspace };
}

/** Moves a test trial to another state directly (the lifecycle itself is tested elsewhere). */
export async function setTrialStatus(app: FastifyInstance, trialId: string, status: TrialStatus) {
  await app.db.orm.update(trials).set({ status }).where(eq(trials.id, trialId));
}
