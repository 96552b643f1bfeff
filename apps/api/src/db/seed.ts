import { seedOperator, type OperatorSettings } from "../modules/account/users/seed.ts";
import { seedCourses } from "../modules/site/courses/seed.ts";
import { seedForums } from "../modules/site/forums/seed.ts";
import { seedHelpCenter } from "../modules/site/help/seed.ts";
import { seedJobBoard } from "../modules/site/jobs/seed.ts";
import { seedPlans } from "../modules/site/plans/seed.ts";
import { seedPosts } from "../modules/site/posts/seed.ts";
import { seedStories } from "../modules/site/stories/seed.ts";
import type { Orm } from "./client.ts";

export { defaultOperatorEmail } from "../modules/account/users/seed.ts";

/** The slice of a pino logger the seed uses; Fastify's `app.log` fits. */
export type SeedLogger = { info(message: string): void; warn(message: string): void };

export type SeedContent = {
  /** The blog and knowledge-base articles (Markdown files); none are seeded when absent. */
  postsContentDir?: string;
};

/** Everything the first start needs. Safe to run on every start and on several instances. */
export async function seedDatabase(
  orm: Orm,
  config: OperatorSettings,
  log: SeedLogger,
  content: SeedContent = {},
) {
  await seedOperator(orm, config, log);
  if (content.postsContentDir) await seedPosts(orm, content.postsContentDir, log);
  await seedCourses(orm, log);
  await seedForums(orm, log);
  await seedHelpCenter(orm, log);
  await seedJobBoard(orm, log);
  await seedPlans(orm);
  await seedStories(orm);
}
