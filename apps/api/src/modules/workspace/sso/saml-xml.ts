/*
 * XML helpers of the SAML adapter: a parse that treats the document as hostile, namespace-exact
 * child lookups (never "any descendant named Assertion": signature wrapping hides elements
 * deeper in the tree), and certificates normalised to PEM.
 */
import { X509Certificate } from "node:crypto";
import { DOMParser } from "@xmldom/xmldom";
import { SsoRefusal } from "./protocol.ts";

export const NS = {
  protocol: "urn:oasis:names:tc:SAML:2.0:protocol",
  assertion: "urn:oasis:names:tc:SAML:2.0:assertion",
  metadata: "urn:oasis:names:tc:SAML:2.0:metadata",
  ds: "http://www.w3.org/2000/09/xmldsig#",
} as const;

/** An SsoRefusal that keeps the library's error as its cause, for the logs. */
export function refuse(code: SsoRefusal["code"], message: string, cause?: unknown): SsoRefusal {
  const refusal = new SsoRefusal(code, message);
  if (cause !== undefined) refusal.cause = cause;
  return refusal;
}

/**
 * A document from outside, parsed: a DOCTYPE is refused before parsing (entity expansion and
 * external entities have no place in SAML), and so is anything the parser only warns about.
 */
export function parseXmlSafely(xml: string, what: string): Document {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw refuse("provider", `The ${what} declares a DOCTYPE, which SAML never needs; refused.`);
  }
  const problems: string[] = [];
  const note = (message: string) => problems.push(message.replace(/\s+/g, " ").trim());
  const doc = new DOMParser({
    locator: {},
    errorHandler: { warning: note, error: note, fatalError: note },
  }).parseFromString(xml, "text/xml");
  if (problems.length > 0 || !doc?.documentElement) {
    throw refuse(
      "provider",
      `The ${what} is not well-formed XML${problems[0] ? ` (${problems[0]})` : ""}.`,
    );
  }
  return doc;
}

/** The element children of `parent` with this namespace and local name, in order. */
export function children(parent: Element, namespace: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let i = 0; i < parent.childNodes.length; i++) {
    const node = parent.childNodes.item(i);
    if (node?.nodeType !== 1) continue;
    const element = node as Element;
    if (element.namespaceURI === namespace && element.localName === localName) found.push(element);
  }
  return found;
}

export function textOf(element: Element | undefined): string {
  return element?.textContent?.trim() ?? "";
}

/**
 * A certificate as metadata or an admin gives it (bare base64 with any line breaks, or a PEM)
 * as a PEM node-saml accepts, after checking that it is an X.509 certificate at all.
 */
export function toPem(certificate: string): string {
  const base64 = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
  try {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new Error("not base64");
    new X509Certificate(Buffer.from(base64, "base64"));
  } catch (error) {
    throw refuse(
      "provider",
      "A certificate of the identity provider is not a valid X.509 certificate.",
      error,
    );
  }
  const lines = base64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}
