import { z } from "zod";
import { invitableRoles } from "./workspace-members.ts";

/*
 * SCIM 2.0 provisioning (RFC 7643/7644, ADR 0054): the admin side (the workspace's SCIM
 * token and its group → role mapping) and the few SCIM names both apps need.
 */

/** A SCIM token starts with this, so secret scanners can recognise a leaked one. */
export const scimTokenPrefix = "fws_";
/** Calls a minute one SCIM token may make (Entra sends bursts at the start of a cycle). */
export const scimRequestsPerMinute = 600;
/** Where the SCIM service lives, under the workspace's own origin. */
export const scimBasePath = "/scim/v2";

export const scimSchemas = {
  user: "urn:ietf:params:scim:schemas:core:2.0:User",
  group: "urn:ietf:params:scim:schemas:core:2.0:Group",
  enterpriseUser: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
  listResponse: "urn:ietf:params:scim:api:messages:2.0:ListResponse",
  patchOp: "urn:ietf:params:scim:api:messages:2.0:PatchOp",
  error: "urn:ietf:params:scim:api:messages:2.0:Error",
} as const;

/** The workspace's SCIM token as admins see it: never its secret. */
export const scimTokenSchema = z.object({
  prefix: z.string(),
  last_four: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

export const scimGroupMappingSchema = z.object({
  /** The SCIM group's displayName (or its externalId), as the identity provider sends it. */
  group: z.string().trim().min(1).max(200),
  role: z.enum(invitableRoles),
});
export type ScimGroupMapping = z.infer<typeof scimGroupMappingSchema>;

export const scimGroupMappingsSchema = z.object({
  mappings: z
    .array(scimGroupMappingSchema)
    .max(50)
    .refine((list) => new Set(list.map((item) => item.group.toLowerCase())).size === list.length, {
      message: "Each group may be mapped once",
    }),
});
export type ScimGroupMappings = z.infer<typeof scimGroupMappingsSchema>;

/** What the settings card shows: the live token (if any), the URL to paste and the mapping. */
export const scimStatusSchema = z.object({
  base_url: z.string(),
  token: scimTokenSchema.nullable(),
  mappings: z.array(scimGroupMappingSchema),
});
export type ScimStatus = z.infer<typeof scimStatusSchema>;

/** The answer of creating (or rotating) the token: its secret, shown this once. */
export const scimTokenCreatedSchema = scimTokenSchema.extend({
  token: z.string(),
  base_url: z.string(),
});
export type ScimTokenCreated = z.infer<typeof scimTokenCreatedSchema>;
