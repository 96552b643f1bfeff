import assert from "node:assert/strict";

/** A sign-up as the API takes it (accept_terms is added when registering). */
export type TestAccount = { username: string; email: string; password: string };

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
export async function signIn(baseUrl: string, account: TestAccount): Promise<string> {
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
