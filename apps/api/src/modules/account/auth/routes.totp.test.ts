import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authChallenges, recoveryCodes, totpFactors } from "../../../db/schema.ts";
import { hours, minutes } from "../../../lib/clock.ts";
import { hashToken } from "../../../lib/tokens.ts";
import {
  clientAddressSeries,
  movableClock,
  recordingSleep,
} from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { base, bearer, expectDetail, factorRequests, security } from "./test-support.ts";
import { totpCode } from "./totp.ts";

describe.each(testDatabases)("authenticator app and recovery codes on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();
  const nextClient = clientAddressSeries(7);

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock, sleep: recordingSleep().sleep });
  });
  afterAll(() => app.close());

  const {
    post,
    loginForm,
    signedUp,
    call,
    withAuthenticatorApp,
    passwordStep,
    mailTo,
    sessionCount,
  } = factorRequests(() => app, nextClient, time);

  describe("the authenticator app", () => {
    it("is set up with a QR code and a first code, keeps its secret sealed and gives ten recovery codes", async () => {
      const account = await signedUp("enrol");
      const before = await call(account.token, "GET", security);
      expect(before.json()).toEqual({
        totp: { enabled: false, enabled_at: null },
        recovery_codes_left: 0,
        passkeys: [],
      });

      const started = await call(account.token, "POST", `${security}/totp`);
      const { secret, otpauth_uri, qr_svg } = started.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_uri).toBe(
        `otpauth://totp/Fleetward:${encodeURIComponent(account.email)}?issuer=Fleetward&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
      );
      expect(qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
      const [stored] = await app.db.orm.select().from(totpFactors);
      expect(JSON.stringify(stored)).not.toContain(secret);

      // Not switched on until a code proves the app has it: sign-in still opens a session.
      expect((await passwordStep(account)).access_token).toBeDefined();
      const wrong = await call(account.token, "POST", `${security}/totp/confirm`, {
        code: "000000",
      });
      expectDetail(wrong, 422, /code is not right/);

      const confirmed = await call(account.token, "POST", `${security}/totp/confirm`, {
        code: totpCode(secret, time.clock()),
      });
      const codes: string[] = confirmed.json().recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
      const kept = await app.db.orm.select().from(recoveryCodes);
      expect(JSON.stringify(kept)).not.toContain(codes[0]?.replaceAll("-", ""));

      const after = (await call(account.token, "GET", security)).json();
      expect(after.totp).toEqual({ enabled: true, enabled_at: time.clock().toISOString() });
      expect(after.recovery_codes_left).toBe(10);
      const again = await call(account.token, "POST", `${security}/totp`);
      expectDetail(again, 409, /already set up/);
      const mail = await mailTo(
        account.email,
        "A second factor was added to your Fleetward account",
      );
      expect(mail?.text).toContain("an authenticator app was added");
    });

    it("makes sign-in ask for a code, opens no session before it, and refuses a code used twice", async () => {
      const account = await withAuthenticatorApp();
      const sessionsBefore = await sessionCount(account.email);
      const challenge = await passwordStep(account);
      expect(challenge).toEqual({
        second_factor_required: true,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        methods: ["totp", "recovery_code"],
        passkey_options: null,
        expires_at: new Date(time.clock().getTime() + minutes(10)).toISOString(),
      });
      expect(challenge.access_token).toBeUndefined();
      expect(await sessionCount(account.email)).toBe(sessionsBefore);

      const wrong = await post(`${base}/second-factor`, { token: challenge.token, code: "123456" });
      expectDetail(wrong, 401, /code is not right/);
      const code = totpCode(account.secret, time.clock());
      const signedIn = await post(`${base}/second-factor`, { token: challenge.token, code });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(
        (
          await app.inject({
            url: "/api/user/me/details",
            headers: bearer(signedIn.json().access_token),
          })
        ).statusCode,
      ).toBe(200);

      // The token is spent, and so is the code, even on a new sign-in within its 30 seconds.
      const reused = await post(`${base}/second-factor`, { token: challenge.token, code });
      expectDetail(reused, 401, /expired/);
      const next = await passwordStep(account);
      const replay = await post(`${base}/second-factor`, { token: next.token, code });
      expectDetail(replay, 401, /code is not right/);
      time.advance(30_000);
      const later = await post(`${base}/second-factor`, {
        token: next.token,
        code: totpCode(account.secret, time.clock()),
      });
      expect(later.statusCode, later.body).toBe(200);
    });

    it("closes the second step after five wrong codes and after ten minutes", async () => {
      const account = await withAuthenticatorApp();
      const challenge = await passwordStep(account);
      for (let miss = 0; miss < 5; miss += 1) {
        await post(`${base}/second-factor`, { token: challenge.token, code: "000000" });
      }
      const right = { token: challenge.token, code: totpCode(account.secret, time.clock()) };
      expectDetail(await post(`${base}/second-factor`, right), 401, /expired/);

      time.advance(30_000);
      const slow = await passwordStep(account);
      time.advance(minutes(10));
      const late = { token: slow.token, code: totpCode(account.secret, time.clock()) };
      expectDetail(await post(`${base}/second-factor`, late), 401, /expired/);
      const malformed = await post(`${base}/second-factor`, { token: slow.token, code: "12ab56" });
      expect(malformed.statusCode).toBe(422);

      // A day after they expired, the next sign-in's challenge sweeps them away.
      const kept = () => app.db.orm.select().from(authChallenges);
      const slowHash = hashToken(slow.token);
      expect((await kept()).some((row) => row.tokenHash === slowHash)).toBe(true);
      time.advance(hours(25));
      await passwordStep(account);
      expect((await kept()).some((row) => row.tokenHash === slowHash)).toBe(false);
    });

    it("counts wrong codes as failed sign-ins: the right password again does not buy more guesses", async () => {
      const account = await withAuthenticatorApp();
      const address = "203.0.113.77";
      const headers = { "x-test-client": address };
      for (let round = 0; round < 2; round += 1) {
        const challenge = await passwordStep(account, address);
        for (let miss = 0; miss < 5; miss += 1) {
          await post(`${base}/second-factor`, { token: challenge.token, code: "000000" }, headers);
        }
      }
      const refused = await loginForm(
        { username: account.email, password: account.password },
        address,
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/Too many sign-in attempts/);
      time.advance(minutes(16)); // the failures leave the window
    });

    it("takes a recovery code once, e-mails that one was used, and says how many are left", async () => {
      const account = await withAuthenticatorApp("recover");
      const challenge = await passwordStep(account);
      const [first] = account.codes;
      const typed = first?.toUpperCase().replaceAll("-", " ");
      const signedIn = await post(`${base}/second-factor`, {
        token: challenge.token,
        recovery_code: typed,
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const mail = await mailTo(
        account.email,
        "A recovery code was used to sign in to your Fleetward account",
      );
      expect(mail?.text).toContain("9 codes are left");

      const again = await passwordStep(account);
      const reused = await post(`${base}/second-factor`, {
        token: again.token,
        recovery_code: first,
      });
      expectDetail(reused, 401, /code is not right/);
      const other = await signedUp("stranger");
      expect((await call(other.token, "GET", security)).json().recovery_codes_left).toBe(0);
    });

    it("is removed only with the password, taking the recovery codes with it", async () => {
      const account = await withAuthenticatorApp("remove");
      const wrong = await call(account.token, "POST", `${security}/totp/disable`, {
        password: "not-it-at-all",
      });
      expectDetail(wrong, 401, /Incorrect password/);
      const removed = await call(account.token, "POST", `${security}/totp/disable`, {
        password: account.password,
      });
      expect(removed.statusCode, removed.body).toBe(204);
      expect((await call(account.token, "GET", security)).json()).toMatchObject({
        totp: { enabled: false },
        recovery_codes_left: 0,
      });
      expect((await passwordStep(account)).access_token).toBeDefined();
      const mail = await mailTo(
        account.email,
        "A second factor was removed from your Fleetward account",
      );
      expect(mail?.text).toContain("an authenticator app was removed");
      const twice = await call(account.token, "POST", `${security}/totp/disable`, {
        password: account.password,
      });
      expectDetail(twice, 404, /No authenticator app/);
    });

    it("replaces the recovery codes after the password; the old ones stop working", async () => {
      const account = await withAuthenticatorApp("codes");
      const replaced = await call(account.token, "POST", `${security}/recovery-codes`, {
        password: account.password,
      });
      const fresh: string[] = replaced.json().recovery_codes;
      expect(fresh).toHaveLength(10);
      expect(fresh).not.toContain(account.codes[0]);
      const challenge = await passwordStep(account);
      const old = await post(`${base}/second-factor`, {
        token: challenge.token,
        recovery_code: account.codes[0],
      });
      expectDetail(old, 401, /code is not right/);
      const now = await post(`${base}/second-factor`, {
        token: challenge.token,
        recovery_code: fresh[0],
      });
      expect(now.statusCode).toBe(200);

      const bare = await signedUp("bare");
      const none = await call(bare.token, "POST", `${security}/recovery-codes`, {
        password: bare.password,
      });
      expectDetail(none, 409, /come with a second factor/);
    });
  });

  it("answers 401 to every security call without a session", async () => {
    for (const [method, url] of [
      ["GET", security],
      ["POST", `${security}/totp`],
      ["POST", `${security}/totp/confirm`],
      ["POST", `${security}/totp/disable`],
      ["POST", `${security}/recovery-codes`],
      ["POST", `${security}/passkeys/options`],
      ["POST", `${security}/passkeys`],
    ] as const) {
      const response = await app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
