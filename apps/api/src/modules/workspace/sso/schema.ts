import { invitableRoles } from "@fleetward/contracts/workspace-members";
import { ssoProtocols, type SsoGroupRole } from "@fleetward/contracts/workspace-sso";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, sqlList, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { users } from "../../account/users/schema.ts";
import { workspaces } from "../core/schema.ts";

/*
 * Single sign-on (ADR 0055). One connection per workspace to its company's identity provider;
 * domains the workspace proved it owns; the link between an account and its identity at the
 * provider; the one-time codes that hand a finished sign-in to the browser; the SAML
 * assertions already used.
 */

export const ssoConnections = pgTable(
  "sso_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    protocol: text("protocol", { enum: ssoProtocols }).notNull(),
    oidcIssuer: text("oidc_issuer"),
    oidcClientId: text("oidc_client_id"),
    /** Sealed with the data key (ADR 0021), the connection id as context. */
    oidcClientSecretSealed: text("oidc_client_secret_sealed"),
    samlIdpEntityId: text("saml_idp_entity_id"),
    samlSsoUrl: text("saml_sso_url"),
    samlCertificates: jsonb("saml_certificates").$type<string[]>(),
    samlMetadataUrl: text("saml_metadata_url"),
    defaultRole: text("default_role", { enum: invitableRoles }).notNull(),
    groupRoles: jsonb("group_roles").$type<SsoGroupRole[]>().notNull().default([]),
    /** Members whose e-mail is in a verified domain may sign in to this workspace only by SSO. */
    required: boolean("required").notNull().default(false),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    tenantRowKey("sso_connections_tenant_id_id_unique", table),
    uniqueIndex("sso_connections_one_per_tenant").on(table.tenantId),
    check("sso_connections_protocol_check", sql`protocol in ${sqlList(ssoProtocols)}`),
    check("sso_connections_default_role_check", sql`default_role in ${sqlList(invitableRoles)}`),
  ],
);

/** A domain the workspace claims; verified once its TXT record is found. */
export const ssoDomains = pgTable(
  "sso_domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    txtValue: text("txt_value").notNull(),
    verifiedAt: at("verified_at"),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("sso_domains_tenant_domain_unique").on(table.tenantId, table.domain),
    // A domain signs in to one workspace at most: the first to prove it owns it.
    uniqueIndex("sso_domains_verified_once")
      .on(table.domain)
      .where(sql`verified_at is not null`),
  ],
);

/** An account's identity at the workspace's provider, by the provider's stable subject. */
export const ssoIdentities = pgTable(
  "sso_identities",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    connectionId: uuid("connection_id").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The role this sign-in last gave the member (mapped from groups, or the default for a new
     * member): when the groups stop mapping, only a role the provider gave is taken back.
     */
    grantedRole: text("granted_role", { enum: invitableRoles }),
    createdAt: at("created_at").notNull(),
    lastSignInAt: at("last_sign_in_at").notNull(),
  },
  (table) => [
    primaryKey({ name: "sso_identities_pkey", columns: [table.connectionId, table.subject] }),
    index("sso_identities_user_idx").on(table.tenantId, table.userId),
    tenantReference(
      "sso_identities_connection_id_fk",
      table,
      table.connectionId,
      ssoConnections,
    ).onDelete("cascade"),
  ],
);

/**
 * A finished sign-in waiting for the browser: the callback puts the code in the fragment of
 * the redirect, the web app exchanges it (once, within a minute) with its half of the state.
 */
export const ssoHandovers = pgTable(
  "sso_handovers",
  {
    codeHash: text("code_hash").primaryKey(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bindingHash: text("binding_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (table) => [index("sso_handovers_expires_idx").on(table.expiresAt)],
);

/** SAML assertions already accepted, kept until they expire: a replay is refused. */
export const ssoUsedAssertions = pgTable(
  "sso_used_assertions",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    assertionKey: text("assertion_key").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (table) => [
    primaryKey({ name: "sso_used_assertions_pkey", columns: [table.tenantId, table.assertionKey] }),
    index("sso_used_assertions_expires_idx").on(table.expiresAt),
  ],
);
