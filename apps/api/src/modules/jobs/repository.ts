import type { Orm } from "../../db/client.ts";
import { insertedRow } from "../../db/rows.ts";
import { jobApplications, jobPostings } from "../../db/schema.ts";

export async function insertJobApplication(
  orm: Orm,
  application: typeof jobApplications.$inferInsert,
): Promise<{ id: string }> {
  return insertedRow(
    await orm.insert(jobApplications).values(application).returning({ id: jobApplications.id }),
    "job_applications",
  );
}

export async function insertJobPosting(
  orm: Orm,
  posting: typeof jobPostings.$inferInsert,
): Promise<{ id: string }> {
  return insertedRow(
    await orm.insert(jobPostings).values(posting).returning({ id: jobPostings.id }),
    "job_postings",
  );
}
