/*
 * The SAML 2.0 service-provider adapter (ADR 0055): an AuthnRequest by HTTP-Redirect, the
 * POSTed Response checked by @node-saml/node-saml plus the checks it leaves to its caller, the
 * IdP's metadata read, and our own metadata written. It knows nothing of the database: the
 * service keeps the request id (InResponseTo) and the assertion ids (replay) itself.
 */
import { randomBytes } from "node:crypto";
import {
  generateServiceProviderMetadata,
  SAML,
  SamlStatusError,
  ValidateInResponseTo,
  type CacheProvider,
  type Profile,
  type SamlConfig,
} from "@node-saml/node-saml";
import {
  SsoRefusal,
  type SamlSettings,
  type ServiceProvider,
  type VerifiedIdentity,
} from "./protocol.ts";
import { children, NS, parseXmlSafely, refuse, textOf, toPem } from "./saml-xml.ts";

export { samlMetadataFromUrl, samlMetadataFromXml } from "./saml-metadata.ts";

const NAMEID_UNSPECIFIED = "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
const NAMEID_PERSISTENT = "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent";
const NAMEID_TRANSIENT = "urn:oasis:names:tc:SAML:2.0:nameid-format:transient";
const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";
/** IdP and server clocks drift; a minute either way is what IdP vendors document. */
const CLOCK_SKEW_MS = 60_000;
/** Real responses are a few KB (tens with many groups); anything near this is an attack. */
const MAX_RESPONSE_BASE64 = 512 * 1024;

export type SamlFinish = VerifiedIdentity & {
  /** The assertion's ID, for the service's replay cache. */
  assertionId: string;
  /**
   * Until when this assertion would still be accepted here (its earliest NotOnOrAfter plus the
   * clock skew allowed): keep `assertionId` in the replay cache at least until then.
   */
  notOnOrAfter: Date;
};

/**
 * The URL to send the browser to: an AuthnRequest by HTTP-Redirect to the IdP, answered by
 * POST at `sp.callbackUrl`. The service keeps `requestId` to check the answer's InResponseTo.
 */
export async function samlStart(
  settings: SamlSettings,
  sp: ServiceProvider,
  relayState: string,
  /** The flow's own request id when it has one (sso/flow.ts: a valid XML ID); else a fresh one. */
  ownRequestId?: string,
): Promise<{ url: string; requestId: string }> {
  const requestId = ownRequestId ?? `_${randomBytes(20).toString("hex")}`;
  const saml = new SAML({
    ...baseConfig(settings, sp),
    entryPoint: settings.ssoUrl,
    generateUniqueId: () => requestId,
    // "unspecified" lets the IdP send the NameID its admin configured (persistent at Entra ID
    // and Okta, e-mail at Google Workspace); asking for persistent fails at IdPs without it.
    identifierFormat: NAMEID_UNSPECIFIED,
    allowCreate: true,
    // node-saml asks for password authentication by default, which IdPs refuse for users who
    // sign in with a passkey or MFA only; the IdP decides how its users authenticate.
    disableRequestedAuthnContext: true,
  });
  const url = await saml.getAuthorizeUrlAsync(relayState, undefined, {});
  return { url, requestId };
}

/**
 * The POSTed SAMLResponse, checked: signed assertion (against the connection's certificates),
 * issuer, audience, recipient and destination, validity window, InResponseTo = `requestId`.
 * Any failure throws SsoRefusal.
 */
export async function samlFinish(
  settings: SamlSettings,
  sp: ServiceProvider,
  input: { samlResponse: string; requestId: string },
): Promise<SamlFinish> {
  if (!input.requestId) {
    throw new SsoRefusal("state", "This sign-in was not started here. Start again.");
  }
  if (settings.certificates.length === 0) {
    throw refuse("provider", "The connection has no certificate of the identity provider.");
  }
  inspectResponse(decodeResponse(input.samlResponse), settings, sp);
  const saml = new SAML({
    ...baseConfig(settings, sp),
    audience: sp.entityId,
    // Most IdPs sign the assertion only; a signed assertion is what we require (below), and a
    // signature on the Response around it adds nothing we rely on.
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: true,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: onlyRequest(input.requestId),
  });
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: input.samlResponse }));
  } catch (error) {
    throw refusalFor(error);
  }
  if (!profile?.getAssertionXml) {
    throw refuse("provider", "The identity provider's answer holds no sign-in.");
  }
  const checked = checkSignedAssertion(profile.getAssertionXml(), settings, sp, input.requestId);
  return { ...identityOf(profile, checked.nameIdFormat), ...checked.replay };
}

