/*
 * A SAML 2.0 identity provider for tests, built on samlify (a SAML library that acts as an IdP):
 * it reads our AuthnRequest from the redirect URL the browser would follow and answers with the
 * signed Response a real IdP would POST to our ACS URL, or, when asked, with one of the forgeries
 * an attacker or a misconfigured IdP sends. Its RSA key comes from node:crypto and its
 * self-signed certificate from node-forge, so the tests need no openssl and run anywhere Node
 * runs. A loopback HTTP server publishes its metadata, as Entra ID or Okta do at a URL.
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import forge from "node-forge";
import * as samlify from "samlify";

const { binding, format } = samlify.Constants.namespace;

/** The user the IdP vouches for; `attributes` replaces the default attribute names entirely. */
export type SamlTestUser = {
  nameId: string;
  nameIdFormat?: string;
  email?: string;
  name?: string;
  groups?: string[];
  attributes?: Record<string, string[]>;
};

/** How the Response departs from what a well-behaved IdP sends for this request. */
export type SamlForgery = {
  audience?: string;
  issuer?: string;
  /** SubjectConfirmationData Recipient (inside the signed assertion). */
  recipient?: string;
  /** The Response's Destination attribute (outside the assertion's signature). */
  destination?: string;
  /** Validity window ten to twenty minutes in the past. */
  expired?: boolean;
  inResponseTo?: string;
  /** assertion (default, as IdPs do), response-only (assertion unsigned), none, other-key. */
  signing?: "assertion" | "response-only" | "none" | "other-key";
  /** Text replaced in the XML after it was signed, as a man in the middle would. */
  alterAfterSigning?: { from: string; to: string };
};

export type SamlRespondOptions = SamlForgery & { requestUrl: string; user: SamlTestUser };

/** What the browser POSTs to the ACS URL. */
export type SamlPost = { samlResponse: string; relayState: string | null; acsUrl: string };

// samlify validates XML against the SAML schema through a validator the caller registers; the
// test IdP only reads AuthnRequests our own code built, so a pass-through validator will do.
samlify.setSchemaValidator({ validate: () => Promise.resolve("skipped") });

