import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type {
  CandidateDetail,
  CandidateSummary,
  CompanyDetail,
  CompanySummary,
  jobApplicationFieldsSchema,
  JobDetail,
  JobListingStatus,
  JobListResponse,
  JobPostingForReview,
  JobPostingRequest,
  JobSummary,
} from "@fleetward/contracts/jobs";
import { formatMoment } from "@fleetward/emails/format";
import { interpolate, resolveEmailLocale } from "@fleetward/emails/i18n";
import { jobNoticeStrings } from "@fleetward/emails/notices/jobs";
import type { PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Orm } from "../../../db/client.ts";
import type { Clock } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { queueMail } from "../../platform/mail/service.ts";
import { accountAlertMail } from "../../platform/mail/templates.ts";
import { detectCvKind } from "./cv-file.ts";
import {
  decidePendingListing,
  findCandidate,
  findCompany,
  findListing,
  findLiveJob,
  findUserContact,
  insertJobApplication,
  insertJobListing,
  listCandidates,
  listCompaniesWithJobCounts,
  listListingsForReview,
  listLiveJobs,
  type CandidateRow,
  type CompanyRow,
  type ListingWithCompany,
} from "./repository.ts";

export type JobsDeps = {
  orm: Orm;
  jobs: PgBoss;
  clock: Clock;
  publicUrl: string;
  /** CVs are written to `<dataDir>/job-applications/`. */
  dataDir: string;
};

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `12` → 12, `senior-backend-engineer` → itself; anything else cannot name a row. */
function parseIdOrSlug(value: string): number | string | undefined {
  if (/^\d{1,9}$/.test(value)) return Number(value);
  return slugPattern.test(value) ? value : undefined;
}

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

// --- Reading --------------------------------------------------------------------------------

function jobSummary(row: ListingWithCompany): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    company: {
      id: row.companyId,
      slug: row.companySlug,
      name: row.companyName,
      initials: row.companyInitials ?? (initialsOf(row.companyName) || "?"),
      tone: row.companyTone ?? "slate",
    },
    category: row.category,
    type: row.type,
    workplace: row.workplace,
    remote: row.remote,
    location: row.location,
    salary: row.salary,
    summary: row.summary,
    // Only live rows are summarised, and a live row always has a publication time (check).
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

function jobDetail(row: ListingWithCompany): JobDetail {
  return {
    ...jobSummary(row),
    description: row.description,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    nice_to_have: row.niceToHave,
    perks: row.companyPerks ?? [],
  };
}

export type JobListInput = {
  type?: JobSummary["type"];
  category?: JobSummary["category"];
  workplace?: JobSummary["workplace"];
  remote?: boolean;
  location?: string;
  q?: string;
  page: number;
  page_size: number;
};

export async function listJobs(orm: Orm, query: JobListInput): Promise<JobListResponse> {
  const words = (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, 10);
  const { rows, total } = await listLiveJobs(orm, {
    type: query.type,
    category: query.category,
    workplace: query.workplace,
    remote: query.remote,
    location: query.location || undefined,
    words,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { items: rows.map(jobSummary), total, page: query.page, page_size: query.page_size };
}

export async function getJob(orm: Orm, idOrSlug: string): Promise<JobDetail> {
  const key = parseIdOrSlug(idOrSlug);
  const row = key === undefined ? undefined : await findLiveJob(orm, key);
  if (!row) throw new HttpError(404, "No open job with this id");
  return jobDetail(row);
}

function companySummary(row: CompanyRow, liveJobs: number): CompanySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sector: row.sector,
    size: row.size,
    location: row.location,
    tagline: row.tagline,
    website: row.website,
    initials: row.initials,
    tone: row.tone,
    live_jobs: liveJobs,
  };
}

export async function listCompanies(orm: Orm): Promise<CompanySummary[]> {
  const rows = await listCompaniesWithJobCounts(orm);
  return rows.map((row) => companySummary(row, row.liveJobs));
}

