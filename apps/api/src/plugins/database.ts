import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { seedDatabase } from "../db/seed.ts";
import { defaultPostsContentDir } from "../modules/site/posts/seed.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

export type DatabasePluginOptions = {
  config: AppConfig;
  /** Tests pass an already opened database; the app closes it either way. */
  database?: Database | undefined;
  /** Where the seed reads the Markdown articles; defaults to the shipped ones. */
  postsContentDir?: string | undefined;
};

/** Opens the database, migrates it, seeds it, and closes it when the app closes. */
export const databasePlugin = fp(
  async (
    app: FastifyInstance,
    { config, database: given, postsContentDir }: DatabasePluginOptions,
  ) => {
    const database =
      given ??
      (await openConfiguredDatabase(config, (error) =>
        app.log.error({ err: error }, "idle database connection failed"),
      ));
    app.decorate("db", database);
    app.addHook("onClose", () => database.close());

    app.log.info(`Database: ${database.description}`);
    try {
      await database.migrate();
      await seedDatabase(database.orm, config, app.log, {
        postsContentDir: postsContentDir ?? defaultPostsContentDir,
      });
    } catch (error) {
      await database.close();
      throw error;
    }
  },
  { name: "database", dependencies: ["config"] },
);

/** The database the configuration names; also what scripts/seed-scale.ts opens. */
export function openConfiguredDatabase(config: AppConfig, onPoolError?: (error: Error) => void) {
  if (config.databaseUrl) {
    return openDatabase({ driver: "postgres", url: config.databaseUrl, onPoolError });
  }
  return openDatabase({ driver: "pglite", dataDir: `${config.dataDir}/pglite` });
}