export async function startSamlIdp() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/saml/metadata`;
  const ssoUrl = `${base}/saml/sso`;
  const own = makeKeyAndCertificate("Fleetward test IdP");
  const other = makeKeyAndCertificate("Someone else's IdP");
  const idp = identityProvider(entityId, ssoUrl, own);
  const impostor = identityProvider(entityId, ssoUrl, other);
  const metadataXml = idp.getMetadata();
  /** Whom a real browser that arrives with an AuthnRequest is signed in as (browserSignsInAs). */
  let browserUser: SamlTestUser | null = null;
  server.on("request", (request, response) => {
    if (request.url?.startsWith("/saml/sso?") && browserUser) {
      const user = browserUser;
      void respond({ requestUrl: `${base}${request.url}`, user }, { idp, impostor, ssoUrl }).then(
        (posted) => {
          response.setHeader("content-type", "text/html; charset=utf-8");
          response.end(autoPostPage(posted));
        },
        (error: unknown) => response.writeHead(400).end(String(error)),
      );
      return;
    }
    if (request.url === "/saml/metadata") {
      response.setHeader("content-type", "application/samlmetadata+xml");
      return response.end(metadataXml);
    }
    if (request.url === "/login") {
      response.setHeader("content-type", "text/html; charset=utf-8");
      return response.end("<!doctype html><title>Sign in</title><p>Sign in</p>");
    }
    response.statusCode = 404;
    response.end("Not found");
  });

  return {
    entityId,
    ssoUrl,
    /** PEM of the IdP's signing certificate. */
    certificate: own.certificate,
    /** PEM of a certificate this IdP does not sign with (a rolled-over or foreign one). */
    otherCertificate: other.certificate,
    metadataXml,
    metadataUrl: entityId,
    /** An address on the same server that answers with an HTML page, not metadata. */
    htmlUrl: `${base}/login`,
    respond: (options: SamlRespondOptions) => respond(options, { idp, impostor, ssoUrl }),
    /** A real browser sent to the SSO URL is signed in as `user` and posted back to the ACS. */
    browserSignsInAs(user: SamlTestUser) {
      browserUser = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SamlTestIdp = Awaited<ReturnType<typeof startSamlIdp>>;

type KeyAndCertificate = { privateKey: string; certificate: string };
type Idps = { idp: samlify.IdentityProviderInstance; impostor: samlify.IdentityProviderInstance };

async function respond(
  options: SamlRespondOptions,
  { idp, impostor, ssoUrl }: Idps & { ssoUrl: string },
): Promise<SamlPost> {
  const url = new URL(options.requestUrl);
  if (`${url.origin}${url.pathname}` !== ssoUrl) {
    throw new Error(`The test IdP only answers requests sent to ${ssoUrl}`);
  }
  // The SP entity is known only once the request is read; samlify checks no request signature
  // (WantAuthnRequestsSigned is false), so a placeholder reads it.
  const reader = samlify.ServiceProvider({ entityID: "urn:fleetward:test:unknown-sp" });
  const parsed = await idp.parseLoginRequest(reader, "redirect", {
    query: Object.fromEntries(url.searchParams),
  });
  const request = parsed.extract.request as Record<string, string> | undefined;
  const issuer = parsed.extract.issuer;
  const acsUrl = request?.assertionConsumerServiceUrl;
  if (!request?.id || typeof issuer !== "string" || !acsUrl) {
    throw new Error("The AuthnRequest lacks an ID, an Issuer or an AssertionConsumerServiceURL");
  }
  if (request.destination !== ssoUrl) throw new Error("The AuthnRequest is not addressed to us");
  const xml = responseXml(options, {
    requestId: request.id,
    spEntityId: issuer,
    acsUrl,
    idpEntityId: idp.entityMeta.getEntityID(),
  });
  let samlResponse = await sign(xml, options.signing ?? "assertion", { idp, impostor }, acsUrl);
  if (options.alterAfterSigning) samlResponse = alter(samlResponse, options.alterAfterSigning);
  return { samlResponse, relayState: url.searchParams.get("RelayState"), acsUrl };
}

async function sign(
  xml: string,
  signing: NonNullable<SamlForgery["signing"]>,
  { idp, impostor }: Idps,
  acsUrl: string,
): Promise<string> {
  if (signing === "none") return Buffer.from(xml).toString("base64");
  // samlify signs the assertion when the SP wants signed assertions, and the whole Response
  // when it does not: the SP entity's wish picks what gets signed.
  const sp = samlify.ServiceProvider({
    entityID: "urn:fleetward:test:sp",
    assertionConsumerService: [{ Binding: binding.post, Location: acsUrl }],
    wantAssertionsSigned: signing !== "response-only",
    wantMessageSigned: false,
  });
  const signer = signing === "other-key" ? impostor : idp;
  const answer = await signer.createLoginResponse(
    sp,
    { extract: {} },
    "post",
    {},
    {
      customTagReplacement: () => ({ id: "", context: xml }),
    },
  );
  return answer.context;
}

function alter(samlResponse: string, { from, to }: { from: string; to: string }): string {
  const xml = Buffer.from(samlResponse, "base64").toString("utf8");
  if (!xml.includes(from)) throw new Error(`"${from}" is not in the signed response`);
  return Buffer.from(xml.replaceAll(from, to)).toString("base64");
}

type Exchange = { requestId: string; spEntityId: string; acsUrl: string; idpEntityId: string };

/** The Response before signing: samlify's own login-response template, filled in. */
function responseXml(options: SamlRespondOptions, exchange: Exchange): string {
  const now = Date.now() - (options.expired ? 20 * 60_000 : 0);
  const later = now + (options.expired ? 10 : 5) * 60_000;
  const attributes = attributesOf(options.user);
  const template = samlify.SamlLib.defaultLoginResponseTemplate.context
    .replace("{AuthnStatement}", AUTHN_STATEMENT)
    .replace("{AttributeStatement}", attributeStatement(attributes));
  const values: Record<string, string> = {
    ID: newId(),
    AssertionID: newId(),
    SessionIndex: newId(),
    IssueInstant: new Date(now).toISOString(),
    Destination: options.destination ?? exchange.acsUrl,
    InResponseTo: options.inResponseTo ?? exchange.requestId,
    Issuer: options.issuer ?? exchange.idpEntityId,
    StatusCode: samlify.Constants.StatusCode.Success,
    NameIDFormat: options.user.nameIdFormat ?? format.persistent,
    NameID: options.user.nameId,
    SubjectRecipient: options.recipient ?? exchange.acsUrl,
    SubjectConfirmationDataNotOnOrAfter: new Date(later).toISOString(),
    ConditionsNotBefore: new Date(now - 30_000).toISOString(),
    ConditionsNotOnOrAfter: new Date(later).toISOString(),
    Audience: options.audience ?? exchange.spEntityId,
  };
  attributes.forEach(([, attributeValues], i) =>
    attributeValues.forEach((value, j) => (values[`Attr${i}v${j}`] = value)),
  );
  return samlify.SamlLib.replaceTagsByValue(template, values);
}

const AUTHN_STATEMENT =
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{SessionIndex}">' +
  "<saml:AuthnContext><saml:AuthnContextClassRef>" +
  "urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport" +
  "</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>";

function attributesOf(user: SamlTestUser): [string, string[]][] {
  if (user.attributes) return Object.entries(user.attributes);
  const attributes: [string, string[]][] = [];
  if (user.email !== undefined) attributes.push(["email", [user.email]]);
  if (user.name !== undefined) attributes.push(["displayName", [user.name]]);
  if (user.groups?.length) attributes.push(["groups", user.groups]);
  return attributes;
}

/** Values stay placeholders here so that replaceTagsByValue escapes them. */
function attributeStatement(attributes: [string, string[]][]): string {
  if (attributes.length === 0) return "";
  const each = attributes.map(
    ([name, values], i) =>
      `<saml:Attribute Name="${escapeXml(name)}" ` +
      'NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:unspecified">' +
      values
        .map(
          (_, j) =>
            `<saml:AttributeValue xsi:type="xs:string">{Attr${i}v${j}}</saml:AttributeValue>`,
        )
        .join("") +
      "</saml:Attribute>",
  );
  return `<saml:AttributeStatement>${each.join("")}</saml:AttributeStatement>`;
}

function identityProvider(entityId: string, ssoUrl: string, keys: KeyAndCertificate) {
  return samlify.IdentityProvider({
    entityID: entityId,
    privateKey: keys.privateKey,
    signingCert: keys.certificate,
    wantAuthnRequestsSigned: false,
    nameIDFormat: [format.persistent],
    singleSignOnService: [
      { Binding: binding.redirect, Location: ssoUrl },
      { Binding: binding.post, Location: ssoUrl },
    ],
    singleLogoutService: [{ Binding: binding.redirect, Location: ssoUrl.replace(/sso$/, "slo") }],
  });
}

/** An RSA key (node:crypto) and a self-signed certificate for it (node-forge), as PEMs. */
export function makeKeyAndCertificate(commonName: string): KeyAndCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial: a leading 0x01 byte keeps the DER integer from reading as negative.
  certificate.serialNumber = `01${randomBytes(8).toString("hex")}`;
  certificate.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  certificate.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  const name = [{ name: "commonName", value: commonName }];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  // forge writes CRLF line ends; PEMs elsewhere (and in metadata we read back) use LF.
  const pem = forge.pki.certificateToPem(certificate).replaceAll("\r\n", "\n");
  return { privateKey, certificate: pem };
}

function newId(): string {
  return `_${randomBytes(16).toString("hex")}`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The HTTP-POST binding as IdPs do it: a form that posts itself to the ACS. */
function autoPostPage(posted: SamlPost): string {
  const relay = posted.relayState
    ? `<input type="hidden" name="RelayState" value="${escapeHtml(posted.relayState)}">`
    : "";
  return `<!doctype html><title>Signing in</title>
<form method="post" action="${escapeHtml(posted.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(posted.samlResponse)}">${relay}
<noscript><button>Continue</button></noscript></form>
<script>document.forms[0].submit()</script>`;
}