export async function getCompany(orm: Orm, idOrSlug: string): Promise<CompanyDetail> {
  const key = parseIdOrSlug(idOrSlug);
  const row = key === undefined ? undefined : await findCompany(orm, key);
  if (!row) throw new HttpError(404, "No company with this id");
  const { rows: jobs } = await listLiveJobs(orm, {
    companyId: row.id,
    words: [],
    limit: 100,
    offset: 0,
  });
  return {
    ...companySummary(row, jobs.length),
    about: row.about,
    founded: row.founded,
    it_team: row.itTeam,
    perks: row.perks,
    jobs: jobs.map(jobSummary),
  };
}

function candidateSummary(row: CandidateRow): CandidateSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    headline: row.headline,
    location: row.location,
    years: row.years,
    availability: row.availability,
    skills: row.skills,
    initials: row.initials,
  };
}

export async function listCandidateProfiles(orm: Orm): Promise<CandidateSummary[]> {
  return (await listCandidates(orm)).map(candidateSummary);
}

export async function getCandidate(orm: Orm, idOrSlug: string): Promise<CandidateDetail> {
  const key = parseIdOrSlug(idOrSlug);
  const row = key === undefined ? undefined : await findCandidate(orm, key);
  if (!row) throw new HttpError(404, "No candidate with this id");
  return {
    ...candidateSummary(row),
    about: row.about,
    experience: row.experience,
    certifications: row.certifications,
    languages: row.languages,
  };
}

// --- Applying -------------------------------------------------------------------------------

export type ReceivedCv = { bytes: Buffer; filename: string | undefined };
type ApplicationFields = z.output<typeof jobApplicationFieldsSchema>;

export const cvDirectoryName = "job-applications";

/**
 * Stores an application: the CV on disk under a random name, the row and the applicant's
 * confirmation e-mail in one transaction. If the transaction fails the file is removed, so
 * a failed request leaves nothing behind. Returns undefined for a honeypot hit (nothing stored).
 */
export async function receiveJobApplication(
  deps: JobsDeps,
  fields: ApplicationFields,
  cv: ReceivedCv | undefined,
  fallbackLocale: string | undefined,
): Promise<{ id: string } | undefined> {
  if (!cv || cv.bytes.length === 0) throw new HttpError(422, "cv: Required");
  const kind = detectCvKind(cv.bytes);
  if (!kind) {
    throw new HttpError(
      415,
      "cv: The CV must be a PDF or a Word (.docx) document; this file is neither",
    );
  }
  const job = await findLiveJob(deps.orm, fields.jobId);
  if (!job) throw new HttpError(422, "jobId: This job is not open for applications");
  if (fields.website) return undefined;

  const directory = path.join(deps.dataDir, cvDirectoryName);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const fileName = `${randomUUID()}.${kind}`;
  const filePath = path.join(directory, fileName);
  // `wx`: never overwrite; the name is random, so a clash would be a bug worth failing on.
  await writeFile(filePath, cv.bytes, { flag: "wx", mode: 0o600 });

  const now = deps.clock();
  const locale = resolveEmailLocale(fields.locale || fallbackLocale);
  try {
    return await deps.orm.transaction(async (tx) => {
      const row = await insertJobApplication(tx, {
        jobId: job.id,
        name: fields.name,
        email: fields.email,
        // The form sends empty strings for the optional fields it leaves blank.
        phone: fields.phone || null,
        linkedinUrl: fields.linkedinUrl || null,
        coverLetter: fields.coverLetter,
        cvFile: fileName,
        cvType: kind,
        cvBytes: cv.bytes.length,
        cvOriginalName: cv.filename?.slice(0, 255) || null,
        createdAt: now,
      });
      const strings = jobNoticeStrings(locale);
      const t = strings.applicationReceived;
      const jobUrl = `${deps.publicUrl}/page-job-detail/${job.id}`;
      const mail = accountAlertMail({
        recipientName: fields.name,
        title: t.title,
        paragraphs: [
          interpolate(t.received, {
            job: job.title,
            company: job.companyName,
            moment: formatMoment(now, locale),
          }),
          t.next,
        ],
        actionLabel: t.action,
        actionUrl: jobUrl,
        reason: strings.reason,
        locale,
      });
      await queueMail(
        tx,
        deps.jobs,
        { ...mail, template: "job-application", to: fields.email },
        now,
      );
      return row;
    });
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}

// --- Posting and review -----------------------------------------------------------------------

function slugFor(title: string): string {
  const base = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  // A random suffix: titles repeat ("IT Support Engineer"), slugs must not.
  return `${base || "job"}-${randomBytes(3).toString("hex")}`;
}

function lines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);
}