/** Our SP metadata, for the admin to upload to the IdP (or for it to fetch). */
export function spMetadata(sp: ServiceProvider): string {
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.callbackUrl,
    identifierFormat: NAMEID_PERSISTENT,
    wantAssertionsSigned: true,
  });
}

function baseConfig(settings: SamlSettings, sp: ServiceProvider): SamlConfig {
  return {
    idpCert: settings.certificates.map((certificate) => toPem(certificate)),
    issuer: sp.entityId,
    callbackUrl: sp.callbackUrl,
  };
}

/** node-saml asks its cache whether a request id is one we sent: only this one is. */
function onlyRequest(requestId: string): CacheProvider {
  const createdAt = new Date().toISOString();
  return {
    saveAsync: () => Promise.resolve(null),
    getAsync: (key) => Promise.resolve(key === requestId ? createdAt : null),
    removeAsync: () => Promise.resolve(null),
  };
}

/** Size, base64 and a well-formed XML document without DOCTYPE, before any library reads it. */
function decodeResponse(samlResponse: string): Document {
  if (samlResponse.length > MAX_RESPONSE_BASE64) {
    throw refuse("provider", "The identity provider's answer is too large to be a sign-in.");
  }
  const base64 = samlResponse.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw refuse("provider", "The identity provider's answer is not valid base64.");
  }
  return parseXmlSafely(Buffer.from(base64, "base64").toString("utf8"), "sign-in answer");
}

/**
 * What node-saml does not check on the Response itself, and a clear "unsigned" before its
 * generic "Invalid signature": the assertion must carry a signature of its own.
 */
function inspectResponse(doc: Document, settings: SamlSettings, sp: ServiceProvider): void {
  const root = doc.documentElement;
  if (root.namespaceURI !== NS.protocol || root.localName !== "Response") {
    throw refuse("provider", "The identity provider's answer is not a SAML Response.");
  }
  const destination = root.getAttribute("Destination");
  if (destination && destination !== sp.callbackUrl) {
    throw refuse(
      "recipient",
      `The sign-in answer was addressed to ${destination}, not to this service.`,
    );
  }
  const issuer = children(root, NS.assertion, "Issuer")[0];
  if (issuer && textOf(issuer) !== settings.idpEntityId) {
    throw issuerRefusal(textOf(issuer));
  }
  if (children(root, NS.assertion, "EncryptedAssertion").length > 0) {
    throw refuse(
      "provider",
      "The identity provider encrypts its assertions; turn assertion encryption off for this application.",
    );
  }
  const assertions = children(root, NS.assertion, "Assertion");
  if (assertions.length === 1 && children(assertions[0]!, NS.ds, "Signature").length === 0) {
    throw refuse(
      "unsigned",
      "The identity provider did not sign its assertion; set it to sign the assertion (or the assertion and the response).",
    );
  }
}

type CheckedAssertion = {
  nameIdFormat: string | null;
  replay: { assertionId: string; notOnOrAfter: Date };
};

/** Issuer and recipient, read from the bytes the signature covers (node-saml checks neither). */
function checkSignedAssertion(
  xml: string,
  settings: SamlSettings,
  sp: ServiceProvider,
  requestId: string,
): CheckedAssertion {
  const assertion = parseXmlSafely(xml, "signed assertion").documentElement;
  const issuer = textOf(children(assertion, NS.assertion, "Issuer")[0]);
  if (issuer !== settings.idpEntityId) throw issuerRefusal(issuer);
  const subject = children(assertion, NS.assertion, "Subject")[0];
  const nameId = subject && children(subject, NS.assertion, "NameID")[0];
  const confirmations = (subject ? children(subject, NS.assertion, "SubjectConfirmation") : [])
    .filter((confirmation) => confirmation.getAttribute("Method") === BEARER)
    .flatMap((confirmation) => children(confirmation, NS.assertion, "SubjectConfirmationData"));
  const ours = confirmations.find((data) => data.getAttribute("Recipient") === sp.callbackUrl);
  if (!ours) {
    const elsewhere = confirmations[0]?.getAttribute("Recipient") || "no address";
    throw refuse("recipient", `The sign-in was issued for ${elsewhere}, not for this service.`);
  }
  // node-saml compares this InResponseTo with the Response's only when it is there; the
  // Response's own is outside the signature, so the signed one must name our request.
  if (ours.getAttribute("InResponseTo") !== requestId) {
    throw refuse("state", NOT_OURS);
  }
  const ends = [ours, ...children(assertion, NS.assertion, "Conditions")]
    .map((element) => Date.parse(element.getAttribute("NotOnOrAfter") ?? ""))
    .filter((time) => Number.isFinite(time));
  // The Web SSO profile requires NotOnOrAfter on a bearer confirmation: without one an
  // assertion would be valid forever and no replay cache could ever forget it.
  const assertionId = assertion.getAttribute("ID");
  if (!ours.getAttribute("NotOnOrAfter") || ends.length === 0 || !assertionId) {
    throw refuse("provider", "The identity provider's assertion carries no expiry or no ID.");
  }
  return {
    nameIdFormat: nameId?.getAttribute("Format") ?? null,
    replay: { assertionId, notOnOrAfter: new Date(Math.min(...ends) + CLOCK_SKEW_MS) },
  };
}

