import { contactTopics } from "@fleetward/contracts/contact";
import { sql } from "drizzle-orm";
import { check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, sqlList } from "../../../db/columns.ts";

/**
 * What the contact form sent. Stored exactly as validated (trimmed, never escaped or
 * rewritten); whoever displays it escapes it for their medium.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    topic: text("topic", { enum: contactTopics }).notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("contact_messages_topic_check", sql`${table.topic} in ${sqlList(contactTopics)}`),
    check("contact_messages_email_lower_case", sql`${table.email} = lower(${table.email})`),
  ],
);
