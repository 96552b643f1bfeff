import { z } from "zod";
import { emailSchema, loginResponseSchema, passwordSchema, usernameSchema } from "./auth.ts";
import { lookupText } from "./form-fields.ts";

/*
 * Members and roles of a workspace (/api/workspace/members, /api/workspace/invitations,
 * /api/workspace/me). Every workspace call is checked against the caller's role on the server;
 * the web only hides what the role cannot do.
 */

/** Highest first: each role may do everything the roles after it may. */
export const workspaceRoles = ["owner", "admin", "technician", "viewer"] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** Roles an invitation or a role change can give; ownership moves only by transfer. */
export const invitableRoles = ["admin", "technician", "viewer"] as const;
export type InvitableRole = (typeof invitableRoles)[number];

/** True when `role` may do what `needed` may. */
export function roleAtLeast(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return workspaceRoles.indexOf(role) <= workspaceRoles.indexOf(needed);
}

/** The 403 detail every role refusal answers with. */
export function roleNeededDetail(needed: WorkspaceRole, actual: WorkspaceRole): string {
  const article = (role: WorkspaceRole) => (role === "owner" || role === "admin" ? "an" : "a");
  return `This needs the ${needed} role; you are ${article(actual)} ${actual} in this workspace.`;
}

/** An invitation link works this many days; resending starts them again. */
export const invitationLifetimeDays = 7;

export const memberSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  created_at: z.iso.datetime(),
  /** The caller's own row. */
  is_you: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.array(memberSchema);

export const memberIdParamsSchema = z.object({ id: z.uuid() });

/** What a member created that outlives them: live API tokens and webhooks. */
export const memberCreationsSchema = z.object({
  /** Neither revoked nor expired. */
  api_tokens: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      scope: z.enum(["read", "write"]),
      prefix: z.string(),
      last_four: z.string(),
      last_used_at: z.iso.datetime().nullable(),
      expires_at: z.iso.datetime().nullable(),
    }),
  ),
  webhooks: z.array(
    z.object({
      id: z.uuid(),
      url: z.string(),
      description: z.string().nullable(),
      enabled: z.boolean(),
    }),
  ),
});
export type MemberCreations = z.infer<typeof memberCreationsSchema>;

export const tokenDecisions = ["keep", "revoke"] as const;
export const webhookDecisions = ["keep", "disable", "delete"] as const;

/**
 * POST /api/workspace/members/{id}/removal: removes the member and, in the same transaction,
 * does what the admin chose for each token and webhook they created. Every live one must be
 * named (409 otherwise), so nothing created meanwhile is kept unseen.
 */
export const memberRemovalSchema = z.strictObject({
  api_tokens: z
    .array(z.strictObject({ id: z.uuid(), decision: z.enum(tokenDecisions) }))
    .max(1000)
    .default([]),
  webhooks: z
    .array(z.strictObject({ id: z.uuid(), decision: z.enum(webhookDecisions) }))
    .max(1000)
    .default([]),
});
export type MemberRemoval = z.input<typeof memberRemovalSchema>;
export type MemberRemovalDecisions = z.output<typeof memberRemovalSchema>;

/** PATCH /api/workspace/members/{id}: `owner` is refused; use transfer-ownership. */
export const memberRoleUpdateSchema = z.strictObject({ role: z.enum(workspaceRoles) });
export type MemberRoleUpdate = z.infer<typeof memberRoleUpdateSchema>;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(invitableRoles),
  invited_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_sent_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  /** The link has run out; resending makes a new one. */
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

export const invitationCreateSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(invitableRoles),
});
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

/** The token of an invitation link: 43 base64url characters; anything else is refused early. */
const invitationToken = lookupText(z.string().trim().min(1, { error: "Required" }).max(200));

export const invitationPreviewQuerySchema = z.object({ token: invitationToken });

export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  email: z.string(),
  role: z.enum(invitableRoles),
  /** Whether an account with the invited address exists: sign in, or create one. */
  account_exists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationAcceptSchema = z.strictObject({ token: invitationToken });

export const invitationAcceptResultSchema = z.object({
  workspace_name: z.string(),
  role: z.enum(workspaceRoles),
});
export type InvitationAcceptResult = z.infer<typeof invitationAcceptResultSchema>;

/** Creating the account: the e-mail address is the invitation's (the link proves it). */
export const invitationAcceptNewSchema = z.strictObject({
  token: invitationToken,
  username: usernameSchema,
  password: passwordSchema,
});
export type InvitationAcceptNew = z.input<typeof invitationAcceptNewSchema>;
/** Like sign-in: the new account's session on this workspace's origin. */
export const invitationAcceptNewResultSchema = loginResponseSchema;

/** What the signed-in member may do; the web hides every control these do not allow. */
export const workspaceCapabilitiesSchema = z.object({
  edit_assets: z.boolean(),
  manage_members: z.boolean(),
  transfer_ownership: z.boolean(),
});
export type WorkspaceCapabilities = z.infer<typeof workspaceCapabilitiesSchema>;

export function capabilitiesOf(role: WorkspaceRole): WorkspaceCapabilities {
  return {
    edit_assets: roleAtLeast(role, "technician"),
    manage_members: roleAtLeast(role, "admin"),
    transfer_ownership: role === "owner",
  };
}

export const workspaceMeSchema = z.object({
  user_id: z.uuid(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  capabilities: workspaceCapabilitiesSchema,
});
export type WorkspaceMe = z.infer<typeof workspaceMeSchema>;
