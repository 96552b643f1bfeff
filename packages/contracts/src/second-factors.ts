import { z } from "zod";
import { loginResponseSchema, PASSWORD_MAX } from "./auth.ts";

/*
 * Second factors of an account (ADR 0053): an authenticator app (TOTP), passkeys (WebAuthn)
 * and single-use recovery codes. The sign-in steps live under /api/customer/auth, the
 * account's own settings under /api/user/me/security.
 */

export const secondFactorMethods = ["totp", "recovery_code", "passkey"] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** Six digits, spaces allowed as authenticator apps show them ("123 456"). */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(
    z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code from your authenticator app" }),
  );

/** `abcd-efgh-ijkl-mnop`: 16 letters and digits; dashes, spaces and case do not matter. */
export const recoveryCodeSchema = z
  .string()
  .max(64)
  .transform((code) => code.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{16}$/, { error: "Enter one of your recovery codes" }));

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/);

/** A credential the browser may use, as WebAuthn's JSON options name it. */
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal("public-key"),
  transports: z.array(z.string()).optional(),
});

const webauthnExtras = {
  timeout: z.number().optional(),
  hints: z.array(z.string()).optional(),
};

/** PublicKeyCredentialRequestOptionsJSON: what `navigator.credentials.get` is given. */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  userVerification: z.enum(["required", "preferred", "discouraged"]).optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  ...webauthnExtras,
});

/** PublicKeyCredentialCreationOptionsJSON: what `navigator.credentials.create` is given. */
export const passkeyCreationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal("public-key") })),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      residentKey: z.enum(["required", "preferred", "discouraged"]).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(["required", "preferred", "discouraged"]).optional(),
    })
    .optional(),
  attestation: z.enum(["none", "indirect", "direct", "enterprise"]).optional(),
  ...webauthnExtras,
});

/** AuthenticationResponseJSON: a passkey's signed answer, bounded before any parsing. */
export const passkeyAssertionSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(1024).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/** RegistrationResponseJSON: a new passkey's attestation, bounded before any parsing. */
export const passkeyAttestationSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(32_768).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url(8192).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});
export type PasskeyAttestation = z.infer<typeof passkeyAttestationSchema>;

/** The token of a sign-in or registration step, as the server handed it out. */
const stepToken = z.string().min(1).max(512);

/**
 * POST /api/customer/auth/login when the password was right and the account has a second
 * factor: no session yet, a token for the second step (ten minutes, five tries).
 */
export const secondFactorChallengeSchema = z.object({
  second_factor_required: z.literal(true),
  token: z.string(),
  methods: z.array(z.enum(secondFactorMethods)),
  passkey_options: passkeyRequestOptionsSchema.nullable(),
  expires_at: z.string().describe("ISO 8601"),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** What sign-in answers: a session, or the second step. */
export const signInResponseSchema = z.union([loginResponseSchema, secondFactorChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /api/customer/auth/second-factor: one of a code, a recovery code or a passkey. */
export const secondFactorRequestSchema = z.union([
  z.strictObject({ token: stepToken, code: totpCodeSchema }),
  z.strictObject({ token: stepToken, recovery_code: recoveryCodeSchema }),
  z.strictObject({ token: stepToken, passkey: passkeyAssertionSchema }),
]);
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;
export type SecondFactorAnswer = z.infer<typeof secondFactorRequestSchema>;

/** POST /api/customer/auth/passkey/options: a challenge for signing in with a passkey alone. */
export const passkeySignInOptionsSchema = z.object({
  token: z.string(),
  options: passkeyRequestOptionsSchema,
});

export type PasskeySignInOptions = z.infer<typeof passkeySignInOptionsSchema>;

/** POST /api/customer/auth/passkey: the passkey's answer; a session when it verifies. */
export const passkeySignInRequestSchema = z.strictObject({
  token: stepToken,
  passkey: passkeyAssertionSchema,
  remember: z.boolean().optional(),
});

// The account's own settings: /api/user/me/security

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, { error: "Give the passkey a name" })
  .max(60, { error: "Use at most 60 characters" });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string().describe("ISO 8601"),
  last_used_at: z.string().nullable().describe("ISO 8601"),
  synced: z.boolean().describe("Backed up by its provider (a synced passkey)"),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/user/me/security */
export const accountSecuritySchema = z.object({
  totp: z.object({ enabled: z.boolean(), enabled_at: z.string().nullable() }),
  recovery_codes_left: z.number().int(),
  passkeys: z.array(passkeySchema),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** POST /api/user/me/security/totp: the secret to add to an authenticator app. */
export const totpEnrolmentSchema = z.object({
  secret: z.string().describe("Base32, for typing in by hand"),
  otpauth_uri: z.string(),
  qr_svg: z.string().describe("The otpauth URI as an SVG QR code"),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /api/user/me/security/totp/confirm */
export const totpConfirmSchema = z.strictObject({ code: totpCodeSchema });
export type TotpConfirm = z.input<typeof totpConfirmSchema>;

/** Shown once: the new recovery codes, or null when the account already had some. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()).nullable() });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Removing a factor or replacing the recovery codes asks for the password again. */
export const reauthenticationSchema = z.strictObject({
  password: z.string().min(1, { error: "Required" }).max(PASSWORD_MAX),
});
export type Reauthentication = z.infer<typeof reauthenticationSchema>;

/** POST /api/user/me/security/passkeys/options */
export const passkeyRegistrationOptionsSchema = z.object({
  token: z.string(),
  options: passkeyCreationOptionsSchema,
});

/** POST /api/user/me/security/passkeys */
export const addPasskeyRequestSchema = z.strictObject({
  token: stepToken,
  name: passkeyNameSchema,
  passkey: passkeyAttestationSchema,
});

export const addPasskeyResponseSchema = recoveryCodesSchema.extend({ passkey: passkeySchema });

/** PATCH /api/user/me/security/passkeys/:id */
export const renamePasskeySchema = z.strictObject({ name: passkeyNameSchema });
export type RenamePasskey = z.input<typeof renamePasskeySchema>;

export const passkeyParamsSchema = z.object({ id: z.uuid({ error: "Passkey not found" }) });
