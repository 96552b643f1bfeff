import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
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
