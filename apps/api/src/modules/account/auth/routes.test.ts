import { count, eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens, outbox, sessions, throttleEvents, users } from "../../../db/schema.ts";
import { hours, minutes } from "../../../lib/clock.ts";
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
import { verifyPassword } from "./password.ts";
import { hashToken } from "./tokens.ts";

const base = "/api/customer/auth";

describe.each(testDatabases)("accounts API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();
  const sleeper = recordingSleep();
  const nextClient = clientAddressSeries(1);

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock, sleep: sleeper.sleep });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers,
      remoteAddress: headers["x-test-client"] ?? nextClient(),
    });

  const register = (account: Record<string, unknown>) => post(`${base}/register`, account);

  const loginForm = (fields: Record<string, string>, remoteAddress = nextClient()) =>
    app.inject({
      method: "POST",
      url: `${base}/login`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  const me = (token?: string) =>
    app.inject({
      method: "GET",
      url: "/api/user/me/details",
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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
    users: await rowCount(app, users),
    outbox: await rowCount(app, outbox),
    sessions: (await app.db.orm.select({ n: count() }).from(sessions))[0]?.n,
    tokens: (await app.db.orm.select({ n: count() }).from(emailTokens))[0]?.n,
  });

  const expectDetail = (
    response: LightMyRequestResponse,
    status: number,
    detail: string | RegExp,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(Object.keys(response.json())).toEqual(["detail"]);
    expect(response.json().detail).toMatch(detail);
  };

  describe("POST /register", () => {
    it("creates an unconfirmed customer and answers 201 with the current user", async () => {
      const account = { ...newAccount("Ada"), email: " Ada.Lovelace.Reg@Example.COM " };
      const response = await register(account);

      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        username: account.username,
        email: "ada.lovelace.reg@example.com",
        role: { role_name: "customer" },
        first_name: null,
        last_name: null,
        email_confirmed: false,
        created_at: time.clock().toISOString(),
      });
      const [row] = await app.db.orm
        .select()
        .from(users)
        .where(eq(users.email, "ada.lovelace.reg@example.com"));
      expect(row).toMatchObject({ username: account.username, role: "customer" });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(account.password, row?.passwordHash ?? "")).toBe(true);
    });

    it("sends a confirmation e-mail whose link carries a token stored only as a hash", async () => {
      const account = newAccount();
      await register(account);

      const [mail, ...others] = await outboxFor(app, account.email);
      expect(others).toHaveLength(0);
      expect(mail).toMatchObject({
        template: "confirmation",
        subject: "Confirm your e-mail address for Fleetward",
      });
      const link = new URL(mail?.link ?? "");
      expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/auth-signup-success");
      const token = link.searchParams.get("confirm") ?? "";
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail?.html).toContain(mail?.link);
      expect(mail?.text).toContain(mail?.link);
      expect(mail?.text).toContain("48 hours");

      const stored = await app.db.orm.select().from(emailTokens);
      expect(stored.some((row) => row.tokenHash === hashToken(token))).toBe(true);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it("answers 409 for a taken username in any letter case, and changes nothing", async () => {
      const first = newAccount("Grace");
      await register(first);
      const before = await snapshot();
      const response = await register({ ...newAccount(), username: first.username.toUpperCase() });

      expectDetail(response, 409, "That username is taken");
      expect(await snapshot()).toEqual(before);
    });

    it("answers an already registered address exactly like a new one and warns its owner", async () => {
      const owner = newAccount("owner");
      const first = await register(owner);
      const usersBefore = await rowCount(app, users);

      const again = await register({ ...newAccount("intruder"), email: owner.email.toUpperCase() });
      const fresh = await register(newAccount("fresh"));

      expect(again.statusCode).toBe(201);
      expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
      expect(again.json()).toMatchObject({ email: owner.email, email_confirmed: false });
      expect(again.json().id).not.toBe(first.json().id);
      expect(again.headers["content-type"]).toBe(fresh.headers["content-type"]);
      expect(await rowCount(app, users)).toBe(usersBefore + 1); // only "fresh"

      const mails = await outboxFor(app, owner.email);
      expect(mails.map((mail) => mail.template)).toEqual(["confirmation", "account-alert"]);
      expect(mails[1]?.subject).toBe("Someone tried to sign up with your e-mail address");
      expect(mails[1]?.text).toContain("no new account was created");
    });

    it("refuses common passwords and the username or address as password (422 on password)", async () => {
      const before = await snapshot();
      for (const password of ["password1", "Password123", "qwertyuiop", "iloveyou1"]) {
        expectDetail(await register({ ...newAccount(), password }), 422, /^password: .*too common/);
      }
      const account = newAccount();
      expectDetail(
        await register({ ...account, password: account.username.toUpperCase() }),
        422,
        /^password: Do not use your username or e-mail address/,
      );
      expectDetail(
        await register({ ...account, password: account.email }),
        422,
        /^password: Do not use your username/,
      );
      expect(await snapshot()).toEqual(before);
    });

    it("refuses missing, extra and malformed fields with 422 naming them, and writes nothing", async () => {
      const before = await snapshot();
      const cases: [Record<string, unknown>, RegExp][] = [
        [{}, /username: Required.*email: Required.*password: Required.*accept_terms: /],
        [{ ...newAccount(), accept_terms: false }, /^accept_terms: You must accept the terms/],
        [{ ...newAccount(), role: "operator" }, /^body: Unrecognized key: "role"/],
        [{ ...newAccount(), username: "ab" }, /^username: Use 3 to 32 letters/],
        [{ ...newAccount(), username: "a".repeat(33) }, /^username: Use 3 to 32/],
        [{ ...newAccount(), username: "Zoë_李" }, /^username: Use 3 to 32/],
        [{ ...newAccount(), username: "x'); DROP TABLE users; --" }, /^username: /],
        [{ ...newAccount(), email: "not-an-address" }, /^email: Enter a valid e-mail address/],
        [{ ...newAccount(), email: `${"a".repeat(250)}@example.com` }, /^email: /],
        [{ ...newAccount(), email: "x@example.com' OR '1'='1" }, /^email: /],
        [{ ...newAccount(), password: "short" }, /^password: Use at least 8 characters/],
        [{ ...newAccount(), password: "p".repeat(129) }, /^password: Use at most 128 characters/],
        [{ ...newAccount(), password: 12345678 }, /^password: Invalid input: expected string/],
        [{ ...newAccount(), username: "x".repeat(900_000) }, /^username: /],
      ];
      for (const [payload, detail] of cases) {
        expectDetail(await register(payload), 422, detail);
      }
      expectDetail(
        await register([newAccount()] as unknown as Record<string, unknown>),
        422,
        /^body: /,
      );
      expect(await snapshot()).toEqual(before);
    });

    it("answers 400 for malformed JSON and 415 for other content types, and writes nothing", async () => {
      const before = await snapshot();
      const raw = (payload: string, contentType: string) =>
        app.inject({
          method: "POST",
          url: `${base}/register`,
          headers: { "content-type": contentType },
          payload,
          remoteAddress: nextClient(),
        });
      expectDetail(
        await raw('{"username": "half', "application/json"),
        400,
        "Request body is not valid JSON",
      );
      expectDetail(await raw("", "application/json"), 400, /empty/);
      const form = new URLSearchParams({ ...newAccount(), accept_terms: "true" }).toString();
      expectDetail(await raw(form, "application/x-www-form-urlencoded"), 415, /not accepted here/);
      expectDetail(await raw("hello", "text/plain"), 415, /not accepted here/);
      expect(await snapshot()).toEqual(before);
    });

    it("keeps unicode and SQL-looking passwords exactly, as hashes", async () => {
      for (const password of ["Pässwörd-与-🔐-Ω≈ç√", "'; DROP TABLE users; -- $1 %_"]) {
        const account = { ...newAccount(), password };
        expect((await register(account)).statusCode).toBe(201);
        const login = await loginForm({ username: account.email, password });
        expect(login.statusCode).toBe(200);
      }
      expect((await app.db.orm.select({ n: count() }).from(users))[0]?.n).toBeGreaterThan(1);
    });
  });

  describe("the language of the e-mails", () => {
    const storedLocale = async (email: string) =>
      (
        await app.db.orm.select({ locale: users.locale }).from(users).where(eq(users.email, email))
      )[0]?.locale;

    it("writes the confirmation in the language sent at sign-up, and stores it", async () => {
      const account = { ...newAccount("sprache"), locale: "de" };
      const response = await post(`${base}/register`, account, {
        "accept-language": "fr-FR,fr;q=0.9",
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(Object.keys(response.json())).not.toContain("locale");
      expect(await storedLocale(account.email)).toBe("de");

      const [mail] = await outboxFor(app, account.email);
      expect(mail?.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse für Fleetward");
      expect(mail?.html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/);
      expect(mail?.html).toContain(mail?.link);
      expect(mail?.text).toContain("Der Link ist 48 Stunden gültig.");
      expect(mail?.text).toContain(mail?.link);
    });

    it("falls back to the best Accept-Language match, then to English", async () => {
      const french = newAccount("langue");
      await post(`${base}/register`, french, { "accept-language": "nl-BE, fr-BE;q=0.8, en;q=0.5" });
      expect(await storedLocale(french.email)).toBe("fr");
      expect((await outboxFor(app, french.email))[0]?.subject).toBe(
        "Confirmez votre adresse e-mail pour Fleetward",
      );

      const arabic = newAccount("lugha");
      await post(`${base}/register`, arabic, { "accept-language": "ar-EG,ar;q=0.9" });
      expect(await storedLocale(arabic.email)).toBe("ae");
      expect((await outboxFor(app, arabic.email))[0]?.html).toMatch(
        /^<!DOCTYPE html><html lang="ar" dir="rtl">/,
      );

      const nothing = newAccount("plain");
      await post(`${base}/register`, nothing, { "accept-language": "nl, *;q=0.5" });
      expect(await storedLocale(nothing.email)).toBe("en");
      expect((await outboxFor(app, nothing.email))[0]?.subject).toBe(
        "Confirm your e-mail address for Fleetward",
      );
    });

    it("refuses a locale outside the 16 languages with 422, and writes nothing", async () => {
      const before = await snapshot();
      for (const locale of ["xx", "ar", "DE", "de-DE", "", 42, null]) {
        expectDetail(await register({ ...newAccount(), locale }), 422, /^locale: /);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("writes every later e-mail in the account's language, whoever triggers it", async () => {
      const owner = { ...newAccount("eigner"), locale: "ja" };
      await register(owner);

      // A sign-up attempt with the address, from someone whose browser prefers Russian.
      await post(
        `${base}/register`,
        { ...newAccount("other"), email: owner.email },
        { "accept-language": "ru", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
      );
      // The test clock stands still, so pick the messages by template, not by time.
      const latest = async (template: string) =>
        (await outboxFor(app, owner.email)).filter((mail) => mail.template === template).at(-1);
      const attempt = await latest("account-alert");
      expect(attempt).toMatchObject({
        template: "account-alert",
        subject: "お客様のメールアドレスで新規登録が試みられました",
      });
      expect(attempt?.text).toContain("Linux上のFirefox");

      await post(`${base}/password-reset/request`, { email: owner.email });
      const reset = await latest("password-reset");
      expect(reset).toMatchObject({
        template: "password-reset",
        subject: "【Fleetward】パスワード再設定のご案内",
      });
      expect(reset?.text).toContain("60分後に無効になります。");

      const token = await tokenFromLatestMail(app, owner.email, "token");
      const confirmed = await post(`${base}/password-reset/confirm`, {
        token,
        password: "Fresh-Meadow-Lantern-7",
      });
      expect(confirmed.statusCode, confirmed.body).toBe(204);
      const alerts = (await outboxFor(app, owner.email)).filter(
        (mail) => mail.template === "account-alert",
      );
      expect(alerts.map((mail) => mail.subject)).toContain("Fleetwardのパスワードが変更されました");
    });

    it("writes in English to accounts from before the language was recorded", async () => {
      const account = newAccount("legacy");
      await register({ ...account, locale: "sv" });
      await app.db.orm.update(users).set({ locale: null }).where(eq(users.email, account.email));

      await post(
        `${base}/password-reset/request`,
        { email: account.email },
        {
          "accept-language": "sv",
        },
      );
      const reset = (await outboxFor(app, account.email)).find(
        (mail) => mail.template === "password-reset",
      );
      expect(reset?.subject).toBe("Reset your Fleetward password");
    });
  });

  describe("POST /confirm-email", () => {
    it("confirms the address once; the link then stops working", async () => {
      const account = await signedUp("confirm");
      const token = await tokenFromLatestMail(app, account.email, "confirm");

      const first = await post(`${base}/confirm-email`, { token });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ confirmed: true });
      expect((await me(account.token)).json().email_confirmed).toBe(true);

      expectDetail(
        await post(`${base}/confirm-email`, { token }),
        400,
        "This confirmation link is invalid or has expired",
      );
    });

    it("refuses a link older than 48 hours", async () => {
      const account = newAccount("late");
      await register(account);
      const token = await tokenFromLatestMail(app, account.email, "confirm");
      time.advance(hours(48) + 1000);

      expectDetail(
        await post(`${base}/confirm-email`, { token }),
        400,
        "This confirmation link is invalid or has expired",
      );
    });

    it("refuses unknown, malformed, missing and extra input", async () => {
      const invalid = "This confirmation link is invalid or has expired";
      expectDetail(await post(`${base}/confirm-email`, { token: "A".repeat(43) }), 400, invalid);
      expectDetail(await post(`${base}/confirm-email`, { token: "' OR 1=1 --" }), 400, invalid);
      expectDetail(await post(`${base}/confirm-email`, {}), 422, /^token: Required/);
      expectDetail(
        await post(`${base}/confirm-email`, { token: "x".repeat(201) }),
        422,
        /^token: /,
      );
      expectDetail(
        await post(`${base}/confirm-email`, { token: "A".repeat(43), extra: 1 }),
        422,
        /Unrecognized key/,
      );
    });
  });

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

    it("slows repeated failures, then answers 429 per account, and lets the owner in after the window", async () => {
      const account = newAccount("victim");
      await register(account);
      sleeper.delays.length = 0;
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await loginForm({
          username: account.email,
          password: `Wrong-${attempt}-password`,
        });
        expect(response.statusCode).toBe(401);
      }
      // No delay for the first two attempts, then growing, never over 2 s.
      expect(sleeper.delays).toEqual([0, 0, 500, 1000, 1500]);

      const blocked = await loginForm({ username: account.email, password: account.password });
      expectDetail(blocked, 429, /^Too many sign-in attempts\. Try again in 15 minutes\.$/);
      expect(Number(blocked.headers["retry-after"])).toBe(900);
      // From another address too: it is the account that is protected.
      expect(
        (await loginForm({ username: account.email, password: account.password })).statusCode,
      ).toBe(429);

      time.advance(minutes(15));
      const later = await loginForm({ username: account.email, password: account.password });
      expect(later.statusCode, later.body).toBe(200);
      // The success cleared the count: a typo now starts from zero.
      const [row] = await app.db.orm
        .select({ n: count() })
        .from(throttleEvents)
        .where(
          sql`${throttleEvents.bucket} = 'login_account' and ${throttleEvents.key} = ${account.email}`,
        );
      expect(row?.n).toBe(0);
    });

    it("answers 429 to a client address after 30 failures across accounts", async () => {
      const attacker = nextClient();
      for (let attempt = 1; attempt <= 30; attempt++) {
        const response = await loginForm(
          { username: `target${attempt}@example.com`, password: "Guess-123456" },
          attacker,
        );
        expect(response.statusCode).toBe(401);
      }
      expect(Math.max(...sleeper.delays)).toBeLessThanOrEqual(2000);
      const blocked = await loginForm({ username: "someone@example.com", password: "x" }, attacker);
      expectDetail(blocked, 429, /^Too many sign-in attempts/);
      expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(900);
      // Another address is not affected.
      expect((await loginForm({ username: "someone@example.com", password: "x" })).statusCode).toBe(
        401,
      );
      time.advance(minutes(15));
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
      for (let attempt = 0; attempt < 5; attempt++) {
        await post(`${base}/unlock`, { password: `Wrong-${attempt}` }, bearer(account.token));
      }
      expectDetail(
        await post(`${base}/unlock`, { password: account.password }, bearer(account.token)),
        429,
        /^Too many sign-in attempts/,
      );
      time.advance(minutes(15));
    });
  });

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
