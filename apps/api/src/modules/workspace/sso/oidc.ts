import * as client from "openid-client";
import { BlockedTargetError } from "../../../lib/address-guard.ts";
import { TooLargeError } from "../../../lib/guarded-fetch.ts";
import {
  type Fetcher,
  type OidcSettings,
  type ServiceProvider,
  SsoRefusal,
  type VerifiedIdentity,
} from "./protocol.ts";

/*
 * The OpenID Connect adapter (ADR 0055): authorization code flow with PKCE, every protocol
 * check left to openid-client (OpenID Certified), its errors turned into SsoRefusal.
 * No log lines here, and no library message or cause is passed on: those can carry the code,
 * tokens or the whole authorization response.
 */

/** Discovery documents change rarely; ten minutes spares the IdP a request per sign-in. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** One entry per connection at most; the bound only stops a flood of made-up issuers. */
const DISCOVERY_CACHE_LIMIT = 1000;

type JwksCache = NonNullable<ReturnType<typeof client.getJwksCache>>;
type Discovered = { metadata: client.ServerMetadata; jwks?: JwksCache };

/** Pending or settled discoveries: concurrent sign-ins share one request; failures are dropped. */
const discoveries = new Map<string, { expires: number; discovered: Promise<Discovered> }>();

/** Builds the authorization request: where to send the browser, and what to keep for the return. */
export async function oidcStart(
  settings: OidcSettings,
  sp: ServiceProvider,
  fetcher: Fetcher,
  state: string,
  /** The flow's own nonce and verifier when it derives them (sso/flow.ts); else fresh ones. */
  secrets?: { nonce: string; codeVerifier: string },
): Promise<{ url: string; nonce: string; codeVerifier: string }> {
  const config = configure(settings, await discover(settings, fetcher), fetcher);
  const nonce = secrets?.nonce ?? client.randomNonce();
  const codeVerifier = secrets?.codeVerifier ?? client.randomPKCECodeVerifier();
  try {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: sp.callbackUrl,
      response_type: "code",
      scope: "openid email profile",
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
    });
    return { url: url.href, nonce, codeVerifier };
  } catch (error) {
    // A discovery document without an authorization endpoint, for one.
    throw refusalOf(error);
  }
}

