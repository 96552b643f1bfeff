import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { hashToken } from "../../../lib/tokens.ts";

// Authenticator-app codes (RFC 6238, with otpauth) and recovery codes: pure functions, no I/O.

/** SHA-1, six digits, 30 seconds: what every authenticator app reads from a QR code. */
const totpParameters = { issuer: "Fleetward", algorithm: "SHA1", digits: 6, period: 30 } as const;
/** One step either side: a phone clock 30 seconds off, or a code typed as it changes. */
const driftSteps = 1;

function totpOf(secret: string, label = "") {
  return new TOTP({ ...totpParameters, label, secret: Secret.fromBase32(secret) });
}

/** A new shared secret: 160 bits (RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountEmail: string): string {
  return totpOf(secret, accountEmail).toString();
}

/** The code for `at`: for tests and the simulated phone of the browser tests. */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** The time step a right code belongs to (within the drift), or null for a wrong code. */
export function totpStepOf(secret: string, code: string, at: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: driftSteps });
  return delta === null ? null : totp.counter({ timestamp: at.getTime() }) + delta;
}

export const recoveryCodeCount = 10;

/** Ten codes of 80 random bits each, as `abcd-efgh-ijkl-mnop`: base32, no 0 or 1 to misread as o or l. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const plain = new Secret({
      buffer: Uint8Array.from(randomBytes(10)).buffer,
    }).base32.toLowerCase();
    return plain.match(/.{4}/g)?.join("-") ?? plain;
  });
}

/** What the database keeps of a recovery code (dashes, spaces and case removed first). */
export function recoveryCodeHash(code: string): string {
  return hashToken(code.replace(/[\s-]+/g, "").toLowerCase());
}
