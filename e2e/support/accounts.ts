import assert from "node:assert/strict";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";

/** A sign-up as the API takes it (accept_terms is added when registering). */
export type TestAccount = { username: string; email: string; password: string };
type Credentials = Pick<TestAccount, "email" | "password">;

let serial = 0;
/** A fresh account whose password is on no common list. */
export function newAccount(prefix = "user"): TestAccount {
  const id = `${Date.now().toString(36)}${(++serial).toString(36)}`;
  return {
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    password: `Lantern-Quarry-${id}`,
  };
}

/** Registers `account` through the API (201 expected). */
export async function register(baseUrl: string, account: TestAccount): Promise<void> {
  const registered = await fetch(`${baseUrl}/api/customer/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...account, accept_terms: true }),
  });
  assert.equal(registered.status, 201, await registered.text());
}

/** Signs `account` in through the API and returns its bearer token. */
export async function signIn(baseUrl: string, account: Credentials): Promise<string> {
  const login = await fetch(`${baseUrl}/api/customer/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  assert.equal(login.status, 200, await login.clone().text());
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Registers and signs in: the usual start of a signed-in test. */
export async function registerAndSignIn(baseUrl: string, account: TestAccount): Promise<string> {
  await register(baseUrl, account);
  return signIn(baseUrl, account);
}

/**
 * Sets up an authenticator app for `account` through the API (as its owner would in the
 * account settings) and returns its secret and recovery codes: the operator console needs
 * two-step sign-in.
 */
export async function setUpAuthenticatorApp(baseUrl: string, account: Credentials) {
  const token = await signIn(baseUrl, account);
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/user/me/security${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    assert.ok(response.ok, await response.clone().text());
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { secret } = (await call("/totp")) as { secret: string };
  const confirmed = await call("/totp/confirm", { code: authenticatorCode(secret) });
  return { secret, recoveryCodes: confirmed.recovery_codes as string[] };
}

/**
 * What the authenticator app shows `later` ms from now. Sign-in takes the next step's code
 * too (one step of drift), and a code works once: tests that just used one type the next.
 */
export function authenticatorCode(secret: string, later = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + later,
  });
}

/** The sign-in form, then the code of the account's authenticator app (two-step sign-in). */
export async function signInTwoStepThroughForm(
  page: Page,
  baseUrl: string,
  account: Credentials & { secret: string },
) {
  await page.goto(baseUrl + "/login", { waitUntil: "networkidle" });
  await page.getByLabel("Work e-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Authentication code").fill(authenticatorCode(account.secret, 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(baseUrl + "/user-profile");
}

/** Recovery codes of the accounts `signInTwoStepApi` set up, per server. */
const keptRecoveryCodes = new Map<string, string[]>();

/**
 * A two-step session through the API, as the operator console requires: the first time for
 * this server and account, sets up an authenticator app; each sign-in spends a recovery code.
 */
export async function signInTwoStepApi(baseUrl: string, account: Credentials): Promise<string> {
  const key = `${baseUrl} ${account.email}`;
  if (!keptRecoveryCodes.has(key)) {
    keptRecoveryCodes.set(key, (await setUpAuthenticatorApp(baseUrl, account)).recoveryCodes);
  }
  const recoveryCode = keptRecoveryCodes.get(key)?.shift();
  if (!recoveryCode) throw new Error(`no recovery code left for ${account.email}`);
  const step = await fetch(`${baseUrl}/api/customer/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  const { token } = (await step.json()) as { token: string };
  const session = await fetch(`${baseUrl}/api/customer/auth/second-factor`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, recovery_code: recoveryCode }),
  });
  assert.equal(session.status, 200, await session.clone().text());
  return ((await session.json()) as { access_token: string }).access_token;
}
