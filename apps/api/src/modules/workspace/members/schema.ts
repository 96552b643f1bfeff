import { invitableRoles, workspaceRoles } from "@fleetward/contracts/workspace-members";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, sqlList } from "../../../db/columns.ts";
import { users } from "../../account/users/schema.ts";
import { workspaces } from "../core/schema.ts";

/**
 * Who may use a workspace, and with which role. Membership is read on every workspace
 * request, so removing a row (or changing its role) takes effect on the member's next call.
 */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: workspaceRoles }).notNull(),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    check("workspace_members_role_check", sql`${table.role} in ${sqlList(workspaceRoles)}`),
    uniqueIndex("workspace_members_workspace_user_unique").on(table.workspaceId, table.userId),
    // Exactly one owner: a transfer demotes the old one before promoting the new one.
    uniqueIndex("workspace_members_one_owner")
      .on(table.workspaceId)
      .where(sql`role = 'owner'`),
    index("workspace_members_user_idx").on(table.userId),
  ],
);

/**
 * An invitation by e-mail. Like sessions, only the SHA-256 of the link's token is kept;
 * resending replaces it, so the older link stops working.
 */
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: invitableRoles }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull(),
    lastSentAt: at("last_sent_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    revokedAt: at("revoked_at"),
  },
  (table) => [
    check("workspace_invitations_role_check", sql`${table.role} in ${sqlList(invitableRoles)}`),
    check("workspace_invitations_email_lower_case", sql`${table.email} = lower(${table.email})`),
    // One open invitation per address and workspace (an expired one is still open: resend it).
    uniqueIndex("workspace_invitations_open_unique")
      .on(table.workspaceId, table.email)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);
