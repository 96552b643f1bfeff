import { z } from "zod";
import { pageOf } from "./paging.ts";
import { emailAddress, optionalLine, requiredLine, requiredText } from "./form-fields.ts";

/*
 * The job board: openings (listings), the companies that post them, candidates who chose to
 * publish a profile, applications with a CV, and postings that wait for an operator's review.
 * Choices travel as slugs; the web app shows them in the visitor's language.
 */

export const jobCategories = [
  "engineering",
  "security",
  "it-operations",
  "asset-management",
  "customer-success",
] as const;
export type JobCategory = (typeof jobCategories)[number];

export const jobWorkplaces = ["remote", "hybrid", "on-site"] as const;
export type JobWorkplace = (typeof jobWorkplaces)[number];

export const jobTypes = ["full-time", "part-time", "contract", "internship"] as const;
export type JobType = (typeof jobTypes)[number];

/** A submitted listing is `pending` until an operator makes it `live` or `rejected`. */
export const jobListingStatuses = ["pending", "live", "rejected"] as const;
export type JobListingStatus = (typeof jobListingStatuses)[number];

/** The CV of an application: PDF or DOCX (recognised by content), at most 5 MB. */
export const cvLimits = {
  maxBytes: 5 * 1024 * 1024,
  extensions: [".pdf", ".docx"],
  mediaTypes: [
    "application/pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ],
} as const;

export const jobListLimits = {
  defaultPageSize: 12,
  maxPageSize: 50,
  maxPage: 10_000,
  maxQueryLength: 200,
} as const;

/** Largest value of a PostgreSQL `integer` (serial ids). */
const maxSerial = 2_147_483_647;

/** A whole number in a query string or a form field, within bounds. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: "Expected a whole number" })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const searchText = (max: number) => z.string().trim().max(max).optional();

// --- GET /api/jobs -------------------------------------------------------------------------

export const jobListQuerySchema = z.object({
  type: z.enum(jobTypes).optional().describe("Only this employment type"),
  category: z.enum(jobCategories).optional(),
  workplace: z.enum(jobWorkplaces).optional(),
  remote: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional()
    .describe("`true`: remote openings only; `false`: on-site and hybrid only"),
  location: searchText(120).describe("Part of the location, any case (`berlin`)"),
  q: searchText(jobListLimits.maxQueryLength).describe(
    "Words that must all occur in the title, summary, description, location or company name",
  ),
  page: wholeNumber(1, jobListLimits.maxPage).default(1),
  page_size: wholeNumber(1, jobListLimits.maxPageSize)
    .default(jobListLimits.defaultPageSize)
    .describe(`Items per page, 1 to ${jobListLimits.maxPageSize}, default 12`),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

/** The job grid's filter form: the list query's own text rules; an empty type means any type. */
export const jobFiltersSchema = jobListQuerySchema
  .pick({ q: true, location: true })
  .extend({ type: z.enum(jobTypes).or(z.literal("")) });
export type JobFilters = z.input<typeof jobFiltersSchema>;

export const companyToneNames = [
  "blue",
  "emerald",
  "amber",
  "violet",
  "sky",
  "rose",
  "slate",
  "teal",
] as const;
export type CompanyTone = (typeof companyToneNames)[number];

/** How a listing names its employer: a company of the board, or only a name (submitted postings). */
export const jobCompanyRefSchema = z.object({
  id: z.number().int().nullable().describe("Null when the company has no page on the board"),
  slug: z.string().nullable(),
  name: z.string(),
  initials: z.string(),
  tone: z.enum(companyToneNames),
});
export type JobCompanyRef = z.infer<typeof jobCompanyRefSchema>;

export const jobSummarySchema = z.object({
  id: z.number().int().describe("Public id, used in URLs"),
  slug: z.string(),
  title: z.string(),
  company: jobCompanyRefSchema,
  category: z.enum(jobCategories),
  type: z.enum(jobTypes),
  workplace: z.enum(jobWorkplaces),
  remote: z.boolean(),
  location: z.string(),
  salary: z.string().describe("Salary range as the employer wrote it"),
  summary: z.string(),
  published_at: z.iso.datetime(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobListResponseSchema = pageOf(jobSummarySchema, "Newest first");
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const idOrSlugParamsSchema = z.object({
  id: z.string().min(1).max(100).describe("Numeric id, or the slug"),
});

export const jobDetailSchema = jobSummarySchema.extend({
  description: z.string().describe("Plain text; paragraphs separated by blank lines"),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  nice_to_have: z.array(z.string()),
  perks: z.array(z.string()).describe("What the company offers, when it has a page"),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

// --- Companies and candidates ----------------------------------------------------------------

export const companySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sector: z.string(),
  size: z.string().describe("Number of employees, such as `420` or `2,300`"),
  location: z.string(),
  tagline: z.string(),
  website: z.string().nullable(),
  initials: z.string(),
  tone: z.enum(companyToneNames),
  live_jobs: z.number().int(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyDetailSchema = companySummarySchema.extend({
  about: z.string().describe("Plain text; paragraphs separated by blank lines"),
  founded: z.number().int().nullable(),
  it_team: z.string(),
  perks: z.array(z.string()),
  jobs: z.array(jobSummarySchema).describe("Its live openings, newest first"),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const candidateSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  location: z.string(),
  years: z.number().int().describe("Years of experience"),
  availability: z.string(),
  skills: z.array(z.string()),
  initials: z.string(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

export const candidateExperienceSchema = z.object({
  role: z.string(),
  organisation: z.string(),
  period: z.string(),
  text: z.string(),
});
export type CandidateExperience = z.infer<typeof candidateExperienceSchema>;

export const candidateDetailSchema = candidateSummarySchema.extend({
  about: z.string(),
  experience: z.array(candidateExperienceSchema),
  certifications: z.array(z.string()),
  languages: z.array(z.string()),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

// --- POST /api/jobs/applications (multipart) ----------------------------------------------------

// Digits, spaces and the usual separators; a leading + for the country code.
const phone = optionalLine(32).refine(
  (text) => !text || (/^\+?[0-9 ()./-]+$/.test(text) && /[0-9]/.test(text)),
  { error: "Must be a phone number such as +49 30 1234567" },
);

const linkedinUrl = optionalLine(300).refine(
  (text) => !text || /^https:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(text),
  { error: "Must be a LinkedIn profile address such as https://www.linkedin.com/in/your-name" },
);

/**
 * The text fields of an application, sent as multipart/form-data together with the file
 * field `cv`. `website` is a honeypot: people never see it, so a value means a bot.
 */
export const jobApplicationFieldsSchema = z.strictObject({
  jobId: wholeNumber(1, maxSerial).describe("Id of the opening applied for"),
  name: requiredLine(120).describe("Full name of the applicant"),
  email: emailAddress().describe("Where the confirmation and the employer's reply go"),
  phone: phone.describe("Phone number; empty or absent when not given"),
  linkedinUrl: linkedinUrl.describe("LinkedIn profile; empty or absent when not given"),
  coverLetter: requiredText(50, 5000).describe("Cover letter, 50 to 5,000 characters"),
  locale: optionalLine(8).describe("Interface language, for the confirmation e-mail"),
  website: optionalLine(300).describe("Leave empty (spam trap)"),
});
export type JobApplicationFields = z.input<typeof jobApplicationFieldsSchema>;

export const jobApplicationResponseSchema = z.object({
  id: z.uuid(),
  received: z.literal(true),
});
export type JobApplicationResponse = z.infer<typeof jobApplicationResponseSchema>;

// --- POST /api/jobs/postings (signed in) -------------------------------------------------------

const optionalList = requiredText(0, 4000).optional();

export const jobPostingRequestSchema = z.strictObject({
  title: requiredLine(120).describe("Job title"),
  company: requiredLine(120).describe("Name of the hiring company"),
  category: z.enum(jobCategories),
  location: requiredLine(120).describe("City and country, or a region for remote roles"),
  workplace: z.enum(jobWorkplaces),
  type: z.enum(jobTypes).describe("Employment type"),
  salary: requiredLine(60).describe("Salary range, such as €55,000 – €65,000 per year"),
  description: requiredText(100, 8000).describe("The opening, 100 to 8,000 characters"),
  requirements: optionalList.describe("What the candidate brings, one per line; may be empty"),
  contactEmail: emailAddress().describe("Where the employer wants to be reached"),
});
export type JobPostingRequest = z.infer<typeof jobPostingRequestSchema>;

export const jobPostingResponseSchema = z.object({
  id: z.number().int(),
  status: z.literal("pending").describe("Postings are published after review"),
});
export type JobPostingResponse = z.infer<typeof jobPostingResponseSchema>;

// --- Operator review ------------------------------------------------------------------------

export const jobPostingReviewQuerySchema = z.object({
  status: z.enum(jobListingStatuses).default("pending"),
});

export const jobPostingForReviewSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  company_name: z.string(),
  category: z.enum(jobCategories),
  type: z.enum(jobTypes),
  workplace: z.enum(jobWorkplaces),
  location: z.string(),
  salary: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  contact_email: z.string().nullable(),
  status: z.enum(jobListingStatuses),
  submitted_by: z.object({ username: z.string(), email: z.string() }).nullable(),
  submitted_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
  rejection_reason: z.string().nullable(),
});
export type JobPostingForReview = z.infer<typeof jobPostingForReviewSchema>;

export const jobPostingReviewListSchema = z.object({ items: z.array(jobPostingForReviewSchema) });
export type JobPostingReviewList = z.infer<typeof jobPostingReviewListSchema>;

export const jobPostingIdParamsSchema = z.object({ id: wholeNumber(1, maxSerial) });

export const jobPostingRejectRequestSchema = z.strictObject({
  reason: requiredText(5, 1000).describe("Told to the submitter by e-mail"),
});
export type JobPostingRejectRequest = z.infer<typeof jobPostingRejectRequestSchema>;

export const jobPostingDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(["live", "rejected"]),
});
export type JobPostingDecision = z.infer<typeof jobPostingDecisionSchema>;
