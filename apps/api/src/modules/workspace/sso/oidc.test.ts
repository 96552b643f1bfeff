import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { randomState } from "openid-client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { guardedFetch } from "../../../lib/guarded-fetch.ts";
import {
  startOidcProvider,
  type OidcTestUser,
  type TestOidcProvider,
} from "../../../test-support/oidc-provider.ts";
import { oidcCheckSettings, oidcFinish, oidcStart } from "./oidc.ts";
import { type Fetcher, type OidcSettings, SsoRefusal } from "./protocol.ts";

const callbackUrl = "http://acme.localhost:3000/api/sso/oidc/callback";
const sp = { callbackUrl, entityId: "http://acme.localhost:3000/api/sso/saml/metadata" };
const fetcher: Fetcher = guardedFetch({ allowPrivate: true });

const ada: OidcTestUser = {
  sub: "ada-0001",
  email: "ada@acme.test",
  emailVerified: true,
  name: "Ada Lovelace",
  groups: ["fleet-admins", "everyone"],
};

const urlOf = (input: string | URL | Request) =>
  new URL(input instanceof Request ? input.url : input);

/** A fetcher that counts requests by path, to see what the adapter fetched. */
function counting(inner: Fetcher = fetcher) {
  const counts = new Map<string, number>();
  const wrapped: Fetcher = (input, init) => {
    const path = urlOf(input).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return inner(input, init);
  };
  return { fetcher: wrapped, count: (path: string) => counts.get(path) ?? 0 };
}

