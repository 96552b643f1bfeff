import type { Orm } from "../../db/client.ts";
import { jobApplications, jobPostings } from "../../db/schema.ts";

export async function insertJobApplication(
  orm: Orm,
  application: typeof jobApplications.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await orm
    .insert(jobApplications)
    .values(application)
    .returning({ id: jobApplications.id });
  if (!row) throw new Error("insert into job_applications returned no row");
  return row;
}

export async function insertJobPosting(
  orm: Orm,
  posting: typeof jobPostings.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await orm.insert(jobPostings).values(posting).returning({ id: jobPostings.id });
  if (!row) throw new Error("insert into job_postings returned no row");
  return row;
}
