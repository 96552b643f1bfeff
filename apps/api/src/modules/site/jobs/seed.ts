import type { Orm } from "../../../db/client.ts";
import {
  insertCandidatesIfAbsent,
  insertCompaniesIfAbsent,
  insertListingsIfAbsent,
} from "./repository.ts";
import { seedCandidates } from "./seed-data/candidates.ts";
import { seedCompanies } from "./seed-data/companies.ts";
import { seedJobs } from "./seed-data/jobs.ts";

/**
 * The board's starting content: companies, their openings (live, dated as published) and
 * candidate profiles. Added by slug once; rows already there are never rewritten, so ids in
 * URLs stay stable and an operator's later changes survive restarts.
 */
export async function seedJobBoard(orm: Orm, log: { info(message: string): void }) {
  const result = await orm.transaction(async (tx) => {
    const companyIds = await insertCompaniesIfAbsent(
      tx,
      seedCompanies.map((company) => ({
        slug: company.id,
        name: company.name,
        sector: company.industry,
        size: company.employees,
        location: company.location,
        tagline: company.tagline,
        about: company.about.join("\n\n"),
        website: company.website ?? null,
        founded: company.founded,
        itTeam: company.itTeam,
        perks: [...company.perks],
        initials: company.initials,
        tone: company.tone,
      })),
    );
    const jobs = await insertListingsIfAbsent(
      tx,
      seedJobs.map((job) => {
        const companyId = companyIds.get(job.companyId);
        const company = seedCompanies.find((candidate) => candidate.id === job.companyId);
        if (companyId === undefined || !company) {
          throw new Error(`seed job ${job.id} names unknown company ${job.companyId}`);
        }
        const publishedAt = new Date(`${job.posted}T09:00:00Z`);
        return {
          slug: job.id,
          companyId,
          companyName: company.name,
          title: job.title,
          category: job.category,
          type: job.type,
          workplace: job.workplace,
          location: job.location,
          salary: job.salary,
          summary: job.summary,
          description: job.summary,
          responsibilities: [...job.responsibilities],
          requirements: [...job.requirements],
          niceToHave: [...job.niceToHave],
          status: "live" as const,
          publishedAt,
          createdAt: publishedAt,
        };
      }),
    );
    const candidates = await insertCandidatesIfAbsent(
      tx,
      seedCandidates.map((candidate) => ({
        slug: candidate.id,
        name: candidate.name,
        headline: candidate.headline,
        location: candidate.location,
        years: candidate.years,
        availability: candidate.availability,
        skills: [...candidate.skills],
        about: candidate.summary,
        experience: candidate.experience.map((item) => ({ ...item })),
        certifications: [...candidate.certifications],
        languages: [...candidate.languages],
        initials: candidate.initials,
      })),
    );
    return { jobs, candidates };
  });
  if (result.jobs + result.candidates > 0) {
    log.info(`Job board: ${result.jobs} openings and ${result.candidates} candidates added`);
  }
}
