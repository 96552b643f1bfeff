import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../../db/schema.ts";
import { hours } from "../../../lib/clock.ts";
import {
  clientAddressSeries,
  movableClock,
  newAccount,
  outboxFor,
  recordingSleep,
  rowCount,
  tokenFromLatestMail,
} from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
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

  describe("password reset", () => {
    const requestReset = (email: string) => post(`${base}/password-reset/request`, { email });
    const confirmReset = (token: string, password: string) =>
      post(`${base}/password-reset/confirm`, { token, password });

    it("answers 202 the same for known and unknown addresses; only a known one gets mail", async () => {
      const account = newAccount("forgot");
      await register(account);
      const outboxBefore = await rowCount(app, outbox);

      const known = await requestReset(account.email.toUpperCase());
      const unknown = await requestReset(`nobody-${account.email}`);

      expect(known.statusCode).toBe(202);
      expect(known.body).toBe('{"accepted":true}');
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(await rowCount(app, outbox)).toBe(outboxBefore + 1);
      const mail = (await outboxFor(app, account.email)).at(-1);
      expect(mail).toMatchObject({
        template: "password-reset",
        subject: "Reset your Fleetward password",
      });
      expect(mail?.link).toMatch(
        /^http:\/\/localhost:3000\/auth-re-password\?token=[A-Za-z0-9_-]{43}$/,
      );
      expect(mail?.text).toContain("60 minutes");
    });

    it("sets the password once, ends every session, and sends a 'password changed' alert", async () => {
      const account = await signedUp("reset");
      const other = await loginForm({ username: account.email, password: account.password });
      await requestReset(account.email);
      const token = await tokenFromLatestMail(app, account.email, "token");

      const response = await confirmReset(token, "Fresh-Meadow-Lantern-7");
      expect(response.statusCode, response.body).toBe(204);

      for (const session of [account.token, other.json().access_token]) {
        expectDetail(await me(session), 401, /^Your session has ended/);
      }
      expect(
        (await loginForm({ username: account.email, password: account.password })).statusCode,
      ).toBe(401);
      expect(
        (await loginForm({ username: account.email, password: "Fresh-Meadow-Lantern-7" }))
          .statusCode,
      ).toBe(200);
      const alert = (await outboxFor(app, account.email)).at(-1);
      expect(alert).toMatchObject({
        template: "account-alert",
        subject: "Your Fleetward password was changed",
      });

      expectDetail(
        await confirmReset(token, "Another-Fresh-Password-8"),
        400,
        "This reset link is invalid or has expired",
      );
    });

    it("refuses a link after an hour", async () => {
      const account = newAccount("expired");
      await register(account);
      await requestReset(account.email);
      const token = await tokenFromLatestMail(app, account.email, "token");
      time.advance(hours(1) + 1000);

      expectDetail(
        await confirmReset(token, "Fresh-Meadow-Lantern-7"),
        400,
        /^This reset link is invalid/,
      );
    });

    it("refuses a common new password without using the link up", async () => {
      const account = newAccount("weak");
      await register(account);
      await requestReset(account.email);
      const token = await tokenFromLatestMail(app, account.email, "token");

      expectDetail(await confirmReset(token, "password123"), 422, /^password: .*too common/);
      expectDetail(await confirmReset(token, "short"), 422, /^password: Use at least 8/);
      expect((await confirmReset(token, "Fresh-Meadow-Lantern-7")).statusCode).toBe(204);
    });

    it("sends at most 3 reset e-mails an hour to one address, answering 202 all the same", async () => {
      const account = newAccount("spam");
      await register(account);
      for (let i = 0; i < 5; i++) {
        expect((await requestReset(account.email)).statusCode).toBe(202);
      }
      const resets = (await outboxFor(app, account.email)).filter(
        (m) => m.template === "password-reset",
      );
      expect(resets).toHaveLength(3);
    });

    it("refuses bad input with 4xx and changes nothing", async () => {
      const before = await snapshot();
      expectDetail(await post(`${base}/password-reset/request`, {}), 422, /^email: Required/);
      expectDetail(
        await post(`${base}/password-reset/request`, { email: "nope" }),
        422,
        /^email: /,
      );
      expectDetail(
        await post(`${base}/password-reset/request`, { email: "a@example.com", admin: true }),
        422,
        /Unrecognized key/,
      );
      expectDetail(
        await confirmReset("A".repeat(43), "Fresh-Meadow-Lantern-7"),
        400,
        /^This reset link/,
      );
      expectDetail(
        await confirmReset("'; DROP TABLE users; --", "Fresh-Meadow-Lantern-7"),
        400,
        /^This reset link/,
      );
      expectDetail(
        await post(`${base}/password-reset/confirm`, { token: "x" }),
        422,
        /^password: Required/,
      );
      expect(await snapshot()).toEqual(before);
    });

    it("limits reset requests per client address (429)", async () => {
      const client = nextClient();
      const send = () =>
        app.inject({
          method: "POST",
          url: `${base}/password-reset/request`,
          payload: { email: "rate@example.com" },
          remoteAddress: client,
        });
      for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(429);
    });
  });

  describe("POST /api/user/me/password", () => {
    const change = (token: string, payload: unknown) =>
      post("/api/user/me/password", payload, bearer(token));

    it("changes the password and ends the user's other sessions, not this one", async () => {
      const account = await signedUp("change");
      const other = (
        await loginForm({ username: account.email, password: account.password })
      ).json();

      const response = await change(account.token, {
        current_password: account.password,
        new_password: "Brand-New-Harbour-5",
      });
      expect(response.statusCode, response.body).toBe(204);
      expect((await me(account.token)).statusCode).toBe(200);
      expectDetail(await me(other.access_token), 401, /^Your session has ended/);
      expect(
        (await loginForm({ username: account.email, password: "Brand-New-Harbour-5" })).statusCode,
      ).toBe(200);
      expect((await outboxFor(app, account.email)).at(-1)?.subject).toBe(
        "Your Fleetward password was changed",
      );
    });

    it("refuses a wrong current password, a weak new one and bad bodies", async () => {
      const account = await signedUp("change2");
      expectDetail(
        await change(account.token, {
          current_password: "nope",
          new_password: "Brand-New-Harbour-5",
        }),
        422,
        "current_password: The current password is not correct",
      );
      expectDetail(
        await change(account.token, {
          current_password: account.password,
          new_password: "letmein123",
        }),
        422,
        /^new_password: .*too common/,
      );
      expectDetail(await change(account.token, {}), 422, /current_password: Required/);
      expectDetail(
        await post("/api/user/me/password", { current_password: "a", new_password: "b".repeat(9) }),
        401,
        "No auth token found",
      );
      expect(
        (await loginForm({ username: account.email, password: account.password })).statusCode,
      ).toBe(200);
    });
  });
});
