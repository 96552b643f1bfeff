import { z } from "zod";
import { invitableRoles } from "./workspace-members.ts";

/*
 * Single sign-on per workspace (ADR 0055): the admin side (the connection to the company's
 * identity provider, its verified domains, the group → role mapping, "require SSO") and the
 * sign-in calls of the workspace's own sign-in page and of the main site.
 */

export const ssoProtocols = ["oidc", "saml"] as const;
export type SsoProtocol = (typeof ssoProtocols)[number];

/** Where the identity provider sends the browser back, under the workspace's own origin. */
export const ssoPaths = {
  oidcCallback: "/api/sso/oidc/callback",
  samlAcs: "/api/sso/saml/acs",
  samlMetadata: "/api/sso/saml/metadata",
} as const;

/** The fragment keys the callback hands the browser: a one-time code, or why it failed. */
export const ssoFragment = { code: "sso_code", error: "sso_error" } as const;
/** Where the web app keeps the browser's half of a sign-in between leaving and returning. */
export const ssoBindingStorageKey = "fleetward.sso.binding";

/** Why a company sign-in failed, as the web app translates it. */
export const ssoErrorCodes = [
  "state",
  "issuer",
  "audience",
  "signature",
  "unsigned",
  "expired",
  "replayed",
  "nonce",
  "recipient",
  "provider",
  "email",
  "not_configured",
] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    message: "Enter a domain such as example.com",
  });

export const ssoGroupRoleSchema = z.object({
  group: z.string().trim().min(1).max(200),
  role: z.enum(invitableRoles),
});
export type SsoGroupRole = z.infer<typeof ssoGroupRoleSchema>;

const groupRoles = z
  .array(ssoGroupRoleSchema)
  .max(50)
  .refine((list) => new Set(list.map((item) => item.group.toLowerCase())).size === list.length, {
    message: "Each group may be mapped once",
  });

const httpsUrl = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .describe("https in production; http only for a provider on this machine in development");

/** What an admin saves: the provider's settings by protocol, and who becomes what. */
export const ssoConnectionInputSchema = z.discriminatedUnion("protocol", [
  z.object({
    protocol: z.literal("oidc"),
    issuer: httpsUrl,
    client_id: z.string().trim().min(1).max(500),
    /** Omitted when editing: the sealed secret stays. Required the first time. */
    client_secret: z.string().min(1).max(2000).optional(),
    default_role: z.enum(invitableRoles),
    group_roles: groupRoles,
  }),
  z.object({
    protocol: z.literal("saml"),
    /** The IdP's metadata: a URL to fetch, or its XML pasted. One of the two. */
    metadata_url: httpsUrl.optional(),
    metadata_xml: z.string().max(200_000).optional(),
    default_role: z.enum(invitableRoles),
    group_roles: groupRoles,
  }),
]);
export type SsoConnectionInput = z.infer<typeof ssoConnectionInputSchema>;

export const ssoDomainSchema = z.object({
  id: z.uuid(),
  domain: z.string(),
  /** Publish this as a TXT record at `txt_name`. */
  txt_name: z.string(),
  txt_value: z.string(),
  verified_at: z.iso.datetime().nullable(),
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

export const ssoDomainInputSchema = z.object({ domain: domainName });
export type SsoDomainInput = z.infer<typeof ssoDomainInputSchema>;

/** What the settings card shows. The client secret is never sent back. */
export const ssoStatusSchema = z.object({
  connection: z
    .object({
      protocol: z.enum(ssoProtocols),
      issuer: z.string().nullable(),
      client_id: z.string().nullable(),
      idp_entity_id: z.string().nullable(),
      idp_sso_url: z.string().nullable(),
      metadata_url: z.string().nullable(),
      default_role: z.enum(invitableRoles),
      group_roles: z.array(ssoGroupRoleSchema),
      required: z.boolean(),
      updated_at: z.iso.datetime(),
    })
    .nullable(),
  domains: z.array(ssoDomainSchema),
  /** What to enter at the identity provider. */
  service_provider: z.object({
    oidc_redirect_uri: z.string(),
    saml_acs_url: z.string(),
    saml_entity_id: z.string(),
    saml_metadata_url: z.string(),
  }),
});
export type SsoStatus = z.infer<typeof ssoStatusSchema>;

export const ssoRequiredInputSchema = z.object({ required: z.boolean() });

/** POST /api/sso/start on the workspace origin: the hash of the browser's half of the state. */
export const ssoStartSchema = z.object({
  binding_hash: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: "Malformed binding" }),
});
export const ssoStartResponseSchema = z.object({ url: z.string() });

/** POST /api/sso/exchange: the one-time code from the fragment, and the browser's half. */
export const ssoExchangeSchema = z.object({
  code: z.string().min(1).max(100),
  binding: z.string().min(1).max(100),
});

/** GET /api/sso/availability on the workspace origin: does this workspace offer SSO? */
export const ssoAvailabilitySchema = z.object({ available: z.boolean() });

/** POST /api/customer/auth/sso on the main site: where an e-mail's company signs in. */
export const ssoDiscoverySchema = z.object({ email: z.email().max(254) });
export const ssoDiscoveryResponseSchema = z.object({
  /** The workspace's sign-in page, which starts the company sign-in; null when none applies. */
  sign_in_url: z.string().nullable(),
});