function issuerRefusal(issuer: string): SsoRefusal {
  return refuse(
    "issuer",
    `The sign-in answer comes from ${issuer || "an unnamed issuer"}, not from this connection's identity provider.`,
  );
}

const NOT_OURS =
  "This sign-in answer does not belong to the sign-in started here. Start again from the sign-in page.";

/** node-saml throws plain Errors; their messages tell which check failed. */
const REFUSALS: [RegExp, SsoRefusal["code"], string][] = [
  [/InResponseTo/i, "state", NOT_OURS],
  [
    /expired|not yet valid|no valid subject confirmation/i,
    "expired",
    "The identity provider's answer is outside its validity window (expired, or the clocks disagree). Sign in again.",
  ],
  [
    /audience/i,
    "audience",
    "The identity provider's answer was meant for another application. Check the Entity ID (audience) set at the identity provider.",
  ],
  [
    /signature|signed/i,
    "signature",
    "The identity provider's signature does not match the connection's certificate. If the certificate was renewed, refresh the connection's metadata.",
  ],
];

function refusalFor(error: unknown): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  if (error instanceof SamlStatusError) {
    return refuse(
      "provider",
      `The identity provider refused the sign-in (${error.message}).`,
      error,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  const match = REFUSALS.find(([pattern]) => pattern.test(message));
  if (match) return refuse(match[1], match[2], error);
  return refuse("provider", "The identity provider's answer could not be read as SAML.", error);
}

const EMAIL = [
  "email",
  "mail",
  "emailaddress",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
  "urn:oid:0.9.2342.19200300.100.1.3",
];
// Entra ID's ".../claims/name" is the user principal name, so a display name goes first.
const NAME = [
  "displayName",
  "http://schemas.microsoft.com/identity/claims/displayname",
  "urn:oid:2.16.840.1.113730.3.1.241",
  "name",
];
const GIVEN_NAME = [
  "givenName",
  "firstName",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
  "urn:oid:2.5.4.42",
];
const SURNAME = [
  "sn",
  "surname",
  "lastName",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
  "urn:oid:2.5.4.4",
];
const UPN_NAME = ["http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name"];
const GROUPS = [
  "groups",
  "http://schemas.microsoft.com/ws/2008/06/identity/claims/groups",
  "memberOf",
  "http://schemas.xmlsoap.org/claims/Group",
];
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function identityOf(profile: Profile, nameIdFormat: string | null): VerifiedIdentity {
  const subject = profile.nameID?.trim();
  if (!subject) throw refuse("provider", "The identity provider sent no NameID for the user.");
  if (nameIdFormat === NAMEID_TRANSIENT) {
    throw refuse(
      "provider",
      "The identity provider sent a transient NameID, which changes at every sign-in; set it to a persistent identifier or the e-mail address.",
    );
  }
  const attributes = attributeMap(profile.attributes);
  const values = (names: string[]) =>
    names.flatMap((name) => attributes.get(name.toLowerCase()) ?? []);
  const email = [...values(EMAIL), subject].find((value) => EMAIL_SHAPE.test(value));
  if (!email) {
    throw refuse(
      "email",
      "The identity provider sent no e-mail address for the user; add an e-mail attribute (or use the e-mail as NameID).",
    );
  }
  const fullName = [values(GIVEN_NAME)[0], values(SURNAME)[0]].filter(Boolean).join(" ");
  const name = values(NAME)[0] ?? (fullName || values(UPN_NAME)[0] || null);
  return {
    subject,
    email,
    emailVerified: true,
    name,
    groups: [...new Set(values(GROUPS))],
  };
}

/** Attribute name (lower-cased: IdP admins type them freely) → its non-empty string values. */
function attributeMap(attributes: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  if (!attributes || typeof attributes !== "object") return map;
  for (const [name, value] of Object.entries(attributes)) {
    const strings = [value]
      .flat()
      .filter((one): one is string => typeof one === "string")
      .map((one) => one.trim())
      .filter(Boolean);
    const key = name.toLowerCase();
    map.set(key, [...(map.get(key) ?? []), ...strings]);
  }
  return map;
}