function summaryOf(description: string): string {
  const firstParagraph =
    description
      .split(/\r?\n\s*\r?\n/)[0]
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  return firstParagraph.length > 280
    ? `${firstParagraph.slice(0, 279).trimEnd()}…`
    : firstParagraph;
}

/** Stores a signed-in user's posting for review: nothing is published before an operator approves. */
export async function submitJobPosting(
  deps: JobsDeps,
  userId: string,
  request: JobPostingRequest,
): Promise<{ id: number }> {
  return insertJobListing(deps.orm, {
    slug: slugFor(request.title),
    companyName: request.company,
    title: request.title,
    category: request.category,
    type: request.type,
    workplace: request.workplace,
    location: request.location,
    salary: request.salary,
    summary: summaryOf(request.description),
    description: request.description,
    requirements: lines(request.requirements),
    contactEmail: request.contactEmail,
    status: "pending",
    submittedBy: userId,
    createdAt: deps.clock(),
  });
}

export async function listPostingsForReview(
  orm: Orm,
  status: JobListingStatus,
): Promise<JobPostingForReview[]> {
  const rows = await listListingsForReview(orm, status);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    company_name: row.companyName,
    category: row.category,
    type: row.type,
    workplace: row.workplace,
    location: row.location,
    salary: row.salary,
    description: row.description,
    requirements: row.requirements,
    contact_email: row.contactEmail,
    status: row.status,
    submitted_by:
      row.submitterEmail && row.submitterUsername
        ? { username: row.submitterUsername, email: row.submitterEmail }
        : null,
    submitted_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
  }));
}

/**
 * Approves (→ live, published now) or rejects a pending posting and e-mails the submitter,
 * in one transaction. 404 for no such posting, 409 when it was already decided.
 */
export async function decideJobPosting(
  deps: JobsDeps,
  id: number,
  operatorId: string,
  decision: { status: "live" } | { status: "rejected"; reason: string },
): Promise<{ id: number; status: "live" | "rejected" }> {
  const now = deps.clock();
  return deps.orm.transaction(async (tx) => {
    const listing = await decidePendingListing(tx, id, {
      status: decision.status,
      decidedBy: operatorId,
      decidedAt: now,
      rejectionReason: decision.status === "rejected" ? decision.reason : undefined,
    });
    if (!listing) {
      const existing = await findListing(tx, id);
      if (!existing) throw new HttpError(404, "No job posting with this id");
      throw new HttpError(409, `This posting was already decided: it is ${existing.status}`);
    }
    const submitter = listing.submittedBy
      ? await findUserContact(tx, listing.submittedBy)
      : undefined;
    if (submitter) {
      const locale = resolveEmailLocale(submitter.locale);
      const strings = jobNoticeStrings(locale);
      const mail =
        decision.status === "live"
          ? accountAlertMail({
              recipientName: submitter.firstName ?? submitter.username,
              title: strings.postingApproved.title,
              paragraphs: [interpolate(strings.postingApproved.live, { job: listing.title })],
              actionLabel: strings.postingApproved.action,
              actionUrl: `${deps.publicUrl}/page-job-detail/${listing.id}`,
              reason: strings.reason,
              locale,
            })
          : accountAlertMail({
              recipientName: submitter.firstName ?? submitter.username,
              title: strings.postingRejected.title,
              paragraphs: [
                interpolate(strings.postingRejected.declined, { job: listing.title }),
                interpolate(strings.postingRejected.reason, { reason: decision.reason }),
              ],
              actionLabel: strings.postingRejected.action,
              actionUrl: `${deps.publicUrl}/page-job-post`,
              reason: strings.reason,
              locale,
            });
      await queueMail(
        tx,
        deps.jobs,
        { ...mail, template: `job-posting-${decision.status}`, to: submitter.email },
        now,
      );
    }
    return { id: listing.id, status: decision.status };
  });
}
