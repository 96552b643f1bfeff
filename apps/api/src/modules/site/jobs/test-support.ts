import { signInTwoStep } from "../../../test-support/customers.ts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { newAccount } from "../../../test-support/accounts.ts";

export type Cv = { bytes: Buffer; filename: string; type: string };

/**
 * The requests the job board route tests make. `app` is read on each call, so the helpers
 * can be made before `beforeAll` has created the app.
 */
export function jobsRequests(app: () => FastifyInstance, nextClient: () => string) {
  const get = (url: string, token?: string) =>
    app().inject({
      method: "GET",
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const post = (url: string, payload?: object, token?: string) =>
    app().inject({
      method: "POST",
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: nextClient(),
    });

  /** Sends the application as a browser does: multipart/form-data built by FormData. */
  async function apply(fields: Record<string, string>, cv?: Cv, remoteAddress = nextClient()) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (cv) form.append("cv", new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.filename);
    const encoded = new Response(form);
    return app().inject({
      method: "POST",
      url: "/api/jobs/applications",
      headers: { "content-type": encoded.headers.get("content-type") ?? "" },
      payload: Buffer.from(await encoded.arrayBuffer()),
      remoteAddress,
    });
  }

  async function firstJobId(): Promise<number> {
    return (await get("/api/jobs?page_size=1")).json().items[0].id;
  }

  async function signIn(account: { email: string; password: string }) {
    const response = await app().inject({
      method: "POST",
      url: "/api/customer/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        username: account.email,
        password: account.password,
      }).toString(),
      remoteAddress: nextClient(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().access_token as string;
  }

  async function customerToken() {
    const account = newAccount("poster");
    const registered = await post("/api/customer/auth/register", account);
    expect(registered.statusCode, registered.body).toBe(201);
    return { account, token: await signIn(account) };
  }

  async function operatorToken() {
    // The test app seeds the default operator with a generated password; make our own, and
    // sign it in with two steps, as the console requires (ADR 0053).
    const { account } = await customerToken();
    await app().db.orm.execute(
      `update users set role = 'operator' where email = '${account.email.toLowerCase()}'`,
    );
    return signInTwoStep(app(), account.email, account.password);
  }

  return { get, post, apply, firstJobId, customerToken, operatorToken };
}
