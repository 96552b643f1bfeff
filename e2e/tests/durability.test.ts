import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { newAccount, registerAndSignIn, signIn } from "../support/accounts.ts";
import { createScratchDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { startServer } from "../support/server.ts";

/*
 * A committed write (a registration, a trial request) survives the process being killed right after it answered: on PGlite
 * (fsync off: it survives a killed process, not a power cut — see the README) and on PostgreSQL.
 */

type Backend = {
  name: string;
  prepare(): Promise<{ env: Record<string, string>; dataDir: string; cleanup(): Promise<void> }>;
};

const pglite: Backend = {
  name: "PGlite",
  async prepare() {
    const dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-durable-"));
    return { env: {}, dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

const postgres: Backend = {
  name: "PostgreSQL",
  async prepare() {
    const scratch = await createScratchDatabase(testDatabaseUrl!);
    const dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-durable-"));
    return {
      env: { DATABASE_URL: scratch.url },
      dataDir,
      cleanup: async () => {
        await scratch.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const trialRequest = {
  company_name: "Durable Freight Ltd",
  app_name: "Durable Freight",
  company_email: "it@durable-freight.example",
  phone: "+44 20 7946 0001",
  street_address: "2 Kill Lane",
  building: "Unit 9",
  postal_code: "M1 1AE",
  city: "Manchester",
  country: "GB",
  first_name: "Dana",
  last_name: "Reyes",
  title: "Dr",
  position: "IT lead",
  department: "Operations",
  accept_terms: true,
};

for (const backend of testDatabaseUrl ? [pglite, postgres] : [pglite]) {
  describe(`durability on ${backend.name}`, () => {
    it("keeps a registration and a trial request committed just before a SIGKILL", async () => {
      const { env, dataDir, cleanup } = await backend.prepare();
      try {
        const account = newAccount("durable");
        const first = await startServer(() => env, { dataDir });
        const token = await registerAndSignIn(first.baseUrl, account);
        const domain = `durable-${Date.now().toString(36)}`;
        const requested = await fetch(`${first.baseUrl}/api/customer/trial/create`, {
          ...json({ ...trialRequest, app_domain: domain }),
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        });
        assert.equal(requested.status, 201, await requested.text());
        await first.kill();

        const second = await startServer(() => env, { dataDir });
        try {
          const again = await signIn(second.baseUrl, account);
          const trial = await fetch(`${second.baseUrl}/api/customer/trial`, {
            headers: { authorization: `Bearer ${again}` },
          });
          assert.equal(trial.status, 200);
          assert.match(await trial.text(), new RegExp(`"app_domain":"${domain}"`));
          const taken = await fetch(
            `${second.baseUrl}/api/customer/auth/register`,
            json({ ...account, accept_terms: true }),
          );
          assert.equal(taken.status, 409, "the username is still taken after the restart");
        } finally {
          await second.stop();
        }
      } finally {
        await cleanup();
      }
    });
  });
}
