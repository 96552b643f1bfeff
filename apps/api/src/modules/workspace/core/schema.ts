import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../../db/columns.ts";
import { users } from "../../account/users/schema.ts";
import { trials } from "../../account/trials/schema.ts";

/**
 * A tenant: the workspace a trial deploys, answering at {app_domain}.{APP_HOST}.
 * Every tenant-owned row carries `tenant_id` (so tenants can later be distributed by it).
 * Whether it accepts changes follows its trial's status (active/upgraded: yes; expired: read-only).
 */
export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Unique: deploying the same trial twice finds the existing workspace. */
  trialId: uuid("trial_id")
    .notNull()
    .unique()
    .references(() => trials.id, { onDelete: "cascade" }),
  appDomain: text("app_domain").notNull().unique(),
  name: text("name").notNull(),
  ownerUserId: uuid("owner_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: at("created_at").notNull(),
  /** Set when the owner deletes their account: the workspace refuses everything. */
  closedAt: at("closed_at"),
});
