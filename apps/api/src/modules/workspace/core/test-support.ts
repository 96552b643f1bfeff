import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { days } from "../../../lib/clock.ts";
import { signedUpCustomer } from "../../../test-support/customers.ts";
import { trials, type TrialStatus } from "../../account/trials/schema.ts";
import { provisionWorkspace } from "./service.ts";

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

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let domainSerial = 0;
export const freshDomain = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${++domainSerial}`;

export const expectDetail = (
  response: LightMyRequestResponse,
  status: number,
  detail: RegExp | string,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().detail).toMatch(detail);
};

/**
 * The requests the workspace route tests make. `app` is read on each call, so the helpers
 * can be made before `beforeAll` has created the app.
 */
export function workspaceRequests(app: () => FastifyInstance) {
  /** A call as `token` to the workspace at `{domain}.localhost`. */
  const call = (
    token: string | null,
    domain: string,
    method: Method,
    url: string,
    payload?: unknown,
  ) =>
    app().inject({
      method,
      url,
      headers: {
        host: `${domain}.localhost:3000`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A customer with an active trial and its freshly provisioned workspace. */
  async function tenant(prefix = "acme") {
    const owner = await signedUpCustomer(app(), prefix);
    const domain = freshDomain(prefix);
    const { trial, workspace } = await trialWorkspace(app(), owner, domain);
    const as = (method: Method, url: string, payload?: unknown) =>
      call(owner.token, domain, method, url, payload);
    return { owner, domain, trial, workspace, as };
  }

  return { call, tenant };
}

/** The id of the category or location called `name`, read through the API as the tenant. */
export const idOf = async (
  as: (method: Method, url: string) => Promise<LightMyRequestResponse>,
  path: "categories" | "locations",
  name: string,
) => {
  const list = (await as("GET", `/api/workspace/${path}`)).json() as {
    id: string;
    name: string;
  }[];
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} in ${path}`);
  return found.id;
};
