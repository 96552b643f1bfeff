import { apiTokenScopes } from "@fleetward/contracts/workspace-api-tokens";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, sqlList } from "../../../db/columns.ts";
import { users } from "../../account/users/schema.ts";
import { workspaces } from "../core/schema.ts";

/**
 * Workspace API tokens (ADR 0028). Like sessions, only the SHA-256 of the secret is kept; the
 * prefix and last four characters are kept so people can tell their tokens apart. A trigger
 * (migration `api_tokens`) notifies `w:<tenant>` when a token is revoked, expires sooner or goes,
 * so the in-process token cache forgets it on every instance at once (ADR 0020).
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: apiTokenScopes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    prefix: text("prefix").notNull(),
    lastFour: text("last_four").notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** As history names the creator, kept should their account go. */
    createdByName: text("created_by_name"),
    createdAt: at("created_at").notNull(),
    /** Written at most once a minute per token (like sessions' last_seen_at). */
    lastUsedAt: at("last_used_at"),
    expiresAt: at("expires_at"),
    revokedAt: at("revoked_at"),
  },
  (table) => [
    check("api_tokens_scope_check", sql`${table.scope} in ${sqlList(apiTokenScopes)}`),
    uniqueIndex("api_tokens_token_hash_unique").on(table.tokenHash),
    index("api_tokens_tenant_idx").on(table.tenantId, table.createdAt),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
