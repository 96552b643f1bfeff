import { readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import { DOMParser } from "@xmldom/xmldom";
import * as samlify from "samlify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFetch } from "../../../lib/guarded-fetch.ts";
import {
  startSamlIdp,
  type SamlRespondOptions,
  type SamlTestIdp,
  type SamlTestUser,
} from "../../../test-support/saml-idp.ts";
import { SsoRefusal, type SamlSettings, type ServiceProvider } from "./protocol.ts";
import {
  samlFinish,
  samlMetadataFromUrl,
  samlMetadataFromXml,
  samlStart,
  spMetadata,
} from "./saml.ts";

const sp: ServiceProvider = {
  callbackUrl: "https://app.fleetward.test/api/sso/callback",
  entityId: "https://app.fleetward.test/api/sso/saml/conn_7f3a/metadata",
};
const alice: SamlTestUser = {
  nameId: "00u1a2b3c4d5e6f7g8h9",
  email: "alice@acme.test",
  name: "Alice Martin",
  groups: ["Fleet admins", "Drivers"],
};
const fixture = (name: string) =>
  readFileSync(new URL(`../../../test-support/saml-metadata/${name}`, import.meta.url), "utf8");

/** The error a promise rejects with, which must be an SsoRefusal with a sentence for people. */
async function refusal(promise: Promise<unknown>): Promise<SsoRefusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SsoRefusal);
  expect((error as SsoRefusal).message.length).toBeGreaterThan(20);
  return error as SsoRefusal;
}

