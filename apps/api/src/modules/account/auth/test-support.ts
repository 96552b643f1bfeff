import { count } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { emailTokens, outbox, sessions, users } from "../../../db/schema.ts";
import { newAccount, rowCount } from "../../../test-support/accounts.ts";

export const base = "/api/customer/auth";

/**
 * The requests and checks the auth route tests share. `app` is read on each call, so the
 * helpers can be made before `beforeAll` has created the app.
 */
export function authRequests(app: () => FastifyInstance, nextClient: () => string) {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app().inject({
      method: "POST",
      url,
      payload: payload as object,
      headers,
      remoteAddress: headers["x-test-client"] ?? nextClient(),
    });

  const register = (account: Record<string, unknown>) => post(`${base}/register`, account);

  const loginForm = (fields: Record<string, string>, remoteAddress = nextClient()) =>
    app().inject({
      method: "POST",
      url: `${base}/login`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  const me = (token?: string) =>
    app().inject({
      method: "GET",
      url: "/api/user/me/details",
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  /** Registers and signs in a new account; returns it with its token. */
  async function signedUp(prefix = "user", fields: Record<string, string> = {}) {
    const account = newAccount(prefix);
    expect((await register(account)).statusCode).toBe(201);
    const response = await loginForm({
      username: account.email,
      password: account.password,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...account, token: response.json().access_token as string };
  }

  /** Everything the tests check "nothing changed" against. */
  const snapshot = async () => ({
    users: await rowCount(app(), users),
    outbox: await rowCount(app(), outbox),
    sessions: (await app().db.orm.select({ n: count() }).from(sessions))[0]?.n,
    tokens: (await app().db.orm.select({ n: count() }).from(emailTokens))[0]?.n,
  });

  return { post, register, loginForm, me, signedUp, snapshot };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const expectDetail = (
  response: LightMyRequestResponse,
  status: number,
  detail: string | RegExp,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(Object.keys(response.json())).toEqual(["detail"]);
  expect(response.json().detail).toMatch(detail);
};
