import type { AppConfig } from "../config.ts";
import { generatePassword, hashPassword } from "../modules/account/auth/password.ts";
import { seedCourses } from "../modules/site/courses/seed.ts";
import { seedForums } from "../modules/site/forums/seed.ts";
import { seedHelpCenter } from "../modules/site/help/seed.ts";
import { seedJobBoard } from "../modules/site/jobs/seed.ts";
import { seedPlans } from "../modules/site/plans/seed.ts";
import { seedPosts } from "../modules/site/posts/seed.ts";
import { seedStories } from "../modules/site/stories/seed.ts";
import { findUserByEmail, insertUserIfAbsent } from "../modules/account/users/repository.ts";
import type { Orm } from "./client.ts";

export const defaultOperatorEmail = "operator@fleetward.local";

/** The slice of a pino logger the seed uses; Fastify's `app.log` fits. */
export type SeedLogger = { info(message: string): void; warn(message: string): void };
type OperatorSettings = Pick<AppConfig, "operatorEmail" | "operatorPassword">;

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

/**
 * Creates the operator account once. An existing account is never changed, so a
 * password rotated in the app survives restarts with the old OPERATOR_PASSWORD still set.
 */
export async function seedOperator(orm: Orm, config: OperatorSettings, log: SeedLogger) {
  const email = (config.operatorEmail ?? defaultOperatorEmail).toLowerCase();
  if (await findUserByEmail(orm, email)) return;

  const password = config.operatorPassword ?? generatePassword();
  const created = await insertUserIfAbsent(orm, {
    username: email.split("@")[0] ?? "operator",
    email,
    passwordHash: await hashPassword(password),
    role: "operator",
    firstName: "Operator",
    emailConfirmedAt: new Date(),
  });

  if (!created) {
    // Lost a race with another instance, or the username belongs to someone else.
    if (!(await findUserByEmail(orm, email))) {
      log.warn(`Operator account ${email} not created: its username is already taken`);
    }
    return;
  }
  if (config.operatorPassword) {
    log.info(`Operator account created for ${email} with the password from OPERATOR_PASSWORD`);
  } else {
    // Shown exactly once: only the instance whose insert succeeded gets here.
    log.warn(`Operator account created — sign in with ${email} / ${password}`);
  }
}
