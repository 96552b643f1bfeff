import { z } from "zod";

/*
 * Workspace API tokens (/api/workspace/api-tokens): a script or another tool calls the same
 * workspace API a member's browser does, with `Authorization: Bearer fwk_…`; the workspace is
 * the token's. Only admins create, list and revoke them; the secret is shown once.
 */

/** What a token may do: read acts with viewer rights, write with technician rights. */
export const apiTokenScopes = ["read", "write"] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** Every token starts with this, so secret scanners can recognise a leaked one. */
export const apiTokenPrefix = "fwk_";

/** Calls a token may make per minute; more answer 429 with Retry-After. */
export const apiTokenRequestsPerMinute = 120;

export const apiTokenNameMaxLength = 80;

export const apiTokenCreateSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "Give the token a name")
    .max(apiTokenNameMaxLength, `At most ${apiTokenNameMaxLength} characters`),
  scope: z.enum(apiTokenScopes),
  /** When the token stops working; none: until revoked. Must lie in the future. */
  expires_at: z.iso.datetime({ offset: true }).nullish(),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

/** The lifetimes, in days, the token form offers; null: never expires. */
export const apiTokenLifetimeChoices = [7, 30, 90, 365] as const;

/**
 * The lifetimes a workspace with this maximum allows, longest last: the usual choices up to
 * the maximum, the maximum itself, and "never" (null) only when there is no maximum.
 */
export function allowedTokenLifetimes(maxDays: number | null): (number | null)[] {
  if (maxDays === null) return [...apiTokenLifetimeChoices, null];
  const shorter = apiTokenLifetimeChoices.filter((days) => days < maxDays);
  return [...shorter, maxDays];
}

/** The 422 detail of a token that would outlive the workspace's maximum. */
export function tokenLifetimeDetail(maxDays: number): string {
  return `expires_at: This workspace allows API tokens for at most ${maxDays} days; choose an expiry within ${maxDays} days from now`;
}

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(apiTokenScopes),
  /** The first characters of the token (`fwk_` and four more) and its last four. */
  prefix: z.string(),
  last_four: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
  /** Revoked or past its expiry: calls with it answer 401. */
  revoked: z.boolean(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** The answer to creating a token: the only time its secret is shown. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.uuid() });
