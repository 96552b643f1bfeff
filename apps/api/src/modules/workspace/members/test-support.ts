import type { WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { clientAddressSeries } from "../../../test-support/accounts.ts";
import { signedUpCustomer } from "../../../test-support/customers.ts";
import { trialWorkspace } from "../core/test-support.ts";
import { insertMember } from "./repository.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let domainSerial = 0;
const freshDomain = (prefix: string) => `${prefix}-${Date.now().toString(36)}${++domainSerial}`;
/** Public invitation routes are limited per client address: give every call its own. */
export const nextClient = clientAddressSeries(0x3e);

/** A call as `token` (or anonymous) to the workspace at `{domain}.localhost`. */
export function callerOf(app: FastifyInstance) {
  return (
    token: string | null,
    domain: string,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      remoteAddress: nextClient(),
      headers: {
        host: `${domain}.localhost:3000`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export type Person = Awaited<ReturnType<typeof signedUpCustomer>>;

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

export function expectDetail(
  response: LightMyRequestResponse,
  status: number,
  detail: RegExp | string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().detail).toMatch(detail);
}
