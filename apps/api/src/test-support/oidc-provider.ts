import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import Provider, {
  type Adapter,
  type AdapterPayload,
  type InteractionResults,
} from "oidc-provider";

/** A user of the test identity provider; `emailVerified` may be the string some IdPs send. */
export type OidcTestUser = {
  sub: string;
  email?: string;
  emailVerified?: boolean | string;
  name?: string;
  groups?: string[];
  /** "sub" puts nothing but `sub` in the ID token, so the RP must ask the userinfo endpoint. */
  idTokenClaims?: "all" | "sub";
};

export type OidcProviderOptions = {
  redirectUris?: string[];
  clientId?: string;
  clientSecret?: string;
  /** How the client authenticates at the token endpoint; the provider refuses any other. */
  tokenEndpointAuthMethod?: "client_secret_basic" | "client_secret_post";
};

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** An interaction is answered at /interaction/<uid>, with the browser's choice of user in `login`. */
const interactionPath = /^\/interaction\/([\w-]+)$/;

/**
 * A real OpenID provider (oidc-provider, OpenID Certified) on a free loopback port, with one
 * confidential client, users added at runtime, and its RS256 signing key in the open so tests
 * can forge ID tokens. Its interactions are our own two lines (log in as the user named in
 * the URL, consent to what is asked), and it stores everything in this instance's memory:
 * oidc-provider's development defaults print warnings, and their store is shared by all.
 */
export async function startOidcProvider(options: OidcProviderOptions = {}) {
  const users = new Map<string, OidcTestUser>();
  /** Whom a real browser (which names nobody in the URL) signs in as: see `browserSignsInAs`. */
  const browser = { login: "" };
  const store = new Map<string, { payload: AdapterPayload; expires: number }>();
  const { privateKey, kid, jwk } = await signingKey();
  const clientId = options.clientId ?? "fleetward-test";
  const clientSecret = options.clientSecret ?? randomBytes(24).toString("base64url");
  const redirectUris = [...(options.redirectUris ?? [])];

  // The issuer names the port, so the server listens before the provider exists.
  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    adapter: (model: string) => memoryAdapter(model, store),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    // Claims in the ID token as real IdPs configure them, not only at userinfo.
    conformIdTokenClaims: false,
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      // Real IdPs add groups to the ID token by their own configuration, not for a scope the
      // RP asks; releasing them with the profile stands in for that.
      profile: ["name", "groups"],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: (use: string) => claimsOf(user, use) };
    },
    renderError: (ctx, out) => {
      ctx.type = "application/json";
      ctx.body = out;
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });
  // No stack traces of the provider's own errors on the console.
  provider.silent = true;
  const callback = provider.callback();
  handle = (req, res) => {
    if (!interactionPath.test(new URL(req.url ?? "/", issuer).pathname)) {
      void callback(req, res);
      return;
    }
    interact(provider, users, browser, req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  };

  const saveClient = () =>
    store.set(`Client:${clientId}`, {
      payload: {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: options.tokenEndpointAuthMethod ?? "client_secret_basic",
      },
      expires: Infinity,
    });
  saveClient();

  return {
    issuer,
    clientId,
    clientSecret,
    /** The key the provider signs ID tokens with, for tests that forge one. */
    signingKey: { privateKey, kid, alg: "RS256" as const },
    addUser(user: OidcTestUser) {
      users.set(user.sub, user);
      return user;
    },
    addRedirectUri(uri: string) {
      redirectUris.push(uri);
      saveClient();
    },
    /** Signs `payload` as the provider would (same key, `kid` and algorithm). */
    sign(payload: JWTPayload) {
      return new SignJWT(payload)
        .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
        .sign(privateKey);
    },
    /** A real browser that comes to the login interaction signs in as `login` (sub or e-mail). */
    browserSignsInAs(login: string) {
      browser.login = login;
    },
    signInAt: (authorizationUrl: string, login: string) =>
      playBrowser(issuer, authorizationUrl, login),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function signingKey() {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = randomBytes(8).toString("hex");
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" };
  return { privateKey, kid, jwk };
}

function claimsOf(user: OidcTestUser, use: string) {
  if (use === "id_token" && user.idTokenClaims === "sub") return { sub: user.sub };
  return {
    sub: user.sub,
    ...(user.email !== undefined && { email: user.email }),
    ...(user.emailVerified !== undefined && { email_verified: user.emailVerified }),
    ...(user.name !== undefined && { name: user.name }),
    ...(user.groups !== undefined && { groups: user.groups }),
  };
}

/** Logs in the user the browser named (by sub or e-mail) and consents to everything asked. */
async function interact(
  provider: Provider,
  users: Map<string, OidcTestUser>,
  browser: { login: string },
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const details = await provider.interactionDetails(req, res);
  let result: InteractionResults;
  if (details.prompt.name === "login") {
    const named = new URL(req.url ?? "/", "http://x").searchParams.get("login");
    const login = named ?? browser.login;
    const user = users.get(login) ?? [...users.values()].find((one) => one.email === login);
    result = user
      ? { login: { accountId: user.sub } }
      : { error: "access_denied", error_description: "no such user" };
  } else {
    const accountId = details.session?.accountId ?? "";
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new Error("the interaction's grant is gone");
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    result = { consent: { grantId: await grant.save() } };
  }
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
}

/**
 * The browser's part: follows redirects on the provider with its cookies, names the user at
 * the login interaction, and stops at the first address off the provider (our callback),
 * which it returns unvisited.
 */
async function playBrowser(issuer: string, authorizationUrl: string, login: string): Promise<URL> {
  const origin = new URL(issuer).origin;
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 12; hop++) {
    if (url.origin !== origin) return url;
    if (interactionPath.test(url.pathname)) url.searchParams.set("login", login);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) keep(jar, line);
    const location = response.headers.get("location");
    if (response.status < 300 || response.status > 399 || !location) {
      throw new Error(
        `the sign-in stopped at ${url.pathname} (${response.status}): ${await response.text()}`,
      );
    }
    await response.body?.cancel();
    url = new URL(location, url);
  }
  throw new Error("the sign-in went round in circles");
}

