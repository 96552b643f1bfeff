import { invitableRoles } from "@fleetward/contracts/workspace-members";
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, sqlList, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { users } from "../../account/users/schema.ts";
import { workspaces } from "../core/schema.ts";
import { people } from "../people/schema.ts";

/*
 * SCIM provisioning (ADR 0054). A SCIM User is a person of the register: `scim_users` keeps
 * what SCIM needs beside the person (userName, externalId), keyed by the person, whose id is
 * the SCIM id. Groups are SCIM's own; a group mapped to a role makes its members members.
 */

/** The workspace's SCIM bearer token: only its SHA-256 is kept; one live token at a time. */
export const scimTokens = pgTable(
  "scim_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    prefix: text("prefix").notNull(),
    lastFour: text("last_four").notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdByName: text("created_by_name"),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
  },
  (table) => [
    uniqueIndex("scim_tokens_token_hash_unique").on(table.tokenHash),
    uniqueIndex("scim_tokens_one_live_per_tenant")
      .on(table.tenantId)
      .where(sql`revoked_at is null`),
  ],
);

/** What SCIM knows of a person: their userName and the identity provider's externalId. */
export const scimUsers = pgTable(
  "scim_users",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    personId: uuid("person_id").notNull(),
    userName: text("user_name").notNull(),
    /**
     * userName lower-cased (written by the SCIM module): SCIM compares userNames without case
     * (RFC 7643 §4.1.1), and a plain column keeps the unique key an ordinary one.
     */
    userNameKey: text("user_name_key").notNull(),
    externalId: text("external_id"),
    givenName: text("given_name"),
    familyName: text("family_name"),
    /** The role a mapped group last granted, so leaving every mapped group can take it back. */
    grantedRole: text("granted_role", { enum: invitableRoles }),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ name: "scim_users_pkey", columns: [table.tenantId, table.personId] }),
    uniqueIndex("scim_users_tenant_user_name_unique").on(table.tenantId, table.userNameKey),
    index("scim_users_tenant_external_id_idx").on(table.tenantId, table.externalId),
    tenantReference("scim_users_person_id_fk", table, table.personId, people).onDelete("cascade"),
  ],
);

export const scimGroups = pgTable(
  "scim_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    externalId: text("external_id"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    tenantRowKey("scim_groups_tenant_id_id_unique", table),
    uniqueIndex("scim_groups_tenant_display_name_unique").on(
      table.tenantId,
      sql`lower(display_name)`,
    ),
  ],
);

export const scimGroupMembers = pgTable(
  "scim_group_members",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").notNull(),
    personId: uuid("person_id").notNull(),
  },
  (table) => [
    primaryKey({
      name: "scim_group_members_pkey",
      columns: [table.tenantId, table.groupId, table.personId],
    }),
    index("scim_group_members_person_idx").on(table.tenantId, table.personId),
    tenantReference("scim_group_members_group_id_fk", table, table.groupId, scimGroups).onDelete(
      "cascade",
    ),
    tenantReference("scim_group_members_person_id_fk", table, table.personId, people).onDelete(
      "cascade",
    ),
  ],
);

/** Admins' mapping: members of the SCIM group named `group` become members with `role`. */
export const scimGroupRoles = pgTable(
  "scim_group_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    groupName: text("group_name").notNull(),
    role: text("role", { enum: invitableRoles }).notNull(),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    check("scim_group_roles_role_check", sql`role in ${sqlList(invitableRoles)}`),
    uniqueIndex("scim_group_roles_tenant_group_unique").on(table.tenantId, sql`lower(group_name)`),
  ],
);