/** Checks the authorization response, redeems the code and returns the user the IdP vouched for. */
export async function oidcFinish(
  settings: OidcSettings,
  sp: ServiceProvider,
  fetcher: Fetcher,
  input: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedIdentity> {
  const discovered = await discover(settings, fetcher);
  const config = configure(settings, discovered, fetcher);
  try {
    const tokens = await client.authorizationCodeGrant(config, responseUrl(sp, input.callbackUrl), {
      expectedState: input.state,
      expectedNonce: input.nonce,
      pkceCodeVerifier: input.codeVerifier,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new SsoRefusal("provider", "The identity provider sent no ID token.");
    const claims =
      typeof idToken.email === "string" && idToken.email
        ? (idToken as Record<string, unknown>)
        : { ...idToken, ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
    return identityOf(idToken.sub, claims);
  } catch (error) {
    throw refusalOf(error);
  } finally {
    // Keys are kept with the discovery, so a sign-in does not fetch the JWKS again.
    const jwks = client.getJwksCache(config);
    if (jwks) discovered.jwks = jwks;
  }
}

/** For an admin saving a connection: the issuer answers discovery, under exactly that name. */
export async function oidcCheckSettings(settings: OidcSettings, fetcher: Fetcher): Promise<void> {
  // Fresh, not cached: the admin may just have fixed the IdP's side.
  discoveries.delete(cacheKey(settings));
  const { metadata } = await discover(settings, fetcher);
  for (const field of ["authorization_endpoint", "token_endpoint", "jwks_uri"] as const) {
    if (!metadata[field]) {
      throw new SsoRefusal(
        "provider",
        `The identity provider's discovery document has no ${field}; it cannot be used for sign-in.`,
      );
    }
  }
}

function cacheKey(settings: OidcSettings) {
  return `${settings.issuer}\n${settings.clientId}`;
}

function discover(settings: OidcSettings, fetcher: Fetcher): Promise<Discovered> {
  const key = cacheKey(settings);
  const now = Date.now();
  const cached = discoveries.get(key);
  if (cached && cached.expires > now) return cached.discovered;
  discoveries.delete(key);
  const discovered = fetchDiscovery(settings, fetcher);
  discoveries.set(key, { expires: now + DISCOVERY_TTL_MS, discovered });
  discovered.catch(() => {
    if (discoveries.get(key)?.discovered === discovered) discoveries.delete(key);
  });
  if (discoveries.size > DISCOVERY_CACHE_LIMIT) {
    // Maps keep insertion order: the first key is the oldest entry.
    const oldest = discoveries.keys().next().value;
    if (oldest !== undefined) discoveries.delete(oldest);
  }
  return discovered;
}

async function fetchDiscovery(settings: OidcSettings, fetcher: Fetcher): Promise<Discovered> {
  let issuer: URL;
  try {
    issuer = new URL(settings.issuer);
  } catch {
    throw new SsoRefusal("issuer", `The issuer "${settings.issuer}" is not a web address.`);
  }
  let config: client.Configuration;
  try {
    config = await client.discovery(issuer, settings.clientId, undefined, undefined, {
      [client.customFetch]: viaFetcher(fetcher),
      execute: issuer.protocol === "http:" ? [client.allowInsecureRequests] : [],
    });
  } catch (error) {
    throw refusalOf(error, "discovery");
  }
  // Spreading drops openid-client's helper methods, which the Configuration cannot clone.
  const metadata = { ...config.serverMetadata() };
  // openid-client compares normalised URLs ("https://idp" equals "https://idp/"); OpenID
  // Discovery asks for the identical string, and so does every `iss` we will check later.
  if (metadata.issuer !== settings.issuer) {
    throw new SsoRefusal(
      "issuer",
      `The identity provider calls itself "${metadata.issuer}", not "${settings.issuer}". Use its exact issuer.`,
    );
  }
  return { metadata };
}

/** A client for one request: the secret and the fetcher come from the caller, never from the cache. */
function configure(settings: OidcSettings, discovered: Discovered, fetcher: Fetcher) {
  const { metadata } = discovered;
  const methods = metadata.token_endpoint_auth_methods_supported;
  // client_secret_basic is the default when the IdP lists none (RFC 8414); post only if it must.
  const auth =
    !methods || methods.includes("client_secret_basic")
      ? client.ClientSecretBasic(settings.clientSecret)
      : client.ClientSecretPost(settings.clientSecret);
  const config = new client.Configuration(metadata, settings.clientId, undefined, auth);
  config[client.customFetch] = viaFetcher(fetcher);
  // Only tests run an issuer over plain HTTP; the service decides which issuers are accepted.
  if (new URL(metadata.issuer).protocol === "http:") client.allowInsecureRequests(config);
  // openid-client skips the ID token's signature when it comes straight from the token
  // endpoint over TLS (OIDC Core 3.1.3.7 allows it); ADR 0055 wants it checked against the
  // IdP's JWKS all the same: TLS may end at a proxy, and the tests' issuer has no TLS at all.
  client.enableNonRepudiationChecks(config);
  if (discovered.jwks) client.setJwksCache(config, discovered.jwks);
  return config;
}

function viaFetcher(fetcher: Fetcher): client.CustomFetch {
  return (url, options) => fetcher(url, options as RequestInit);
}

/**
 * The authorization response on our own callback address: openid-client sends the URL it is
 * given, less its query, as redirect_uri, and that must be the one the request named, whatever
 * host or proxy the callback came in through.
 */
function responseUrl(sp: ServiceProvider, callbackUrl: URL) {
  const url = new URL(sp.callbackUrl);
  url.search = callbackUrl.search;
  return url;
}

function identityOf(subject: string, claims: Record<string, unknown>): VerifiedIdentity {
  const email = typeof claims.email === "string" ? claims.email.trim() : "";
  if (!email) {
    throw new SsoRefusal(
      "email",
      "The identity provider did not give an e-mail address for this user. Ask your administrator to release the email claim to Fleetward.",
    );
  }
  return {
    subject,
    email,
    // Some IdPs (Amazon Cognito's userinfo, for one) send the boolean as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: nameOf(claims),
    groups: groupsOf(claims.groups),
  };
}

function nameOf(claims: Record<string, unknown>): string | null {
  if (typeof claims.name === "string" && claims.name.trim()) return claims.name.trim();
  const parts = [claims.given_name, claims.family_name].filter(
    (part): part is string => typeof part === "string" && part.trim() !== "",
  );
  return parts.length ? parts.join(" ") : null;
}

function groupsOf(groups: unknown): string[] {
  // A lone string is one group (some IdPs collapse a single-valued claim).
  if (typeof groups === "string") return groups ? [groups] : [];
  if (!Array.isArray(groups)) return [];
  return groups.filter((group): group is string => typeof group === "string" && group !== "");
}

/** What the library reports, wrapped or not: its code, message, and the detail it attached. */
type LibraryError = { code?: string; message: string; cause?: unknown };

/** openid-client wraps oauth4webapi's error, whose own message and cause say what failed. */
function innermost(error: Error & { code?: unknown }): LibraryError {
  const cause = error.cause;
  if (cause instanceof Error && typeof (cause as { code?: unknown }).code === "string") {
    return cause as LibraryError;
  }
  return {
    code: typeof error.code === "string" ? error.code : undefined,
    message: error.message,
    cause,
  };
}

function refusalOf(error: unknown, step: "discovery" | "sign-in" = "sign-in"): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  if (error instanceof client.AuthorizationResponseError) {
    return new SsoRefusal(
      "provider",
      `The identity provider refused the sign-in (${safeWord(error.error)}).`,
    );
  }
  if (error instanceof client.ResponseBodyError) {
    return new SsoRefusal(
      "provider",
      `The identity provider refused to complete the sign-in (${safeWord(error.error)}).`,
    );
  }
  if (error instanceof client.ClientError) {
    return protocolRefusal(innermost(error), step) ?? transportRefusal(error, step);
  }
  return transportRefusal(error, step);
}

/** A check of the protocol that failed, by the claim or parameter it names. */
function protocolRefusal(error: LibraryError, step: string): SsoRefusal | null {
  const detail = (error.cause ?? {}) as {
    claim?: string;
    attribute?: string;
    header?: { alg?: string };
    body?: { issuer?: unknown };
  };
  const message = error.message;
  if (error.code === "OAUTH_JWT_CLAIM_COMPARISON_FAILED") {
    if (detail.claim === "iss") return refuse("issuer", "The ID token comes from another issuer.");
    if (detail.claim === "nonce") {
      return refuse("nonce", "The ID token was issued for another sign-in attempt.");
    }
    return refuse("audience", "The ID token was issued to another application.");
  }
  if (error.code === "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED") {
    if (detail.attribute === "issuer") {
      const named = detail.body?.issuer;
      return refuse(
        "issuer",
        typeof named === "string" && named.length < 300
          ? `The identity provider calls itself "${named}". Use its exact issuer.`
          : "The identity provider's discovery document names another issuer.",
      );
    }
    return refuse("provider", "The identity provider's user info is about another user.");
  }
  if (error.code === "OAUTH_JWT_TIMESTAMP_CHECK_FAILED") {
    return refuse("expired", "The ID token has expired, or is not valid yet. Sign in again.");
  }
  if (error.code === "OAUTH_KEY_SELECTION_FAILED" || message.includes("signature")) {
    return refuse("signature", "The ID token's signature is not the identity provider's.");
  }
  if (message.includes('"alg"')) {
    return detail.header?.alg === "none"
      ? refuse("unsigned", "The ID token is not signed.")
      : refuse("signature", "The ID token is signed with an algorithm the provider does not use.");
  }
  if (message.includes('"nonce"')) {
    return refuse("nonce", "The ID token was issued for another sign-in attempt.");
  }
  if (message.includes('"state"')) {
    return refuse("state", "This sign-in does not match the one that was started. Start again.");
  }
  if (message.includes('"iss" (issuer) response parameter')) {
    return refuse("issuer", "The sign-in response comes from another issuer.");
  }
  if (step === "sign-in" && error.code === "OAUTH_INVALID_RESPONSE") {
    return refuse("provider", "The identity provider's answer is not valid OpenID Connect.");
  }
  return null;
}

/** Network, HTTP and document failures: the IdP could not be used, whatever the reason. */
function transportRefusal(error: unknown, step: string): SsoRefusal {
  const where = step === "discovery" ? "discovery document" : "answer";
  const found = causes(error);
  const blocked = found.find((cause) => cause instanceof BlockedTargetError);
  if (blocked) {
    return refuse("provider", `The identity provider cannot be reached: ${blocked.message}.`);
  }
  if (found.some((cause) => cause instanceof TooLargeError)) {
    return refuse("provider", `The identity provider's ${where} is too large.`);
  }
  const timedOut = found.some(
    (cause) =>
      (cause as { name?: unknown }).name === "TimeoutError" ||
      (cause as { code?: unknown }).code === "OAUTH_TIMEOUT",
  );
  if (timedOut) return refuse("provider", "The identity provider did not answer in time.");
  const status = found
    .map((cause) => (cause instanceof Response ? cause.status : undefined))
    .find((value) => value !== undefined);
  if (status !== undefined) {
    return refuse(
      "provider",
      `The identity provider's ${where} failed with HTTP status ${status}.`,
    );
  }
  const system = found
    .map((cause) => (cause as { code?: unknown }).code)
    .find((code) => typeof code === "string" && /^E[A-Z_]+$/.test(code));
  if (system) {
    return refuse("provider", `The identity provider cannot be reached (${system}).`);
  }
  return refuse("provider", `The identity provider's ${where} could not be used.`);
}

/** The error and the causes under it (a bounded walk: causes can be cyclic). */
function causes(error: unknown): unknown[] {
  const found: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && found.length < 8) {
    found.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

function refuse(code: SsoRefusal["code"], message: string) {
  return new SsoRefusal(code, message);
}

/** An OAuth error code is a short token; anything else the IdP put there is not shown. */
function safeWord(value: string) {
  return /^[\w.-]{1,64}$/.test(value) ? value : "error";
}
