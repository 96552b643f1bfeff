import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens, users } from "../../../db/schema.ts";
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
import { verifyPassword } from "./password.ts";
import { hashToken } from "../../../lib/tokens.ts";
import { authRequests, base, expectDetail } from "./test-support.ts";

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
});