/** A cookie jar by name is enough here: paths only keep one flow's cookies apart. */
function keep(jar: Map<string, string>, setCookie: string) {
  const [pair = "", ...attributes] = setCookie.split(";");
  const split = pair.indexOf("=");
  const name = pair.slice(0, split).trim();
  const value = pair.slice(split + 1).trim();
  const expired = attributes.some((attribute) => {
    const [key = "", date = ""] = attribute.split("=");
    return key.trim().toLowerCase() === "expires" && Date.parse(date) <= Date.now();
  });
  if (!value || expired) jar.delete(name);
  else jar.set(name, value);
}

/** oidc-provider's storage, in this instance's map (the library's own is shared by all). */
function memoryAdapter(
  model: string,
  store: Map<string, { payload: AdapterPayload; expires: number }>,
): Adapter {
  const key = (id: string) => `${model}:${id}`;
  const live = (id: string) => {
    const entry = store.get(key(id));
    if (entry && entry.expires <= Date.now()) store.delete(key(id));
    return entry && entry.expires > Date.now() ? entry.payload : undefined;
  };
  const findBy = (field: "uid" | "userCode", value: string) => {
    for (const [name, entry] of store) {
      if (name.startsWith(`${model}:`) && entry.payload[field] === value) {
        return live(name.slice(model.length + 1));
      }
    }
    return undefined;
  };
  return {
    async upsert(id, payload, expiresIn) {
      const expires = expiresIn ? Date.now() + expiresIn * 1000 : Infinity;
      store.set(key(id), { payload, expires });
    },
    find: async (id) => live(id),
    findByUid: async (uid) => findBy("uid", uid),
    findByUserCode: async (userCode) => findBy("userCode", userCode),
    async consume(id) {
      const payload = live(id);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      store.delete(key(id));
    },
    async revokeByGrantId(grantId) {
      for (const [name, entry] of store) {
        if (entry.payload.grantId === grantId) store.delete(name);
      }
    },
  };
}
