/*
 * An identity provider's SAML metadata, read into a connection's settings: its entity id, its
 * single sign-on URL for the HTTP-Redirect binding, and every signing certificate (more than
 * one during a rollover). The metadata's own signature is not checked: it comes from the admin
 * (a file, or an https URL of the IdP), the same trust as typing the values in.
 */
import type { Fetcher, SamlSettings } from "./protocol.ts";
import { children, NS, parseXmlSafely, refuse, textOf, toPem } from "./saml-xml.ts";

const SAML2_PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";
const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
/** Entra ID's metadata, the largest of the usual, is some 30 KB; a megabyte is plenty. */
const MAX_METADATA = 1024 * 1024;

/** Settings from IdP metadata XML (an EntityDescriptor, or an EntitiesDescriptor of one IdP). */
export function samlMetadataFromXml(xml: string): SamlSettings {
  if (xml.length > MAX_METADATA) throw refuse("provider", "The metadata is too large.");
  const root = parseXmlSafely(xml, "metadata").documentElement;
  const idps = entities(root).flatMap((entity) =>
    children(entity, NS.metadata, "IDPSSODescriptor")
      .filter((descriptor) =>
        (descriptor.getAttribute("protocolSupportEnumeration") ?? "")
          .split(/\s+/)
          .includes(SAML2_PROTOCOL),
      )
      .map((descriptor) => ({ entity, descriptor })),
  );
  if (idps.length === 0) {
    throw refuse(
      "provider",
      "The metadata describes no SAML 2.0 identity provider (IDPSSODescriptor).",
    );
  }
  if (idps.length > 1) {
    throw refuse(
      "provider",
      "The metadata describes several identity providers; give the one for this workspace.",
    );
  }
  const { entity, descriptor } = idps[0]!;
  const idpEntityId = entity.getAttribute("entityID")?.trim();
  if (!idpEntityId) throw refuse("provider", "The metadata gives no entityID.");
  return {
    idpEntityId,
    ssoUrl: redirectUrl(descriptor),
    certificates: signingCertificates(descriptor),
  };
}

/**
 * Settings from the metadata at `url`, fetched with `fetcher` (the app's guarded fetch: no
 * private addresses, no redirects, a size cap).
 */
export async function samlMetadataFromUrl(url: string, fetcher: Fetcher): Promise<SamlSettings> {
  let host: string;
  try {
    host = new URL(url).host;
  } catch (error) {
    throw refuse("provider", "The metadata URL is not a valid address.", error);
  }
  let answer: Response;
  try {
    answer = await fetcher(url, {
      headers: { accept: "application/samlmetadata+xml, application/xml;q=0.9, text/xml;q=0.8" },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw refuse("provider", `The metadata could not be fetched from ${host} (${reason}).`, error);
  }
  if (answer.status >= 300 && answer.status < 400) {
    const location = answer.headers.get("location");
    throw refuse(
      "provider",
      `${host} redirects the metadata request${location ? ` to ${location}` : ""}; give the final address.`,
    );
  }
  if (!answer.ok) {
    throw refuse("provider", `${host} answered ${answer.status} instead of the metadata.`);
  }
  const type = answer.headers.get("content-type") ?? "";
  if (type && !/xml|text\/plain|octet-stream/i.test(type)) {
    throw refuse("provider", `${host} answered with ${type.split(";")[0]}, not SAML metadata.`);
  }
  return samlMetadataFromXml(await answer.text());
}

function entities(root: Element): Element[] {
  if (root.namespaceURI === NS.metadata && root.localName === "EntityDescriptor") return [root];
  if (root.namespaceURI === NS.metadata && root.localName === "EntitiesDescriptor") {
    return children(root, NS.metadata, "EntityDescriptor");
  }
  throw refuse("provider", "This is not SAML metadata (no EntityDescriptor).");
}

function redirectUrl(descriptor: Element): string {
  const service = children(descriptor, NS.metadata, "SingleSignOnService").find(
    (one) => one.getAttribute("Binding") === REDIRECT_BINDING,
  );
  const location = service?.getAttribute("Location")?.trim();
  if (!location) {
    throw refuse(
      "provider",
      "The metadata gives no single sign-on URL for the HTTP-Redirect binding.",
    );
  }
  try {
    const url = new URL(location);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(url.protocol);
  } catch (error) {
    throw refuse("provider", "The metadata's single sign-on URL is not a web address.", error);
  }
  return location;
}

/** KeyDescriptors for signing, or without `use` (then for both signing and encryption). */
function signingCertificates(descriptor: Element): string[] {
  const pems = children(descriptor, NS.metadata, "KeyDescriptor")
    .filter((key) => (key.getAttribute("use") ?? "signing") === "signing")
    .flatMap((key) => children(key, NS.ds, "KeyInfo"))
    .flatMap((info) => children(info, NS.ds, "X509Data"))
    .flatMap((data) => children(data, NS.ds, "X509Certificate"))
    .map((element) => textOf(element))
    .filter(Boolean)
    .map((certificate) => toPem(certificate));
  if (pems.length === 0) {
    throw refuse(
      "provider",
      "The metadata gives no signing certificate for the identity provider.",
    );
  }
  return [...new Set(pems)];
}
