/*
 * Issue 24 asks for every sign-in flow on both engines: the company sign-in story
 * (company-sign-in.test.ts) with the server on a scratch PostgreSQL database. Without
 * TEST_DATABASE_URL there is nothing to run, as for the API tests' PostgreSQL pass.
 */
import { testDatabaseUrl } from "../support/postgres.ts";

process.env.E2E_ENGINE = "postgres";
if (testDatabaseUrl) await import("./company-sign-in.test.ts");
