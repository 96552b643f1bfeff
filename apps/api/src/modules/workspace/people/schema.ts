import { personStatuses } from "@fleetward/contracts/workspace-people";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, sqlList, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { assetLocations } from "../catalog/schema.ts";
import { workspaces } from "../core/schema.ts";

/** The employees who hold a workspace's assets; not accounts (those are members). */
export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    employeeNumber: text("employee_number"),
    department: text("department"),
    locationId: uuid("location_id"),
    managerId: uuid("manager_id"),
    status: text("status", { enum: personStatuses }).notNull().default("active"),
    notes: text("notes"),
    /**
     * What `q` searches, lower-cased in one column so one trigram index serves every
     * fragment (`%ada%`, `%e-104%`) on PGlite and PostgreSQL alike.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        // concat_ws is only STABLE; a generated column needs IMMUTABLE, which || is.
        sql`lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(employee_number, '') || ' ' || coalesce(department, ''))`,
      ),
    /** natural_sort_key(name) stored: a keyset cursor compares a column (ADR 0047). */
    nameSort: text("name_sort")
      .notNull()
      .generatedAlwaysAs(sql`natural_sort_key(name)`),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    check("people_status_check", sql`status in ${sqlList(personStatuses)}`),
    check("people_email_lower_case", sql`email = lower(email)`),
    uniqueIndex("people_tenant_email_unique")
      .on(table.tenantId, table.email)
      .where(sql`email is not null`),
    uniqueIndex("people_tenant_employee_number_unique")
      .on(table.tenantId, table.employeeNumber)
      .where(sql`employee_number is not null`),
    // The default list order (by name, then id) and its keyset paging.
    index("people_tenant_name_natural_idx").on(table.tenantId, table.nameSort, table.id),
    index("people_search_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    tenantRowKey("people_tenant_id_id_unique", table),
    // ON DELETE SET NULL (location_id), (manager_id) in the database (see tenantReference).
    tenantReference("people_location_id_fk", table, table.locationId, assetLocations).onDelete(
      "set null",
    ),
    tenantReference("people_manager_id_fk", table, table.managerId, table).onDelete("set null"),
  ],
);