describe("SAML service-provider adapter", () => {
  let idp: SamlTestIdp;
  let settings: SamlSettings;
  beforeAll(async () => {
    idp = await startSamlIdp();
    settings = samlMetadataFromXml(idp.metadataXml);
  });
  afterAll(() => idp.close());

  /** Our AuthnRequest, the test IdP's answer to it, and our check of that answer. */
  async function signIn(
    forgery: Partial<SamlRespondOptions> = {},
    options: { settings?: SamlSettings; requestId?: string } = {},
  ) {
    const { url, requestId } = await samlStart(settings, sp, "sealed-state-from-the-service");
    const post = await idp.respond({ requestUrl: url, user: alice, ...forgery });
    const finish = samlFinish(options.settings ?? settings, sp, {
      samlResponse: post.samlResponse,
      requestId: options.requestId ?? requestId,
    });
    return { post, requestId, finish };
  }

  describe("samlStart", () => {
    it("redirects to the IdP with an AuthnRequest from us, answered at our ACS URL", async () => {
      const { url, requestId } = await samlStart(settings, sp, "opaque-relay-state");
      const redirect = new URL(url);
      expect(`${redirect.origin}${redirect.pathname}`).toBe(idp.ssoUrl);
      expect(redirect.searchParams.get("RelayState")).toBe("opaque-relay-state");
      const xml = inflateRawSync(Buffer.from(redirect.searchParams.get("SAMLRequest")!, "base64"));
      const request = new DOMParser().parseFromString(
        xml.toString("utf8"),
        "text/xml",
      ).documentElement;
      expect(request.localName).toBe("AuthnRequest");
      expect(request.getAttribute("ID")).toBe(requestId);
      expect(request.getAttribute("Destination")).toBe(idp.ssoUrl);
      expect(request.getAttribute("AssertionConsumerServiceURL")).toBe(sp.callbackUrl);
      expect(request.getAttribute("ProtocolBinding")).toBe(
        "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST",
      );
      expect(request.getElementsByTagName("saml:Issuer")[0]?.textContent).toBe(sp.entityId);
      const policy = request.getElementsByTagName("samlp:NameIDPolicy")[0];
      expect(policy?.getAttribute("Format")).toBe(
        "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified",
      );
      // No RequestedAuthnContext: the IdP picks how its users sign in (passkeys, MFA).
      expect(request.getElementsByTagName("samlp:RequestedAuthnContext")).toHaveLength(0);
    });

    it("keeps the query an SSO URL already has (Google Workspace's idpid) and new ids each time", async () => {
      const google = samlMetadataFromXml(fixture("google-workspace.xml"));
      const first = await samlStart(google, sp, "state");
      const second = await samlStart(google, sp, "state");
      expect(new URL(first.url).searchParams.get("idpid")).toBe("C03ab12cd");
      expect(new URL(first.url).searchParams.get("SAMLRequest")).toBeTruthy();
      expect(first.requestId).not.toBe(second.requestId);
    });
  });

  describe("samlFinish", () => {
    it("returns the identity a signed, well-addressed answer to our request vouches for", async () => {
      const before = Date.now();
      const { post, finish } = await signIn();
      expect(post.acsUrl).toBe(sp.callbackUrl);
      expect(post.relayState).toBe("sealed-state-from-the-service");
      const identity = await finish;
      expect(identity).toMatchObject({
        subject: alice.nameId,
        email: "alice@acme.test",
        emailVerified: true,
        name: "Alice Martin",
        groups: ["Fleet admins", "Drivers"],
      });
      expect(identity.assertionId).toMatch(/^_[0-9a-f]{32}$/);
      // The IdP's NotOnOrAfter is five minutes out; a minute of clock skew is added.
      const ends = identity.notOnOrAfter.getTime();
      expect(ends).toBeGreaterThanOrEqual(before + 6 * 60_000 - 1000);
      expect(ends).toBeLessThanOrEqual(Date.now() + 6 * 60_000 + 1000);
    });

    it("reads Entra ID's claim names (display name from given name and surname)", async () => {
      const { finish } = await signIn({
        user: {
          nameId: "Xq3mF0-uW9b8kK2lPz7VYc1rT4sNdE6aH5jO0gLiM8o",
          attributes: {
            "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress": ["bo@acme.test"],
            "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname": ["Bo"],
            "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname": ["Lindqvist"],
            "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name": ["bo@acme.test"],
            "http://schemas.microsoft.com/ws/2008/06/identity/claims/groups": [
              "5e1c2a9b-0f7d-4c3e-9a8b-1d2e3f4a5b6c",
              "9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d",
            ],
          },
        },
      });
      expect(await finish).toMatchObject({
        email: "bo@acme.test",
        name: "Bo Lindqvist",
        groups: ["5e1c2a9b-0f7d-4c3e-9a8b-1d2e3f4a5b6c", "9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d"],
      });
    });

    it("takes the e-mail from an e-mail NameID (Google Workspace sends no attributes)", async () => {
      const { finish } = await signIn({
        user: {
          nameId: "carol@acme.test",
          nameIdFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
        },
      });
      expect(await finish).toMatchObject({
        subject: "carol@acme.test",
        email: "carol@acme.test",
        name: null,
        groups: [],
      });
    });

    it("refuses a user without any e-mail address, and a transient NameID", async () => {
      const noEmail = await signIn({ user: { nameId: "opaque-id", name: "No Mail" } });
      expect((await refusal(noEmail.finish)).code).toBe("email");
      const transient = await signIn({
        user: { ...alice, nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" },
      });
      expect((await refusal(transient.finish)).code).toBe("provider");
    });

    it("accepts either certificate during a rollover", async () => {
      const rollover = { ...settings, certificates: [idp.otherCertificate, idp.certificate] };
      const { finish } = await signIn({}, { settings: rollover });
      expect((await finish).email).toBe("alice@acme.test");
    });

    it.each([
      ["meant for another service provider", { audience: "https://other.example/sp" }, "audience"],
      ["expired", { expired: true }, "expired"],
      ["not signed at all", { signing: "none" }, "unsigned"],
      [
        "signed as a Response around an unsigned assertion",
        { signing: "response-only" },
        "unsigned",
      ],
      ["signed with another key", { signing: "other-key" }, "signature"],
      [
        "altered after signing",
        { alterAfterSigning: { from: "alice@acme.test", to: "mallory@acme.test" } },
        "signature",
      ],
      ["from another issuer", { issuer: "https://evil.example/idp" }, "issuer"],
      [
        // The Response's Issuer is outside the signature: the signed assertion's one counts.
        "whose signed assertion names another issuer than the Response does",
        {
          issuer: "https://evil.example/idp",
          alterAfterSigning: {
            from: "<saml:Issuer>https://evil.example/idp</saml:Issuer><samlp:Status>",
            to: "<samlp:Status>",
          },
        },
        "issuer",
      ],
      ["for another recipient", { recipient: "https://evil.example/acs" }, "recipient"],
      ["sent to another destination", { destination: "https://evil.example/acs" }, "recipient"],
      ["in response to another request", { inResponseTo: "_someone-elses-request" }, "state"],
    ] as const)("refuses an answer %s", async (_case, forgery, code) => {
      const { finish } = await signIn(forgery);
      expect((await refusal(finish)).code).toBe(code);
    });

    it("refuses a genuine answer to one sign-in presented for another", async () => {
      const other = await samlStart(settings, sp, "state");
      const { finish } = await signIn({}, { requestId: other.requestId });
      expect((await refusal(finish)).code).toBe("state");
    });

    it("refuses malformed base64, non-XML, a DOCTYPE and oversize input before parsing", async () => {
      const finish = (samlResponse: string) =>
        samlFinish(settings, sp, { samlResponse, requestId: "_request" });
      const base64 = (text: string) => Buffer.from(text).toString("base64");
      for (const bad of [
        "not base64 at all!",
        base64("plain text, not XML"),
        base64("<samlp:Response xmlns:samlp='urn:oasis:names:tc:SAML:2.0:protocol'><unclosed>"),
        base64('<!DOCTYPE r [<!ENTITY x "x">]><r>&x;</r>'),
        base64("<Response xmlns='urn:example:not-saml'/>"),
        "A".repeat(600 * 1024),
      ]) {
        expect((await refusal(finish(bad))).code).toBe("provider");
      }
    });
  });

  describe("IdP metadata", () => {
    it("reads the test IdP's own (samlify-generated) metadata", () => {
      expect(settings.idpEntityId).toBe(idp.entityId);
      expect(settings.ssoUrl).toBe(idp.ssoUrl);
      expect(settings.certificates).toEqual([idp.certificate]);
    });

    it("reads Entra ID, Okta and Google Workspace metadata", () => {
      const entra = samlMetadataFromXml(fixture("entra-id.xml"));
      const tenant = "8eaef023-2b34-4da1-9baa-8bc8c9d6a490";
      expect(entra.idpEntityId).toBe(`https://sts.windows.net/${tenant}/`);
      expect(entra.ssoUrl).toBe(`https://login.microsoftonline.com/${tenant}/saml2`);
      expect(entra.certificates).toHaveLength(2);
      const okta = samlMetadataFromXml(fixture("okta.xml"));
      expect(okta.idpEntityId).toBe("http://www.okta.com/exk1fcia6d6EMsf8N0h8");
      expect(okta.ssoUrl).toBe(
        "https://acme.okta.com/app/acme_fleetward_1/exk1fcia6d6EMsf8N0h8/sso/saml",
      );
      expect(okta.certificates).toHaveLength(1);
      const google = samlMetadataFromXml(fixture("google-workspace.xml"));
      expect(google.idpEntityId).toBe("https://accounts.google.com/o/saml2?idpid=C03ab12cd");
      expect(google.ssoUrl).toBe("https://accounts.google.com/o/saml2/idp?idpid=C03ab12cd");
      for (const certificate of [
        ...entra.certificates,
        ...okta.certificates,
        ...google.certificates,
      ]) {
        expect(certificate).toMatch(
          /^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/,
        );
      }
    });

    it("refuses metadata without a signing key, without a redirect SSO URL, or with a DOCTYPE", async () => {
      const okta = fixture("okta.xml");
      const cases = [
        okta.replace('use="signing"', 'use="encryption"'),
        okta.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, ""),
        okta.replace(/<md:SingleSignOnService Binding="[^"]*HTTP-Redirect"[^>]*\/>/, ""),
        okta.replace(
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<?xml version="1.0"?><!DOCTYPE md:EntityDescriptor [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
        ),
        okta.replace(/<ds:X509Certificate>[^<]*</, "<ds:X509Certificate>bm90IGEgY2VydGlmaWNhdGU=<"),
        "<html><body>Sign in</body></html>",
        "",
      ];
      for (const xml of cases) {
        expect((await refusal(Promise.resolve().then(() => samlMetadataFromXml(xml)))).code).toBe(
          "provider",
        );
      }
    });

    it("fetches metadata from a URL through the guarded fetch, and refuses bad answers", async () => {
      const fetcher = guardedFetch({ allowPrivate: true });
      const fetched = await samlMetadataFromUrl(idp.metadataUrl, fetcher);
      expect(fetched).toEqual(settings);
      for (const url of [`${idp.metadataUrl}/missing`, idp.htmlUrl, "not a url"]) {
        expect((await refusal(samlMetadataFromUrl(url, fetcher))).code).toBe("provider");
      }
      // The app's fetcher refuses loopback addresses: the refusal says so.
      const guarded = await refusal(
        samlMetadataFromUrl(idp.metadataUrl, guardedFetch({ allowPrivate: false })),
      );
      expect(guarded.code).toBe("provider");
    });
  });

  describe("spMetadata", () => {
    it("describes our entity id and ACS URL and asks for signed assertions", () => {
      const xml = spMetadata(sp);
      const root = new DOMParser().parseFromString(xml, "text/xml").documentElement;
      expect(root.getAttribute("entityID")).toBe(sp.entityId);
      const descriptor = root.getElementsByTagName("SPSSODescriptor")[0]!;
      expect(descriptor.getAttribute("WantAssertionsSigned")).toBe("true");
      expect(descriptor.getAttribute("AuthnRequestsSigned")).toBe("false");
      const acs = descriptor.getElementsByTagName("AssertionConsumerService")[0]!;
      expect(acs.getAttribute("Location")).toBe(sp.callbackUrl);
      expect(acs.getAttribute("Binding")).toBe("urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST");
      // A SAML library acting as the IdP reads it as the same service provider.
      const asSeenByIdp = samlify.ServiceProvider({ metadata: xml });
      expect(asSeenByIdp.entityMeta.getEntityID()).toBe(sp.entityId);
      expect(asSeenByIdp.entityMeta.isWantAssertionsSigned()).toBe(true);
      expect(asSeenByIdp.entityMeta.getAssertionConsumerService("post")).toBe(sp.callbackUrl);
    });
  });
});
