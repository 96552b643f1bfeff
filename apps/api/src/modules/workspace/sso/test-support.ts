import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { clientAddressSeries, newAccount } from "../../../test-support/accounts.ts";
import type { TestOidcProvider } from "../../../test-support/oidc-provider.ts";
import { signIn } from "../../../test-support/customers.ts";
import { jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";

/*
 * Company sign-in in the API tests: a team workspace with a verified mail domain, and the
 * browser's part of a sign-in (start, the provider, the callback, the exchange) as requests.
 */

const nextClient = clientAddressSeries(0x550);

/** The configuration SSO tests run with: providers on loopback, domains taken on the admin's word. */
export const ssoTestConfig = {
  ssoAllowPrivate: true,
  ssoDomainVerification: "trust-admin",
} as const;

/** An OpenID Connect connection to the test provider `op`, as an admin saves it. */
export function oidcConnection(
  op: Pick<TestOidcProvider, "issuer" | "clientId" | "clientSecret">,
  groupRoles: { group: string; role: string }[] = [],
) {
  return {
    protocol: "oidc",
    issuer: op.issuer,
    client_id: op.clientId,
    client_secret: op.clientSecret,
    default_role: "viewer",
    group_roles: groupRoles,
  };
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");
export const newBinding = () => randomBytes(32).toString("base64url");

/** A team workspace whose mail domain `<label>.example` is verified (trust-admin mode). */
export async function ssoTeam(app: FastifyInstance, prefix: string) {
  const team = await teamWorkspace(app, prefix);
  const mailDomain = `${team.domain}.example`;
  const host = `${team.domain}.localhost:3000`;
  const origin = `http://${host}`;
  const owner = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    team.as(team.owner, method, url, payload);
  const claimed = jsonOf(
    await owner("POST", "/api/workspace/sso/domains", { domain: mailDomain }),
    201,
  );
  jsonOf(await owner("POST", `/api/workspace/sso/domains/${claimed.id}/verify`));
  return { ...team, mailDomain, host, origin, owner };
}

/** Requests to the workspace at `host` without a session (the sign-in calls are anonymous). */
export function anonymous(app: FastifyInstance, host: string) {
  return (method: "GET" | "POST", url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: nextClient(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Where the callback sent the browser back to, and what its fragment says. */
export function returnOf(
  response: { statusCode: number; headers: Record<string, unknown> },
  origin: string,
) {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location));
  expect(location.origin + location.pathname).toBe(`${origin}/workspace`);
  expect(location.search).toBe("");
  const fragment = new URLSearchParams(location.hash.slice(1));
  return { code: fragment.get("sso_code"), error: fragment.get("sso_error") };
}

/** Starts a sign-in at the workspace: the provider's URL, for the binding's browser. */
export async function startAt(app: FastifyInstance, host: string, binding: string) {
  const started = await anonymous(app, host)("POST", "/api/sso/start", {
    binding_hash: sha256(binding),
  });
  return jsonOf(started).url as string;
}

/** Exchanges a hand-over code for a session; answers the response. */
export const exchange = (app: FastifyInstance, host: string, code: string, binding: string) =>
  anonymous(app, host)("POST", "/api/sso/exchange", { code, binding });

/** An account registered with the given e-mail address, signed in with its password. */
export async function customerWithEmail(app: FastifyInstance, email: string) {
  const account = { ...newAccount("sso"), email };
  const registered = await app.inject({
    method: "POST",
    url: "/api/customer/auth/register",
    payload: account,
    remoteAddress: nextClient(),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const token = await signIn(app, email, account.password);
  return { ...account, id: registered.json().id as string, token };
}
