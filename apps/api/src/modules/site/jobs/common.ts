import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import type { Clock } from "../../../lib/clock.ts";

/** What the job board needs from the app; routes build it from the Fastify instance. */
export type JobsDeps = {
  orm: Orm;
  jobs: PgBoss;
  clock: Clock;
  publicUrl: string;
  /** CVs are written to `<dataDir>/job-applications/`. */
  dataDir: string;
};
