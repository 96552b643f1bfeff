import { contactTopics } from "@fleetward/contracts/contact";
import { employmentTypes, jobCategories, jobWorkplaces } from "@fleetward/contracts/jobs";
import { supportSeverities } from "@fleetward/contracts/support";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** `('a', 'b')` for a check constraint; the values are our own constants, never input. */
function sqlList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")})`);
}

// Timestamps are always timestamptz: instances and databases may run in different zones.
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull().unique(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["customer", "operator"] }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check("users_role_check", sql`${table.role} in ('customer', 'operator')`),
    // The unique index only prevents duplicates if every writer stores the lower-cased form.
    check("users_email_lower_case", sql`${table.email} = lower(${table.email})`),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    locale: text("locale").notNull().default("en"),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    check("newsletter_subscriptions_email_lower_case", sql`${table.email} = lower(${table.email})`),
  ],
);

// Public forms. Texts are stored exactly as validated (trimmed, never escaped or rewritten);
// whoever displays them escapes them for their medium.

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

export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Tickets are numbered in order, across years. */
    number: bigint("number", { mode: "number" }).generatedAlwaysAsIdentity().unique(),
    /** `FW-<year of created_at, UTC>-<number, at least 6 digits>`: what the customer quotes. */
    reference: text("reference")
      .notNull()
      .unique()
      .generatedAlwaysAs(
        sql`'FW-' || extract(year from created_at at time zone 'UTC')::text || '-' || lpad(number::text, greatest(6, length(number::text)), '0')`,
      ),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    severity: text("severity", { enum: supportSeverities }).notNull(),
    description: text("description").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "support_requests_severity_check",
      sql`${table.severity} in ${sqlList(supportSeverities)}`,
    ),
    check("support_requests_email_lower_case", sql`${table.email} = lower(${table.email})`),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Openings are still sample data in the web app, so there is no table to reference yet.
    jobId: text("job_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    linkedinUrl: text("linkedin_url"),
    coverLetter: text("cover_letter").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("job_applications_job_id_idx").on(table.jobId),
    check("job_applications_email_lower_case", sql`${table.email} = lower(${table.email})`),
  ],
);

export const jobPostingStatuses = ["pending", "published", "rejected"] as const;

export const jobPostings = pgTable(
  "job_postings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    category: text("category", { enum: jobCategories }).notNull(),
    location: text("location").notNull(),
    workplace: text("workplace", { enum: jobWorkplaces }).notNull(),
    employmentType: text("employment_type", { enum: employmentTypes }).notNull(),
    salary: text("salary").notNull(),
    description: text("description").notNull(),
    contactEmail: text("contact_email").notNull(),
    /** Submitted postings wait for review before anyone sees them. */
    status: text("status", { enum: jobPostingStatuses }).notNull().default("pending"),
    createdAt: createdAt(),
  },
  (table) => [
    check("job_postings_category_check", sql`${table.category} in ${sqlList(jobCategories)}`),
    check("job_postings_workplace_check", sql`${table.workplace} in ${sqlList(jobWorkplaces)}`),
    check(
      "job_postings_employment_type_check",
      sql`${table.employmentType} in ${sqlList(employmentTypes)}`,
    ),
    check("job_postings_status_check", sql`${table.status} in ${sqlList(jobPostingStatuses)}`),
    check(
      "job_postings_contact_email_lower_case",
      sql`${table.contactEmail} = lower(${table.contactEmail})`,
    ),
    index("job_postings_status_idx").on(table.status),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
