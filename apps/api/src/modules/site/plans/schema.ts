import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

/** The plans of the pricing page and of billing; seeded at start (modules/plans/seed.ts). */
export const plans = pgTable(
  "plans",
  {
    /** A stable slug (`business`), the id other tables and the web app refer to. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** Per device; null when the price is quoted on request. */
    priceMonthlyCents: integer("price_monthly_cents"),
    priceYearlyCents: integer("price_yearly_cents"),
    currency: text("currency").notNull().default("EUR"),
    /** Null: no limit. */
    deviceLimit: integer("device_limit"),
    features: jsonb("features").$type<string[]>().notNull(),
    highlighted: boolean("highlighted").notNull().default(false),
    isTrial: boolean("is_trial").notNull().default(false),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [
    check("plans_currency_check", sql`${table.currency} = 'EUR'`),
    check(
      "plans_prices_check",
      sql`coalesce(${table.priceMonthlyCents}, 0) >= 0 and coalesce(${table.priceYearlyCents}, 0) >= 0`,
    ),
    // At most one free trial plan.
    uniqueIndex("plans_one_trial")
      .on(table.isTrial)
      .where(sql`${table.isTrial}`),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
