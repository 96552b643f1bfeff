import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minutes } from "../../../lib/clock.ts";
import { softAuthenticator } from "../../../test-support/soft-authenticator.ts";
import {
  clientAddressSeries,
  movableClock,
  recordingSleep,
} from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { base, expectDetail, factorRequests, security } from "./test-support.ts";

describe.each(testDatabases)("passkeys on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();
  const nextClient = clientAddressSeries(8);

  beforeAll(async () => {
    // A dotted host for the relying party: a single label such as `localhost` is a public
    // suffix to browsers, so its subdomains (workspace origins) could not use its passkeys.
    app = await createTestApp(database, {
      clock: time.clock,
      sleep: recordingSleep().sleep,
      config: {
        publicUrl: "http://fleetward.test:3000",
        appUrlTemplate: "http://{app}.fleetward.test:3000",
      },
    });
  });
  afterAll(() => app.close());

  const { post, signedUp, call, passwordStep, mailTo } = factorRequests(
    () => app,
    nextClient,
    time,
  );
  const origin = () => app.config.publicUrl;

  describe("passkeys", () => {
    async function withPasskey(prefix = "passkey", counts = true) {
      const account = await signedUp(prefix);
      const device = softAuthenticator(origin(), { counts });
      const options = (await call(account.token, "POST", `${security}/passkeys/options`)).json();
      expect(options.options.authenticatorSelection).toMatchObject({
        residentKey: "required",
        userVerification: "required",
      });
      const added = await call(account.token, "POST", `${security}/passkeys`, {
        token: options.token,
        name: "Work laptop",
        passkey: device.create(options.options),
      });
      expect(added.statusCode, added.body).toBe(201);
      return { ...account, device, added: added.json() };
    }

    it("registers a passkey with a name, recovery codes the first time, and an e-mail", async () => {
      const account = await withPasskey();
      expect(account.added.passkey).toEqual({
        id: expect.any(String),
        name: "Work laptop",
        created_at: time.clock().toISOString(),
        last_used_at: null,
        synced: false,
      });
      expect(account.added.recovery_codes).toHaveLength(10);
      const mail = await mailTo(
        account.email,
        "A second factor was added to your Fleetward account",
      );
      expect(mail?.text).toContain("the passkey “Work laptop” was added");

      // A second one keeps the codes the account has and lists after the first.
      time.advance(60_000);
      const second = softAuthenticator(origin());
      const options = (await call(account.token, "POST", `${security}/passkeys/options`)).json();
      expect(options.options.excludeCredentials).toEqual([
        expect.objectContaining({ id: account.device.credentialId }),
      ]);
      const added = await call(account.token, "POST", `${security}/passkeys`, {
        token: options.token,
        name: "Security key",
        passkey: second.create(options.options),
      });
      expect(added.json().recovery_codes).toBeNull();
      const renamed = await call(
        account.token,
        "PATCH",
        `${security}/passkeys/${added.json().passkey.id}`,
        {
          name: "  YubiKey 5C  ",
        },
      );
      expect(renamed.json().name).toBe("YubiKey 5C");
      const list = (await call(account.token, "GET", security)).json().passkeys;
      expect(list.map((passkey: { name: string }) => passkey.name)).toEqual([
        "Work laptop",
        "YubiKey 5C",
      ]);
    });

    it("refuses an answer from another site, to another challenge, or to someone else's options", async () => {
      const account = await signedUp("refusals");
      const device = softAuthenticator(origin());
      const options = (await call(account.token, "POST", `${security}/passkeys/options`)).json();
      const phishing = await call(account.token, "POST", `${security}/passkeys`, {
        token: options.token,
        name: "Phished",
        passkey: device.create(options.options, "https://fleetward.example.net"),
      });
      expectDetail(phishing, 422, /could not be verified/);
      const otherChallenge = await call(account.token, "POST", `${security}/passkeys`, {
        token: options.token,
        name: "Wrong challenge",
        passkey: device.create({ ...options.options, challenge: "AAAAAAAAAAAAAAAAAAAAAA" }),
      });
      expectDetail(otherChallenge, 422, /could not be verified/);
      const intruder = await signedUp("intruder");
      const theirs = await call(intruder.token, "POST", `${security}/passkeys`, {
        token: options.token,
        name: "Not mine",
        passkey: device.create(options.options),
      });
      expectDetail(theirs, 409, /not created in time/);
      expect((await call(account.token, "GET", security)).json().passkeys).toEqual([]);
    });

    it("stands in for the code after the password, and signs in alone — once per challenge", async () => {
      // A synced passkey: its counter stays 0, so only the server's record refuses a replay.
      const account = await withPasskey("sign-in", false);
      const challenge = await passwordStep(account);
      expect(challenge.methods).toEqual(["recovery_code", "passkey"]);
      expect(challenge.passkey_options.allowCredentials).toEqual([
        expect.objectContaining({ id: account.device.credentialId }),
      ]);
      const second = await post(`${base}/second-factor`, {
        token: challenge.token,
        passkey: account.device.get(challenge.passkey_options),
      });
      expect(second.statusCode, second.body).toBe(200);

      const alone = (await post(`${base}/passkey/options`, {})).json();
      expect(alone.options.allowCredentials).toBeUndefined();
      expect(alone.options.userVerification).toBe("required");
      const answer = account.device.get(alone.options);
      const signedIn = await post(`${base}/passkey`, {
        token: alone.token,
        passkey: answer,
        remember: true,
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const replay = await post(`${base}/passkey`, { token: alone.token, passkey: answer });
      expectDetail(replay, 401, /expired/);

      const fresh = (await post(`${base}/passkey/options`, {})).json();
      const unverified = account.device.get(fresh.options, { verified: false });
      expectDetail(
        await post(`${base}/passkey`, { token: fresh.token, passkey: unverified }),
        401,
        /could not be verified/,
      );
      const forged = `${fresh.token.slice(0, -4)}AAAA`;
      expectDetail(
        await post(`${base}/passkey`, {
          token: forged,
          passkey: account.device.get(fresh.options),
        }),
        401,
        /expired/,
      );
      time.advance(minutes(6));
      expectDetail(
        await post(`${base}/passkey`, {
          token: fresh.token,
          passkey: account.device.get(fresh.options),
        }),
        401,
        /expired/,
      );
      const stranger = softAuthenticator(origin());
      const late = (await post(`${base}/passkey/options`, {})).json();
      expectDetail(
        await post(`${base}/passkey`, { token: late.token, passkey: stranger.get(late.options) }),
        401,
        /not registered/,
      );
    });

    it("signs in on a workspace's own origin under the site's RP ID, never on another site", async () => {
      const account = await withPasskey("workspace-origin", true);
      const signInFrom = async (from: string) => {
        const alone = (await post(`${base}/passkey/options`, {})).json();
        const passkey = account.device.get(alone.options, { from });
        return post(`${base}/passkey`, { token: alone.token, passkey });
      };
      expect((await signInFrom("http://acme.fleetward.test:3000")).statusCode).toBe(200);
      for (const from of [
        "https://fleetward.example.net",
        "http://acme.fleetward.test.evil.example:3000",
        "http://acme.fleetward.test:3001",
        "https://acme.fleetward.test:3000",
        "http://a.b.fleetward.test:3000",
      ]) {
        expectDetail(await signInFrom(from), 401, /could not be verified/);
      }
    });

    it("is removed only with the password; the last factor takes the recovery codes", async () => {
      const account = await withPasskey("remove-passkey");
      const id = account.added.passkey.id;
      const wrong = await call(account.token, "POST", `${security}/passkeys/${id}/remove`, {
        password: "nope-nope",
      });
      expectDetail(wrong, 401, /Incorrect password/);
      const other = await signedUp("not-owner");
      const foreign = await call(other.token, "POST", `${security}/passkeys/${id}/remove`, {
        password: other.password,
      });
      expectDetail(foreign, 404, /Passkey not found/);
      const removed = await call(account.token, "POST", `${security}/passkeys/${id}/remove`, {
        password: account.password,
      });
      expect(removed.statusCode).toBe(204);
      expect((await call(account.token, "GET", security)).json()).toMatchObject({
        passkeys: [],
        recovery_codes_left: 0,
      });
      const mail = await mailTo(
        account.email,
        "A second factor was removed from your Fleetward account",
      );
      expect(mail?.text).toContain("the passkey “Work laptop” was removed");
      const notUuid = await call(account.token, "PATCH", `${security}/passkeys/not-a-uuid`, {
        name: "x",
      });
      expect(notUuid.statusCode).toBe(422);
    });
  });
});
