import { at, sqlList } from "../../../db/columns.ts";
import {
  companyToneNames,
  jobCategories,
  jobListingStatuses,
  jobTypes,
  jobWorkplaces,
  type CandidateExperience,
} from "@fleetward/contracts/jobs";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../../account/users/schema.ts";

/** Employers with a page on the board. Ids are public (`/page-job-company-detail?id=3`). */
export const jobCompanies = pgTable(
  "job_companies",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    sector: text("sector").notNull(),
    /** Number of employees as written (`2,300`). */
    size: text("size").notNull(),
    location: text("location").notNull(),
    tagline: text("tagline").notNull(),
    /** Plain text, paragraphs separated by a blank line. */
    about: text("about").notNull(),
    website: text("website"),
    founded: integer("founded"),
    itTeam: text("it_team").notNull(),
    perks: jsonb("perks").$type<string[]>().notNull(),
    initials: text("initials").notNull(),
    tone: text("tone", { enum: companyToneNames }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    check("job_companies_tone_check", sql`${table.tone} in ${sqlList(companyToneNames)}`),
  ],
);

/**
 * Openings. Seeded ones belong to a company of the board; submitted ones name their company
 * in `company_name` only, and wait as `pending` until an operator decides.
 */
export const jobListings = pgTable(
  "job_listings",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    companyId: integer("company_id").references(() => jobCompanies.id),
    companyName: text("company_name").notNull(),
    title: text("title").notNull(),
    category: text("category", { enum: jobCategories }).notNull(),
    type: text("type", { enum: jobTypes }).notNull(),
    workplace: text("workplace", { enum: jobWorkplaces }).notNull(),
    /** Derived, so it can never disagree with the workplace. */
    remote: boolean("remote")
      .notNull()
      .generatedAlwaysAs(sql`workplace = 'remote'`),
    location: text("location").notNull(),
    salary: text("salary").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    responsibilities: jsonb("responsibilities").$type<string[]>().notNull().default([]),
    requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
    niceToHave: jsonb("nice_to_have").$type<string[]>().notNull().default([]),
    contactEmail: text("contact_email"),
    status: text("status", { enum: jobListingStatuses }).notNull().default("pending"),
    /** Set when the listing goes live. */
    publishedAt: at("published_at"),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
    rejectionReason: text("rejection_reason"),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    check("job_listings_category_check", sql`${table.category} in ${sqlList(jobCategories)}`),
    check("job_listings_type_check", sql`${table.type} in ${sqlList(jobTypes)}`),
    check("job_listings_workplace_check", sql`${table.workplace} in ${sqlList(jobWorkplaces)}`),
    check("job_listings_status_check", sql`${table.status} in ${sqlList(jobListingStatuses)}`),
    check(
      "job_listings_live_is_published",
      sql`${table.status} <> 'live' or ${table.publishedAt} is not null`,
    ),
    index("job_listings_live_idx")
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`status = 'live'`),
    index("job_listings_status_created_idx").on(table.status, table.createdAt),
    index("job_listings_company_idx").on(table.companyId),
  ],
);

/** People who chose to publish a profile on the board (seeded). */
export const jobCandidates = pgTable("job_candidates", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  headline: text("headline").notNull(),
  location: text("location").notNull(),
  years: integer("years").notNull(),
  availability: text("availability").notNull(),
  skills: jsonb("skills").$type<string[]>().notNull(),
  about: text("about").notNull(),
  experience: jsonb("experience").$type<CandidateExperience[]>().notNull(),
  certifications: jsonb("certifications").$type<string[]>().notNull(),
  languages: jsonb("languages").$type<string[]>().notNull(),
  initials: text("initials").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** One per application; the CV lives on disk under DATA_DIR, named by `cv_file`. */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobListings.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    linkedinUrl: text("linkedin_url"),
    coverLetter: text("cover_letter").notNull(),
    /** Random file name inside `<DATA_DIR>/job-applications/`. */
    cvFile: text("cv_file").notNull().unique(),
    cvType: text("cv_type", { enum: ["pdf", "docx"] }).notNull(),
    cvBytes: integer("cv_bytes").notNull(),
    /** The name the applicant's file had, for the employer's download; never used as a path. */
    cvOriginalName: text("cv_original_name"),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    index("job_applications_job_id_idx").on(table.jobId),
    check("job_applications_email_lower_case", sql`${table.email} = lower(${table.email})`),
    check("job_applications_cv_type_check", sql`${table.cvType} in ('pdf', 'docx')`),
  ],
);
