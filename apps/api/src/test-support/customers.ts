import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { totpCode } from "../modules/account/auth/totp.ts";
import { clientAddressSeries, newAccount } from "./accounts.ts";

const nextClient = clientAddressSeries(0xc05);

export type Customer = ReturnType<typeof newAccount> & {
  token: string;
  id: string;
  headers: { authorization: string };
};

/** Registers and signs in a new customer through the API; returns the account and its bearer header. */
export async function signedUpCustomer(
  app: FastifyInstance,
  prefix = "customer",
  userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36",
): Promise<Customer> {
  const account = newAccount(prefix);
  const registered = await app.inject({
    method: "POST",
    url: "/api/customer/auth/register",
    payload: account,
    remoteAddress: nextClient(),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const token = await signIn(app, account.email, account.password, userAgent);
  const authorization = `Bearer ${token}`;
  return { ...account, token, id: registered.json().id, headers: { authorization } };
}

/** A further session of an existing account. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  userAgent = "curl/8.5.0",
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/customer/auth/login",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent },
    payload: new URLSearchParams({ username: email, password }).toString(),
    remoteAddress: nextClient(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

/** Recovery codes of the accounts `signInTwoStep` set up, per app (so per database). */
const recoveryCodesOf = new WeakMap<FastifyInstance, Map<string, string[]>>();

async function inject(app: FastifyInstance, url: string, payload?: object, token?: string) {
  const response = await app.inject({
    method: "POST",
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextClient(),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/**
 * A two-step session of an existing account, as the operator console requires (ADR 0053):
 * the first time, sets up an authenticator app for the account and keeps its recovery codes;
 * then signs in with the password and one recovery code, replacing the codes before they run out.
 */
export async function signInTwoStep(app: FastifyInstance, email: string, password: string) {
  const codes = recoveryCodesOf.get(app) ?? new Map<string, string[]>();
  recoveryCodesOf.set(app, codes);
  const login = { username: email, password };
  let answer = await inject(app, "/api/customer/auth/login", login);
  if (answer.access_token) {
    const { secret } = await inject(
      app,
      "/api/user/me/security/totp",
      undefined,
      answer.access_token,
    );
    const code = totpCode(secret, app.clock());
    const enrolled = await inject(
      app,
      "/api/user/me/security/totp/confirm",
      { code },
      answer.access_token,
    );
    codes.set(email, enrolled.recovery_codes);
    answer = await inject(app, "/api/customer/auth/login", login);
  }
  const left = codes.get(email) ?? [];
  const recovery_code = left.shift();
  if (!recovery_code) throw new Error(`no recovery code kept for ${email} in this app`);
  const session = await inject(app, "/api/customer/auth/second-factor", {
    token: answer.token,
    recovery_code,
  });
  if (left.length === 0) {
    const fresh = await inject(
      app,
      "/api/user/me/security/recovery-codes",
      { password },
      session.access_token,
    );
    codes.set(email, fresh.recovery_codes);
  }
  return session.access_token as string;
}
