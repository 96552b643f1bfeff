import type {
  CandidateDetail,
  CandidateSummary,
  CompanyDetail,
  CompanySummary,
  JobDetail,
  JobListResponse,
  JobSummary,
} from "@fleetward/contracts/jobs";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  findCandidate,
  findCompany,
  findLiveJob,
  listCandidates,
  listCompaniesWithJobCounts,
  listLiveJobs,
  type CandidateRow,
  type CompanyRow,
  type ListingWithCompany,
} from "./repository.ts";

// The job board. Reading it lives here; applying and posting live in their own files and are
// re-exported, so routes (and any other module) use this file only.
export type { JobsDeps } from "./common.ts";
export { cvDirectoryName, receiveJobApplication, type ReceivedCv } from "./applications.ts";
export { decideJobPosting, listPostingsForReview, submitJobPosting } from "./postings.ts";

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
