import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../../db/schema.ts";
import { hours, minutes } from "../../../lib/clock.ts";
import {
  clientAddressSeries,
  movableClock,
  newAccount,
  recordingSleep,
} from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { hashToken } from "../../../lib/tokens.ts";
import { authRequests, base, bearer, expectDetail } from "./test-support.ts";

describe.each(testDatabases)("accounts API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();
  const sleeper = recordingSleep();
  const nextClient = clientAddressSeries(1);

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock, sleep: sleeper.sleep });
  });
  afterAll(() => app.close());

  const { post, register, loginForm, me, signedUp, snapshot } = authRequests(() => app, nextClient);

  describe("POST /login", () => {
    it("signs in with the form the browser sends and answers a 256-bit bearer token", async () => {
      const account = newAccount();
      await register(account);
      const response = await loginForm({
        username: account.email.toUpperCase(),
        password: account.password,
      });

      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        token_type: "bearer",
        role: "customer",
        expires_at: new Date(time.clock().getTime() + hours(12)).toISOString(),
      });
      const stored = await app.db.orm.select().from(sessions);
      expect(stored.some((row) => row.tokenHash === hashToken(body.access_token))).toBe(true);
      expect(JSON.stringify(stored)).not.toContain(body.access_token);
    });

    it("accepts JSON too, ignores fields it does not know, and `remember` keeps 30 days", async () => {
      const account = newAccount();
      await register(account);
      const json = await post(`${base}/login`, {
        username: account.email,
        password: account.password,
        remember: "true",
        grant_type: "password",
      });
      const form = await loginForm({
        username: account.email,
        password: account.password,
        remember: "on",
      });

      for (const response of [json, form]) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().expires_at).toBe(
          new Date(time.clock().getTime() + hours(24 * 30)).toISOString(),
        );
      }
    });

    it("signs in the seeded operator like anyone else", async () => {
      const operatorApp = await createTestApp(database, {
        config: { operatorEmail: "ops@fleetward.example", operatorPassword: "Operator-Secret-42" },
      });
      try {
        const response = await operatorApp.inject({
          method: "POST",
          url: `${base}/login`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "username=ops%40fleetward.example&password=Operator-Secret-42",
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().role).toBe("operator");
        const details = await operatorApp.inject({
          method: "GET",
          url: "/api/user/me/details",
          headers: bearer(response.json().access_token),
        });
        expect(details.json()).toMatchObject({
          role: { role_name: "operator" },
          first_name: "Operator",
        });
      } finally {
        await operatorApp.close();
      }
    });

    it("answers a wrong e-mail and a wrong password byte for byte the same", async () => {
      const account = newAccount();
      await register(account);
      const wrongPassword = await loginForm({
        username: account.email,
        password: "Not-The-Password-1",
      });
      const wrongEmail = await loginForm({
        username: `x${account.email}`,
        password: account.password,
      });
      const noAccount = await loginForm({ username: "' OR 1=1 --", password: "x" });

      const strip = (response: LightMyRequestResponse) => {
        const { date: _date, "x-request-id": _id, ...headers } = response.headers;
        return { status: response.statusCode, body: response.body, headers };
      };
      expect(strip(wrongPassword)).toEqual(strip(wrongEmail));
      expect(strip(noAccount)).toEqual(strip(wrongEmail));
      expect(wrongEmail.statusCode).toBe(401);
      expect(wrongEmail.body).toBe('{"detail":"Incorrect e-mail or password"}');
    });

    it("refuses missing fields, repeated fields and multipart bodies, and opens no session", async () => {
      const before = await snapshot();
      expectDetail(await loginForm({ username: "a@example.com" }), 422, /^password: Required/);
      expectDetail(await loginForm({}), 422, /username: Required.*password: Required/);
      expectDetail(
        await loginForm({ username: "a@example.com", password: "x", remember: "yes" }),
        422,
        /^remember: /,
      );
      expectDetail(
        await loginForm({ username: "x".repeat(255), password: "x" }),
        422,
        /^username: Too big/,
      );
      const repeated = await app.inject({
        method: "POST",
        url: `${base}/login`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "username=a%40example.com&username=b%40example.com&password=x",
        remoteAddress: nextClient(),
      });
      expectDetail(repeated, 422, /^username: /);
      const multipart = await app.inject({
        method: "POST",
        url: `${base}/login`,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        payload: "--x--",
        remoteAddress: nextClient(),
      });
      expectDetail(multipart, 415, /not accepted here/);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe("sessions", () => {
    it("GET /api/user/me/details answers the current user for a live token", async () => {
      const account = await signedUp("me");
      const response = await me(account.token);

      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toMatchObject({
        username: account.username,
        email: account.email,
        role: { role_name: "customer" },
        email_confirmed: false,
      });
    });

    it("answers 401 'No auth token found' without a bearer token", async () => {
      for (const headers of [
        {},
        { authorization: "" },
        { authorization: "Bearer " },
        { authorization: "Basic dTpw" },
      ]) {
        const response = await app.inject({ method: "GET", url: "/api/user/me/details", headers });
        expectDetail(response, 401, "No auth token found");
        expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
      }
    });

    it("answers 401 'Your session has ended' for malformed and unknown tokens", async () => {
      for (const token of [
        "garbage",
        "A".repeat(43),
        "' OR '1'='1",
        "x".repeat(5000),
        "🔑".repeat(20),
      ]) {
        expectDetail(await me(token), 401, "Your session has ended. Please sign in again.");
      }
    });

    it("logout revokes the token; the token is refused afterwards; logging out again is 204", async () => {
      const account = await signedUp("logout");
      expect((await me(account.token)).statusCode).toBe(200);

      const first = await post(`${base}/logout`, undefined, bearer(account.token));
      expect(first.statusCode).toBe(204);
      expect(first.body).toBe("");
      expectDetail(await me(account.token), 401, "Your session has ended. Please sign in again.");
      expect((await post(`${base}/logout`, undefined, bearer(account.token))).statusCode).toBe(204);
      expect((await post(`${base}/logout`, undefined)).statusCode).toBe(204);
      expect((await post(`${base}/logout`, undefined, bearer("nonsense"))).statusCode).toBe(204);
    });

    it("ends a session idle for 2 hours, and slides while it is used", async () => {
      const account = await signedUp("idle");
      for (let step = 0; step < 4; step++) {
        time.advance(minutes(90));
        expect((await me(account.token)).statusCode, `after ${(step + 1) * 90} min`).toBe(200);
      }
      time.advance(hours(2) + 1000);
      expectDetail(await me(account.token), 401, /^Your session has ended/);
    });

    it("ends every session 12 hours after sign-in, however busy; 'remember' lasts 30 days", async () => {
      const short = await signedUp("short");
      const long = await signedUp("long", { remember: "on" });
      for (let hour = 1; hour <= 12; hour++) {
        time.advance(hours(1));
        const expected = hour < 12 ? 200 : 401;
        expect((await me(short.token)).statusCode, `hour ${hour}`).toBe(expected);
      }
      for (let day = 1; day < 30; day += 6) {
        expect((await me(long.token)).statusCode, `day ${day}`).toBe(200);
        time.advance(hours(24 * 6));
      }
      expect((await me(long.token)).statusCode).toBe(401);
    });

    it("writes last_seen_at at most once a minute", async () => {
      const account = await signedUp("touch");
      const lastSeen = async () => {
        const [row] = await app.db.orm
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(account.token)));
        return row?.at.getTime();
      };
      const start = await lastSeen();
      time.advance(30_000);
      await me(account.token);
      expect(await lastSeen()).toBe(start);
      time.advance(30_000);
      await me(account.token);
      expect(await lastSeen()).toBe(time.clock().getTime());
    });
  });

  describe("POST /unlock", () => {
    it("answers 204 for the session user's password and 401 for another", async () => {
      const account = await signedUp("lock");
      const unlock = (password: string) =>
        post(`${base}/unlock`, { password }, bearer(account.token));

      expect((await unlock(account.password)).statusCode).toBe(204);
      expectDetail(await unlock("Not-My-Password-9"), 401, "Incorrect password");
      // The session itself is untouched by a wrong password.
      expect((await me(account.token)).statusCode).toBe(200);
    });

    it("needs a session, refuses bad bodies, and is throttled like sign-in", async () => {
      const account = await signedUp("lock2");
      expectDetail(await post(`${base}/unlock`, { password: "x" }), 401, "No auth token found");
      expectDetail(
        await post(`${base}/unlock`, {}, bearer(account.token)),
        422,
        /^password: Required/,
      );
      expectDetail(
        await post(`${base}/unlock`, { password: "x", username: "y" }, bearer(account.token)),
        422,
        /Unrecognized key/,
      );
      const from = { ...bearer(account.token), "x-test-client": nextClient() };
      for (let attempt = 0; attempt < 10; attempt++) {
        await post(`${base}/unlock`, { password: `Wrong-${attempt}` }, from);
      }
      expectDetail(
        await post(`${base}/unlock`, { password: account.password }, from),
        429,
        /^Too many sign-in attempts/,
      );
      time.advance(minutes(15));
    });
  });
});
