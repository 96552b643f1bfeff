import { z } from "zod";
import { lookupText } from "./form-fields.ts";
import { localeSchema } from "./locale.ts";

/*
 * Accounts: the calls of spec §7 (register, login, logout, current user) and the ones we add
 * under /api/customer/auth and /api/user/me in the same style.
 */

export const roleNames = ["customer", "operator"] as const;
export type RoleName = (typeof roleNames)[number];

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const usernameSchema = z
  .string()
  .trim()
  .regex(USERNAME_PATTERN, { error: "Use 3 to 32 letters, digits, dots, underscores or hyphens" });

export const emailSchema = z
  .string()
  .trim()
  .max(254, { abort: true })
  .pipe(z.email({ error: "Enter a valid e-mail address" }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { error: `Use at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Use at most ${PASSWORD_MAX} characters` });

/**
 * POST /api/customer/auth/register (JSON). `locale` is the interface language at sign-up: the
 * account's e-mails are written in it. Without it, the server picks the best match of the
 * Accept-Language header, else English.
 */
export const registerRequestSchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  accept_terms: z.literal(true, { error: "You must accept the terms of service" }),
  locale: localeSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The account as its owner sees it: GET /api/user/me/details and the register answer. */
export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.object({ role_name: z.enum(roleNames) }),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_confirmed: z.boolean(),
  created_at: z.string().describe("ISO 8601"),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/customer/auth/login (form-encoded: username is the e-mail). */
export const loginRequestSchema = z.object({
  username: lookupText(z.string().trim().min(1, { error: "Required" }).max(254)),
  password: z.string().min(1, { error: "Required" }).max(PASSWORD_MAX),
  remember: z.enum(["true", "false", "on"]).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  role: z.enum(roleNames),
  expires_at: z.string().describe("ISO 8601: the latest moment the token can be used"),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/customer/auth/confirm-email: the token from the confirmation link. */
export const confirmEmailRequestSchema = z.strictObject({ token: z.string().min(1).max(200) });
export const confirmEmailResponseSchema = z.object({ confirmed: z.literal(true) });

/** POST /api/customer/auth/password-reset/request: always answered 202, whoever asks. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export const acceptedResponseSchema = z.object({ accepted: z.literal(true) });

/** POST /api/customer/auth/password-reset/confirm: 204; every session of the user ends. */
export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

/** POST /api/customer/auth/unlock (bearer): re-enter the password of the held session; 204. */
export const unlockRequestSchema = z.strictObject({
  password: z.string().min(1, { error: "Required" }).max(PASSWORD_MAX),
});

/** POST /api/user/me/password (bearer): 204; other sessions of the user end. */
export const changePasswordRequestSchema = z.strictObject({
  current_password: z.string().min(1, { error: "Required" }).max(PASSWORD_MAX),
  new_password: passwordSchema,
});
