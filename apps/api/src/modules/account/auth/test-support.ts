import { count, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { emailTokens, outbox, sessions, users } from "../../../db/schema.ts";
import { newAccount, outboxFor, rowCount } from "../../../test-support/accounts.ts";
import { totpCode } from "./totp.ts";

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

export const security = "/api/user/me/security";

/** The second-factor tests' requests and checks, on top of `authRequests`. */
export function factorRequests(
  app: () => FastifyInstance,
  nextClient: () => string,
  time: { clock: () => Date; advance: (ms: number) => void },
) {
  const requests = authRequests(app, nextClient);
  const { loginForm, signedUp } = requests;

  const call = (token: string, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A signed-up account with a confirmed authenticator app; answers its secret and codes. */
  async function withAuthenticatorApp(prefix = "totp") {
    const account = await signedUp(prefix);
    const started = await call(account.token, "POST", `${security}/totp`);
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json();
    const confirmed = await call(account.token, "POST", `${security}/totp/confirm`, {
      code: totpCode(secret, time.clock()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    time.advance(30_000); // the next sign-in's code is of a later step than the confirming one
    return {
      ...account,
      secret: secret as string,
      codes: confirmed.json().recovery_codes as string[],
    };
  }

  /** The password step of sign-in, which must be accepted; its answer. */
  const passwordStep = async (account: { email: string; password: string }, address?: string) => {
    const response = await loginForm(
      { username: account.email, password: account.password },
      address,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** The newest e-mail to `email` with this subject (the test clock gives many the same time). */
  const mailTo = async (email: string, subject: string) =>
    (await outboxFor(app(), email)).filter((mail) => mail.subject === subject).at(-1);

  const sessionCount = async (email: string) => {
    const [row] = await app()
      .db.orm.select({ n: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    return row?.n ?? 0;
  };

  return { ...requests, call, withAuthenticatorApp, passwordStep, mailTo, sessionCount };
}
