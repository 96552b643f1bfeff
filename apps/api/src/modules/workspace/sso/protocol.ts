/*
 * What the two protocol adapters (oidc.ts, saml.ts) give the SSO service, and take from it
 * (ADR 0055). The adapters know nothing of the database: they turn a connection's settings
 * and what the browser brings back into a verified identity, or throw SsoRefusal.
 */

/** A user the identity provider vouched for, after every check of the protocol passed. */
export type VerifiedIdentity = {
  /** OIDC `sub`, or the SAML NameID: stable per user at this provider. */
  subject: string;
  email: string;
  /** OIDC `email_verified`; SAML assertions count as verified (signed by the domain's IdP). */
  emailVerified: boolean;
  name: string | null;
  /** Group names or ids (OIDC `groups` claim, SAML `groups` attribute), for the role mapping. */
  groups: string[];
};

/** OpenID Connect settings of a connection, as the admin gives them (secret unsealed). */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string };

/** SAML settings of a connection: the IdP's, read from its metadata. */
export type SamlSettings = {
  idpEntityId: string;
  /** The IdP's single sign-on URL (HTTP-Redirect binding). */
  ssoUrl: string;
  /** PEM bodies or full PEMs of the IdP's signing certificates (rollover: more than one). */
  certificates: string[];
};

/** Our side of the exchange: where the IdP sends the browser back, and who we are. */
export type ServiceProvider = {
  /** OIDC redirect_uri, or the SAML Assertion Consumer Service URL. */
  callbackUrl: string;
  /** SAML SP entity id (our metadata URL). Unused by OIDC. */
  entityId: string;
};

/** How documents are fetched: lib/guarded-fetch.ts in the app, allowing loopback in tests. */
export type Fetcher = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type SsoRefusalCode =
  | "state"
  | "issuer"
  | "audience"
  | "signature"
  | "unsigned"
  | "expired"
  | "replayed"
  | "nonce"
  | "recipient"
  | "provider"
  | "email";

/** Why a sign-in was refused: a stable code for logs and tests, and a sentence for people. */
export class SsoRefusal extends Error {
  override name = "SsoRefusal";
  readonly code: SsoRefusalCode;
  constructor(code: SsoRefusalCode, message: string) {
    super(message);
    this.code = code;
  }
}
