import type {
  PasskeyAssertion,
  PasskeyAttestation,
  passkeyCreationOptionsSchema,
  passkeyRequestOptionsSchema,
} from "@fleetward/contracts/second-factors";
import type { z } from "zod";
import { HttpError } from "../http/http-client.ts";

/*
 * The browser's side of passkeys (WebAuthn) through @simplewebauthn/browser, loaded only when
 * a passkey is actually used: the sign-in page does not pay for it on every visit.
 */

type RequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;
type CreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/** Why no passkey came back: none was chosen (cancelled, timed out) or the browser has none. */
export type PasskeyFailure = "cancelled" | "unsupported";

export class PasskeyError extends Error {
  readonly reason: PasskeyFailure;

  constructor(reason: PasskeyFailure) {
    super(`passkey ${reason}`);
    this.name = "PasskeyError";
    this.reason = reason;
  }
}

const library = () => import("@simplewebauthn/browser");

export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** `navigator.credentials.get`: the signed answer of a passkey the person chose. */
export async function answerWithPasskey(options: RequestOptions): Promise<PasskeyAssertion> {
  if (!passkeysSupported()) throw new PasskeyError("unsupported");
  const { startAuthentication } = await library();
  try {
    return (await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
    })) as PasskeyAssertion;
  } catch {
    // NotAllowedError (cancelled, timed out, no matching passkey) and the like.
    throw new PasskeyError("cancelled");
  }
}

/** `navigator.credentials.create`: a new passkey's attestation. */
export async function createPasskey(options: CreationOptions): Promise<PasskeyAttestation> {
  if (!passkeysSupported()) throw new PasskeyError("unsupported");
  const { startRegistration } = await library();
  try {
    return (await startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"],
    })) as PasskeyAttestation;
  } catch {
    throw new PasskeyError("cancelled");
  }
}

/** The message of a failed passkey ceremony or of the server's refusal of its answer. */
export function passkeyFailureKey(error: unknown) {
  if (error instanceof PasskeyError) {
    return error.reason === "unsupported"
      ? ("secondFactors.errors.passkeyUnsupported" as const)
      : ("secondFactors.errors.passkeyCancelled" as const);
  }
  if (error instanceof HttpError && /not registered/.test(error.detail ?? "")) {
    return "secondFactors.errors.passkeyUnknown" as const;
  }
  if (error instanceof HttpError && (error.status === 401 || error.status === 422)) {
    return "secondFactors.errors.passkeyRefused" as const;
  }
  return "login_error" as const;
}
