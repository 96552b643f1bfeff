import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { WorkspaceRole } from "@fleetward/contracts/workspace-members";
import { insertDeployedTrial } from "../modules/account/trials/deployed-trial.ts";
import { trials, type TrialStatus } from "../modules/account/trials/schema.ts";
import { insertMember } from "../modules/workspace/members/repository.ts";
import { clientAddressSeries } from "./accounts.ts";
import { signedUpCustomer } from "./customers.ts";

/*
 * The one test kit for workspace modules: a deployed trial's workspace, its owner and
 * members, and calls to it at its host. A new module's tests import only this file (and
 * test-app.ts / databases.ts); module-specific fixtures stay in the module's own
 * test-support.ts and build on this.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Call = (
  method: Method,
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;
export type Person = Awaited<ReturnType<typeof signedUpCustomer>>;

let domainSerial = 0;
export const freshDomain = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${++domainSerial}`;
/** Public invitation routes are limited per client address: give every call its own. */
export const nextClient = clientAddressSeries(0x3e);

/** A deployed trial and its workspace for `owner`, written directly (see insertDeployedTrial). */
export function trialWorkspace(
  app: FastifyInstance,
  owner: { id: string },
  appDomain: string,
  status: TrialStatus = "active",
) {
  return insertDeployedTrial(app.db.orm, { userId: owner.id, appDomain, status, now: app.clock() });
}

/** Moves a test trial to another state directly (the lifecycle itself is tested elsewhere). */
export async function setTrialStatus(app: FastifyInstance, trialId: string, status: TrialStatus) {
  await app.db.orm.update(trials).set({ status }).where(eq(trials.id, trialId));
}

/**
 * Calls as `token` (or anonymous) to the workspace at `{domain}.localhost`. `app` is read on
 * each call, so the helpers can be made before `beforeAll` has created the app;
 * `freshAddresses` gives every call its own client address (for per-address limits).
 */
export function workspaceRequests(app: () => FastifyInstance, freshAddresses = false) {
  const call = (
    token: string | null,
    domain: string,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url,
      ...(freshAddresses ? { remoteAddress: nextClient() } : {}),
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
    const as: Call = (method, url, payload) => call(owner.token, domain, method, url, payload);
    return { owner, domain, trial, workspace, as };
  }

  return { call, tenant };
}

/** A customer with an active trial and its provisioned workspace; `as` calls it as the owner. */
export function workspaceTenant(app: FastifyInstance, prefix = "acme") {
  return workspaceRequests(() => app).tenant(prefix);
}

/** Calls with a fresh client address each (invitation and other per-address limited routes). */
export const callerOf = (app: FastifyInstance) => workspaceRequests(() => app, true).call;

/** A workspace of an active trial; `join` adds a fresh customer with a role, directly in the database. */
export async function teamWorkspace(app: FastifyInstance, prefix = "team") {
  const owner = await signedUpCustomer(app, prefix);
  const domain = freshDomain(prefix);
  const { trial, workspace } = await trialWorkspace(app, owner, domain);
  const call = callerOf(app);
  const join = async (role: WorkspaceRole, name: string = role): Promise<Person> => {
    const person = await signedUpCustomer(app, `${prefix}-${name}`);
    await insertMember(app.db.orm, {
      workspaceId: workspace.id,
      userId: person.id,
      role,
      createdAt: app.clock(),
    });
    return person;
  };
  const as = (person: { token: string }, method: Method, url: string, payload?: unknown) =>
    call(person.token, domain, method, url, payload);
  return { owner, domain, trial, workspace, join, as, call };
}

/** The JSON of a response that must have `status`. */
export function jsonOf(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

export function expectDetail(
  response: LightMyRequestResponse,
  status: number,
  detail: RegExp | string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().detail).toMatch(detail);
}

type Named = { id: string; name: string; [field: string]: unknown };

/** The row called `name` of a workspace list (`models`, `status-labels`…), read as the tenant. */
export async function named(
  as: (method: Method, url: string) => Promise<LightMyRequestResponse>,
  path: string,
  name: string,
): Promise<Named> {
  const list = jsonOf(await as("GET", `/api/workspace/${path}`)) as Named[];
  const found = list.find((row) => row.name === name);
  if (!found) throw new Error(`no ${name} in ${path}`);
  return found;
}

/** The id of the category or location called `name`, read through the API as the tenant. */
export const idOf = async (
  as: (method: Method, url: string) => Promise<LightMyRequestResponse>,
  path: "categories" | "locations",
  name: string,
) => (await named(as, path, name)).id;
