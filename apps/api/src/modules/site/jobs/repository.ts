import type {
  JobCategory,
  JobListingStatus,
  JobType,
  JobWorkplace,
} from "@fleetward/contracts/jobs";
import { and, asc, count, desc, eq, getTableColumns, ilike, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { jobApplications, jobCandidates, jobCompanies, jobListings } from "./schema.ts";
import { containsPattern } from "../../../lib/full-text.ts";

export type CompanyRow = typeof jobCompanies.$inferSelect;
export type CandidateRow = typeof jobCandidates.$inferSelect;
export type ListingRow = typeof jobListings.$inferSelect;

/** A listing with the parts of its company that cards and details show. */
export type ListingWithCompany = ListingRow & {
  companySlug: string | null;
  companyInitials: string | null;
  companyTone: CompanyRow["tone"] | null;
  companyPerks: string[] | null;
};

export type LiveJobFilters = {
  type?: JobType;
  category?: JobCategory;
  workplace?: JobWorkplace;
  remote?: boolean;
  location?: string;
  words: string[];
  companyId?: number;
  limit: number;
  offset: number;
};

const searchableText = sql`concat_ws(' ', ${jobListings.title}, ${jobListings.summary}, ${jobListings.description}, ${jobListings.location}, ${jobListings.companyName})`;

function liveJobConditions(filters: Omit<LiveJobFilters, "limit" | "offset">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(jobListings.status, "live"),
    filters.type ? eq(jobListings.type, filters.type) : undefined,
    filters.category ? eq(jobListings.category, filters.category) : undefined,
    filters.workplace ? eq(jobListings.workplace, filters.workplace) : undefined,
    filters.remote === undefined ? undefined : eq(jobListings.remote, filters.remote),
    filters.location ? ilike(jobListings.location, containsPattern(filters.location)) : undefined,
    filters.companyId === undefined ? undefined : eq(jobListings.companyId, filters.companyId),
    ...filters.words.map((word) => sql`${searchableText} ilike ${containsPattern(word)}`),
  ];
  return and(...conditions);
}

const listingWithCompanyColumns = {
  ...getTableColumns(jobListings),
  companySlug: jobCompanies.slug,
  companyInitials: jobCompanies.initials,
  companyTone: jobCompanies.tone,
  companyPerks: jobCompanies.perks,
};

function selectListings(orm: Orm) {
  return orm
    .select(listingWithCompanyColumns)
    .from(jobListings)
    .leftJoin(jobCompanies, eq(jobListings.companyId, jobCompanies.id));
}

export async function listLiveJobs(
  orm: Orm,
  filters: LiveJobFilters,
): Promise<{ rows: ListingWithCompany[]; total: number }> {
  const where = liveJobConditions(filters);
  const [rows, [totalRow]] = await Promise.all([
    selectListings(orm)
      .where(where)
      .orderBy(desc(jobListings.publishedAt), desc(jobListings.id))
      .limit(filters.limit)
      .offset(filters.offset),
    orm.select({ n: count() }).from(jobListings).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** By numeric id or slug; live listings only. */
export async function findLiveJob(
  orm: Orm,
  idOrSlug: number | string,
): Promise<ListingWithCompany | undefined> {
  const key =
    typeof idOrSlug === "number" ? eq(jobListings.id, idOrSlug) : eq(jobListings.slug, idOrSlug);
  const [row] = await selectListings(orm).where(and(key, eq(jobListings.status, "live")));
  return row;
}

export async function listCompaniesWithJobCounts(orm: Orm) {
  return orm
    .select({
      ...getTableColumns(jobCompanies),
      // Qualified by hand: inside the subquery drizzle would leave both columns unqualified.
      liveJobs: sql<number>`(select count(*)::int from job_listings as l where l.company_id = "job_companies"."id" and l.status = 'live')`,
    })
    .from(jobCompanies)
    .orderBy(asc(jobCompanies.name));
}

export async function findCompany(orm: Orm, idOrSlug: number | string) {
  const key =
    typeof idOrSlug === "number" ? eq(jobCompanies.id, idOrSlug) : eq(jobCompanies.slug, idOrSlug);
  const [row] = await orm.select().from(jobCompanies).where(key);
  return row;
}

export async function listCandidates(orm: Orm) {
  return orm.select().from(jobCandidates).orderBy(asc(jobCandidates.id));
}

export async function findCandidate(orm: Orm, idOrSlug: number | string) {
  const key =
    typeof idOrSlug === "number"
      ? eq(jobCandidates.id, idOrSlug)
      : eq(jobCandidates.slug, idOrSlug);
  const [row] = await orm.select().from(jobCandidates).where(key);
  return row;
}

export async function insertJobApplication(
  orm: Orm,
  application: typeof jobApplications.$inferInsert,
): Promise<{ id: string }> {
  return insertedRow(
    await orm.insert(jobApplications).values(application).returning({ id: jobApplications.id }),
    "job_applications",
  );
}

export async function insertJobListing(
  orm: Orm,
  listing: typeof jobListings.$inferInsert,
): Promise<{ id: number }> {
  return insertedRow(
    await orm.insert(jobListings).values(listing).returning({ id: jobListings.id }),
    "job_listings",
  );
}

/** Listings submitted through the form, oldest first (the review queue's order). */
export async function listListingsForReview(orm: Orm, status: JobListingStatus) {
  return orm
    .select()
    .from(jobListings)
    .where(and(eq(jobListings.status, status), sql`${jobListings.submittedBy} is not null`))
    .orderBy(asc(jobListings.createdAt), asc(jobListings.id))
    .limit(200);
}

export async function findListing(orm: Orm, id: number) {
  const [row] = await orm.select().from(jobListings).where(eq(jobListings.id, id));
  return row;
}

/**
 * Decides a pending listing: one conditional UPDATE, so two operators deciding at once
 * cannot both win. Undefined when it was not pending (already decided, or no such listing).
 */
export async function decidePendingListing(
  orm: Orm,
  id: number,
  decision: {
    status: "live" | "rejected";
    decidedBy: string;
    decidedAt: Date;
    rejectionReason?: string;
  },
): Promise<ListingRow | undefined> {
  const [row] = await orm
    .update(jobListings)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: decision.decidedAt,
      rejectionReason: decision.rejectionReason ?? null,
      publishedAt: decision.status === "live" ? decision.decidedAt : null,
    })
    .where(and(eq(jobListings.id, id), eq(jobListings.status, "pending")))
    .returning();
  return row;
}

// --- Seed ---------------------------------------------------------------------------------

/** Inserts what is missing, by slug; existing rows (and their ids) are left alone. */
export async function insertCompaniesIfAbsent(
  orm: Orm,
  rows: (typeof jobCompanies.$inferInsert)[],
): Promise<Map<string, number>> {
  if (rows.length > 0) await orm.insert(jobCompanies).values(rows).onConflictDoNothing();
  const stored = await orm
    .select({ id: jobCompanies.id, slug: jobCompanies.slug })
    .from(jobCompanies);
  return new Map(stored.map((row) => [row.slug, row.id]));
}

export async function insertListingsIfAbsent(
  orm: Orm,
  rows: (typeof jobListings.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await orm
    .insert(jobListings)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: jobListings.id });
  return added.length;
}

export async function insertCandidatesIfAbsent(
  orm: Orm,
  rows: (typeof jobCandidates.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await orm
    .insert(jobCandidates)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: jobCandidates.id });
  return added.length;
}