/** The refusal `promise` ends in, with its code; its message never shows the client secret. */
async function refusal(promise: Promise<unknown>, code: SsoRefusal["code"], secret?: string) {
  const error = await promise.then(
    () => {
      throw new Error(`expected an SsoRefusal "${code}", but the promise resolved`);
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SsoRefusal);
  expect(error).toMatchObject({ code });
  if (secret) expect((error as Error).message).not.toContain(secret);
  return error as SsoRefusal;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("OpenID Connect adapter against oidc-provider", () => {
  let op: TestOidcProvider;
  let settings: OidcSettings;

  /** The browser's round trip: start, sign in at the provider, finish (with overrides). */
  async function signIn(
    login: string,
    options: {
      settings?: OidcSettings;
      fetcher?: Fetcher;
      finish?: Partial<{ state: string; nonce: string; codeVerifier: string }>;
    } = {},
  ) {
    const use = options.settings ?? settings;
    const state = randomState();
    const started = await oidcStart(use, sp, options.fetcher ?? fetcher, state);
    const back = await op.signInAt(started.url, login);
    const input = { callbackUrl: back, state, ...started, ...options.finish };
    return { back, finish: () => oidcFinish(use, sp, options.fetcher ?? fetcher, input) };
  }

  /** A fetcher whose token endpoint answers with the ID token changed by `change`. */
  function rewritingIdToken(change: (idToken: string) => Promise<string> | string): Fetcher {
    return async (input, init) => {
      const response = await fetcher(input, init);
      if (urlOf(input).href !== `${op.issuer}/token` || !response.ok) return response;
      const body = (await response.json()) as { id_token: string };
      body.id_token = await change(body.id_token);
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return new Response(JSON.stringify(body), { status: response.status, headers });
    };
  }

  /** Re-signs the real ID token with the provider's own key, after `edit` changed its claims. */
  const resigned = (edit: (claims: JWTPayload) => JWTPayload) =>
    rewritingIdToken((idToken) => op.sign(edit(decodeJwt(idToken))));

  beforeAll(async () => {
    op = await startOidcProvider({ redirectUris: [callbackUrl] });
    settings = { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret };
    op.addUser(ada);
  });
  afterAll(() => op.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("signs in: code flow with PKCE, and the identity the provider vouched for", async () => {
    const state = randomState();
    const started = await oidcStart(settings, sp, fetcher, state);
    const url = new URL(started.url);
    expect(url.origin + url.pathname).toBe(`${op.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: op.clientId,
      redirect_uri: callbackUrl,
      response_type: "code",
      scope: "openid email profile",
      state,
      nonce: started.nonce,
      code_challenge_method: "S256",
    });
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.has("code_verifier")).toBe(false);

    const back = await op.signInAt(started.url, ada.email ?? "");
    expect(back.origin + back.pathname).toBe(callbackUrl);
    expect(back.searchParams.get("state")).toBe(state);
    expect(back.searchParams.get("code")).toBeTruthy();

    const identity = await oidcFinish(settings, sp, fetcher, {
      callbackUrl: back,
      state,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
    });
    expect(identity).toEqual({
      subject: ada.sub,
      email: "ada@acme.test",
      emailVerified: true,
      name: "Ada Lovelace",
      groups: ["fleet-admins", "everyone"],
    });
  });

  it("draws a fresh nonce and code verifier for every start", async () => {
    const one = await oidcStart(settings, sp, fetcher, "s1");
    const two = await oidcStart(settings, sp, fetcher, "s2");
    expect(one.nonce).not.toBe(two.nonce);
    expect(one.codeVerifier).not.toBe(two.codeVerifier);
  });

  it('counts email_verified "true" (a string) as verified, and anything else as not', async () => {
    op.addUser({ sub: "str-true", email: "s@acme.test", emailVerified: "true" });
    op.addUser({ sub: "str-yes", email: "y@acme.test", emailVerified: "yes" });
    op.addUser({ sub: "absent", email: "a@acme.test" });
    expect(await (await signIn("str-true")).finish()).toMatchObject({ emailVerified: true });
    expect(await (await signIn("str-yes")).finish()).toMatchObject({ emailVerified: false });
    expect(await (await signIn("absent")).finish()).toMatchObject({ emailVerified: false });
  });

  it("gives no groups as [] and no name as null", async () => {
    op.addUser({ sub: "plain", email: "plain@acme.test", emailVerified: true });
    expect(await (await signIn("plain")).finish()).toEqual({
      subject: "plain",
      email: "plain@acme.test",
      emailVerified: true,
      name: null,
      groups: [],
    });
  });

  it("asks the userinfo endpoint when the ID token has no e-mail", async () => {
    op.addUser({ ...ada, sub: "lean-token", email: "lean@acme.test", idTokenClaims: "sub" });
    const probe = counting();
    const identity = await (await signIn("lean-token", { fetcher: probe.fetcher })).finish();
    expect(identity).toEqual({
      subject: "lean-token",
      email: "lean@acme.test",
      emailVerified: true,
      name: "Ada Lovelace",
      groups: ["fleet-admins", "everyone"],
    });
    expect(probe.count("/me")).toBe(1);
  });

  it("keeps the provider's keys between sign-ins (no JWKS request per sign-in)", async () => {
    await (await signIn(ada.sub)).finish();
    const probe = counting();
    await (await signIn(ada.sub, { fetcher: probe.fetcher })).finish();
    expect(probe.count("/token")).toBe(1);
    expect(probe.count("/jwks")).toBe(0);
  });

  it("refuses a user the provider knows no e-mail address of (code email)", async () => {
    op.addUser({ sub: "no-mail", name: "Nobody" });
    await refusal((await signIn("no-mail")).finish(), "email");
  });

  it("refuses when the provider denies the sign-in (code provider)", async () => {
    const { back, finish } = await signIn("stranger@elsewhere.test");
    expect(back.searchParams.get("error")).toBe("access_denied");
    const error = await refusal(finish(), "provider");
    expect(error.message).toContain("access_denied");
  });

  it("refuses settings whose issuer is not the provider's own (code issuer)", async () => {
    const port = new URL(op.issuer).port;
    const elsewhere = { ...settings, issuer: `http://localhost:${port}` };
    const error = await refusal(oidcStart(elsewhere, sp, fetcher, "s"), "issuer");
    expect(error.message).toContain(op.issuer);
    // openid-client takes "issuer/" for "issuer"; OpenID Discovery, and we, do not.
    const slash = { ...settings, issuer: `${op.issuer}/` };
    await refusal(oidcCheckSettings(slash, fetcher), "issuer");
    await refusal(oidcStart(slash, sp, fetcher, "s"), "issuer");
  });

  it("refuses a return with another nonce (code nonce)", async () => {
    const attempt = await signIn(ada.sub, { finish: { nonce: "another-attempts-nonce" } });
    await refusal(attempt.finish(), "nonce", op.clientSecret);
  });

  it("refuses a return with another state (code state), before redeeming the code", async () => {
    const probe = counting();
    const attempt = await signIn(ada.sub, { fetcher: probe.fetcher, finish: { state: "forged" } });
    const error = await refusal(attempt.finish(), "state", op.clientSecret);
    expect(error.message).not.toContain(attempt.back.searchParams.get("code"));
    expect(probe.count("/token")).toBe(0);
  });

  it("refuses a wrong code verifier: the provider enforces the PKCE challenge", async () => {
    const attempt = await signIn(ada.sub, { finish: { codeVerifier: "x".repeat(43) } });
    const error = await refusal(attempt.finish(), "provider", op.clientSecret);
    expect(error.message).toContain("invalid_grant");
  });

  it("refuses a code used twice (the provider's token endpoint says invalid_grant)", async () => {
    const attempt = await signIn(ada.sub);
    await attempt.finish();
    await refusal(attempt.finish(), "provider", op.clientSecret);
  });

  it("refuses when the token endpoint fails (code provider)", async () => {
    const failing: Fetcher = async (input, init) =>
      urlOf(input).pathname === "/token"
        ? new Response("upstream trouble", { status: 500 })
        : fetcher(input, init);
    const error = await refusal(
      (await signIn(ada.sub, { fetcher: failing })).finish(),
      "provider",
      op.clientSecret,
    );
    expect(error.message).toContain("500");
  });

  it("refuses an ID token issued to another client (code audience)", async () => {
    const forged = resigned((claims) => ({ ...claims, aud: "some-other-client" }));
    await refusal((await signIn(ada.sub, { fetcher: forged })).finish(), "audience");
  });

  it("refuses an expired ID token (code expired)", async () => {
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const forged = resigned((claims) => ({ ...claims, iat: hourAgo - 600, exp: hourAgo }));
    await refusal((await signIn(ada.sub, { fetcher: forged })).finish(), "expired");
  });

  it("refuses an ID token from another issuer, even signed with the right key (code issuer)", async () => {
    const forged = resigned((claims) => ({ ...claims, iss: "https://evil.example" }));
    await refusal((await signIn(ada.sub, { fetcher: forged })).finish(), "issuer");
  });

  it("refuses an ID token whose payload was altered after signing (code signature)", async () => {
    const forged = rewritingIdToken((idToken) => {
      const [header, payload, signature] = idToken.split(".");
      const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as object;
      return `${header}.${base64url({ ...claims, email: "mallory@acme.test" })}.${signature}`;
    });
    await refusal((await signIn(ada.sub, { fetcher: forged })).finish(), "signature");
  });

  it("refuses an ID token signed by another key under the provider's key id (code signature)", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const forged = rewritingIdToken((idToken) =>
      new SignJWT(decodeJwt(idToken))
        .setProtectedHeader({ alg: "RS256", kid: op.signingKey.kid })
        .sign(privateKey),
    );
    await refusal((await signIn(ada.sub, { fetcher: forged })).finish(), "signature");
  });

  it('refuses an unsigned ID token, alg "none" (code unsigned)', async () => {
    const forged = rewritingIdToken(
      (idToken) => `${base64url({ alg: "none", typ: "JWT" })}.${idToken.split(".")[1]}.`,
    );
    await refusal((await signIn(ada.sub, { fetcher: forged })).finish(), "unsigned");
  });

  it("authenticates with client_secret_post when discovery lists only that", async () => {
    const postOnly = await startOidcProvider({
      redirectUris: [callbackUrl],
      tokenEndpointAuthMethod: "client_secret_post",
    });
    try {
      postOnly.addUser(ada);
      const onlyPost: Fetcher = async (input, init) => {
        const response = await fetcher(input, init);
        if (!urlOf(input).pathname.endsWith("/openid-configuration")) return response;
        const metadata = (await response.json()) as Record<string, unknown>;
        metadata.token_endpoint_auth_methods_supported = ["client_secret_post"];
        return Response.json(metadata);
      };
      const use = {
        issuer: postOnly.issuer,
        clientId: postOnly.clientId,
        clientSecret: postOnly.clientSecret,
      };
      const started = await oidcStart(use, sp, onlyPost, "s");
      const back = await postOnly.signInAt(started.url, ada.sub);
      const input = { callbackUrl: back, state: "s", ...started };
      expect(await oidcFinish(use, sp, onlyPost, input)).toMatchObject({ subject: ada.sub });
    } finally {
      await postOnly.close();
    }
  });

  it("accepts a redirect URI the test provider was given at runtime", async () => {
    const other = { ...sp, callbackUrl: "http://globex.localhost:3000/api/sso/oidc/callback" };
    op.addRedirectUri(other.callbackUrl);
    const started = await oidcStart(settings, other, fetcher, "s");
    const back = await op.signInAt(started.url, ada.sub);
    expect(back.origin + back.pathname).toBe(other.callbackUrl);
    const input = { callbackUrl: back, state: "s", ...started };
    expect(await oidcFinish(settings, other, fetcher, input)).toMatchObject({ subject: ada.sub });
  });

  describe("discovery", () => {
    const discoveryPath = "/.well-known/openid-configuration";
    let probeClient = 0;
    /** Another client id: the cache is per issuer and client, so each test starts cold. */
    const fresh = () => ({ ...settings, clientId: `probe-${++probeClient}` });

    it("is cached: a second start does not fetch the document again", async () => {
      const probe = counting();
      const use = fresh();
      await oidcStart(use, sp, probe.fetcher, "s1");
      await oidcStart(use, sp, probe.fetcher, "s2");
      expect(probe.count(discoveryPath)).toBe(1);
    });

    it("is fetched again after ten minutes", async () => {
      const probe = counting();
      const use = fresh();
      vi.useFakeTimers({ toFake: ["Date"] });
      await oidcStart(use, sp, probe.fetcher, "s1");
      vi.setSystemTime(Date.now() + 9 * 60_000);
      await oidcStart(use, sp, probe.fetcher, "s2");
      expect(probe.count(discoveryPath)).toBe(1);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await oidcStart(use, sp, probe.fetcher, "s3");
      expect(probe.count(discoveryPath)).toBe(2);
    });

    it("is not cached when it failed", async () => {
      let failures = 1;
      const flaky = counting(async (input, init) =>
        urlOf(input).pathname === discoveryPath && failures-- > 0
          ? new Response("busy", { status: 503 })
          : fetcher(input, init),
      );
      const use = fresh();
      const error = await refusal(oidcStart(use, sp, flaky.fetcher, "s1"), "provider");
      expect(error.message).toContain("503");
      await oidcStart(use, sp, flaky.fetcher, "s2");
      expect(flaky.count(discoveryPath)).toBe(2);
    });

    it("refuses an issuer that cannot be reached (code provider)", async () => {
      const closed = await startOidcProvider();
      await closed.close();
      const use = { ...settings, issuer: closed.issuer };
      const error = await refusal(oidcStart(use, sp, fetcher, "s"), "provider");
      expect(error.message).toContain("ECONNREFUSED");
    });

    it("refuses a loopback issuer through the app's guarded fetch (code provider)", async () => {
      const guarded = guardedFetch({ allowPrivate: false });
      const error = await refusal(oidcCheckSettings(fresh(), guarded), "provider");
      expect(error.message).toContain("loopback");
    });

    it("checks the settings an admin saves", async () => {
      await expect(oidcCheckSettings(settings, fetcher)).resolves.toBeUndefined();
      await refusal(oidcCheckSettings({ ...settings, issuer: "not a url" }, fetcher), "issuer");
    });
  });

  it("forges with the provider's published key (the forgery tests' premise)", async () => {
    const jwks = (await (await fetch(`${op.issuer}/jwks`)).json()) as { keys: { kid: string }[] };
    const published = jwks.keys.find((key) => key.kid === op.signingKey.kid);
    const mine = await exportJWK(op.signingKey.privateKey);
    expect(published).toMatchObject({ n: mine.n, e: mine.e });
  });
});
