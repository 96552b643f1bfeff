import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { PasskeyAssertion, PasskeyAttestation } from "@fleetward/contracts/second-factors";
import type { PasskeyRow } from "./schema.ts";

// Passkeys (WebAuthn) through @simplewebauthn/server: the relying party is the public site.

/**
 * Who the browser is talking to: the site's host name (RP ID) and its origin. A passkey is
 * registered on the site; it also signs in on a workspace's own origin when that origin is a
 * subdomain of the RP ID (`acme.fleetward.example` under `fleetward.example`), as WebAuthn
 * allows: `accepts` says which origins an assertion may come from.
 */
export type RelyingParty = {
  id: string;
  origin: string;
  name: string;
  accepts: (origin: string) => boolean;
  /** Whether passkeys of the site also work on the workspaces' own origins. */
  servesWorkspaces: boolean;
};

const labelPattern = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";

export function relyingPartyOf(urls: { publicUrl: string; appUrlTemplate: string }): RelyingParty {
  const url = new URL(urls.publicUrl);
  const [before = "", after = ""] = urls.appUrlTemplate.split("{app}");
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const workspaceOrigin = new RegExp(`^${escape(before)}${labelPattern}${escape(after)}$`);
  // Browsers take a single label (`localhost`) for a public suffix: no subdomain may use it.
  const dotted = url.hostname.includes(".");
  const underRpId = (origin: string) => {
    const host = URL.canParse(origin) ? new URL(origin).hostname : "";
    return dotted && host.endsWith(`.${url.hostname}`);
  };
  return {
    id: url.hostname,
    origin: url.origin,
    name: "Fleetward",
    accepts: (origin) =>
      origin === url.origin || (workspaceOrigin.test(origin) && underRpId(origin)),
    servesWorkspaces:
      dotted &&
      new URL(urls.appUrlTemplate.replace("{app}", "x")).hostname.endsWith(`.${url.hostname}`),
  };
}

/** The origin the browser signed for (clientDataJSON), when the relying party accepts it. */
function signedOrigin(rp: RelyingParty, clientDataJSON: string): string {
  try {
    const { origin } = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString()) as {
      origin?: unknown;
    };
    return typeof origin === "string" && rp.accepts(origin) ? origin : rp.origin;
  } catch {
    return rp.origin; // unreadable: the library refuses it below
  }
}

/** Whether the site's passkeys sign in on workspaces' own origins too (their host is under the RP ID). */
export const passkeysOnWorkspaces = (urls: { publicUrl: string; appUrlTemplate: string }) =>
  relyingPartyOf(urls).servesWorkspaces;

type Transport = NonNullable<
  Parameters<typeof generateAuthenticationOptions>[0]["allowCredentials"]
>[number]["transports"];

const descriptorOf = (passkey: PasskeyRow) => ({
  id: passkey.credentialId,
  transports: passkey.transports as Transport,
});

/** Options for a new passkey: discoverable, verified by the device (PIN, biometrics). */
export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; displayName: string },
  existing: readonly PasskeyRow[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map(descriptorOf),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** Options for signing in: any passkey of this site (`among` none), or one of `among`. */
export function authenticationOptions(rp: RelyingParty, among?: readonly PasskeyRow[]) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    ...(among ? { allowCredentials: among.map(descriptorOf) } : {}),
  });
}

/** The new credential when the attestation answers `challenge` for this site; else null. */
export async function verifiedRegistration(
  rp: RelyingParty,
  response: PasskeyAttestation,
  challenge: string,
) {
  try {
    const result = await verifyRegistrationResponse({
      response: response as Parameters<typeof verifyRegistrationResponse>[0]["response"],
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    return result.verified ? result.registrationInfo : null;
  } catch {
    return null; // malformed or forged: the library throws; the caller answers one refusal
  }
}

/** The passkey's new signature counter when the assertion verifies; else null. */
export async function verifiedAssertion(
  rp: RelyingParty,
  response: PasskeyAssertion,
  challenge: string,
  passkey: PasskeyRow,
): Promise<{ signCount: number } | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as Parameters<typeof verifyAuthenticationResponse>[0]["response"],
      expectedChallenge: challenge,
      expectedOrigin: signedOrigin(rp, response.response.clientDataJSON),
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.signCount,
        transports: passkey.transports as Transport,
      },
    });
    return result.verified ? { signCount: result.authenticationInfo.newCounter } : null;
  } catch {
    return null;
  }
}
