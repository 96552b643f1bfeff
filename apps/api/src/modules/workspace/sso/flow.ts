import { createHash, timingSafeEqual } from "node:crypto";
import type { SecretBox } from "../../../lib/secret-box.ts";
import { SsoRefusal } from "./protocol.ts";

/*
 * The state of a sign-in between leaving for the identity provider and coming back, kept by
 * nobody (ADR 0055): starting a sign-in is anonymous and must write nothing. The flow token
 * carries its expiry, a proof derived from the browser's binding and a MAC over both, the
 * workspace and its connection; the OIDC nonce and PKCE verifier are derived from the token
 * with the server's key. The token is ≤ 80 characters, so it also fits SAML's RelayState,
 * and a valid XML ID (it starts with "_"), so it serves as the AuthnRequest's ID that the
 * IdP's answer must name in InResponseTo.
 *
 * Binding: the web app keeps a random value in sessionStorage and sends only its hash when it
 * starts; the hand-over code is exchanged only with the value itself. A code caught from
 * another browser (login CSRF, a leaked URL) is worthless without it.
 */

export const flowLifetimeMs = 10 * 60_000;

type FlowScope = { tenantId: string; connectionId: string };

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64url");
const proofOf = (box: SecretBox, bindingHash: string) => box.mac(bindingHash, "sso-binding");
const sealOf = (box: SecretBox, scope: FlowScope, expiry: string, proof: string) =>
  box.mac([scope.tenantId, scope.connectionId, expiry, proof].join("\n"), "sso-flow").slice(0, 22);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new flow token for the browser whose binding hashes to `bindingHash`. */
export function flowToken(box: SecretBox, scope: FlowScope, bindingHash: string, now: Date) {
  const expiry = Math.floor((now.getTime() + flowLifetimeMs) / 1000).toString(36);
  const proof = proofOf(box, bindingHash);
  return `_${expiry}.${proof}.${sealOf(box, scope, expiry, proof)}`;
}

/** The proof of a flow token that is ours, for this connection and still fresh; else refused. */
export function readFlowToken(box: SecretBox, scope: FlowScope, token: string, now: Date) {
  const [expiry = "", proof = "", seal = ""] = token.startsWith("_")
    ? token.slice(1).split(".")
    : [];
  if (!expiry || !proof || !seal || !same(seal, sealOf(box, scope, expiry, proof))) {
    throw new SsoRefusal("state", "This sign-in was not started here, or was changed on the way");
  }
  if (parseInt(expiry, 36) * 1000 < now.getTime()) {
    throw new SsoRefusal("expired", "This sign-in took too long; start again");
  }
  return { proof };
}

/** Does the browser's binding belong to the flow whose proof is `proof`? */
export function bindingMatches(box: SecretBox, binding: string, proof: string): boolean {
  return same(proofOf(box, sha256(binding)), proof);
}

/** The OIDC nonce and PKCE code verifier of a flow (43 base64url characters each). */
export function oidcSecretsOf(box: SecretBox, token: string) {
  return { nonce: box.mac(token, "sso-nonce"), codeVerifier: box.mac(token, "sso-pkce") };
}

/** The hash the web app sends when it starts: base64url SHA-256 of its binding. */
export const bindingHashOf = sha256;
