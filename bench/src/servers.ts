import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createScratchDatabase } from "../../e2e/support/postgres.ts";
import { startServer, type RunningServer } from "../../e2e/support/server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

export const benchOperator = {
  email: "bench-operator@example.com",
  password: "Bench-Quartz-Lantern-42",
};

/**
 * The product's built server on PGlite, or on a scratch PostgreSQL database when `postgresUrl`
 * is given. TRUST_PROXY lets the login storm present many client addresses, as a load balancer
 * would, instead of tripping the per-address limit in the first second.
 */
export async function startProduct(
  postgresUrl?: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const scratch = postgresUrl
    ? await createScratchDatabase(postgresUrl, "fleetward_bench")
    : undefined;
  const server = await startServer(() => ({
    LOG_LEVEL: "error",
    TRUST_PROXY: "true",
    OPERATOR_EMAIL: benchOperator.email,
    OPERATOR_PASSWORD: benchOperator.password,
    // The fleet bench enrols thousands of hosts with one secret in seconds.
    OSQUERY_ENROLLS_PER_MINUTE: "1000000",
    // …and all of them come from this one address.
    OSQUERY_REQUESTS_PER_ADDRESS_PER_MINUTE: "10000000",
    // …into one workspace, past its default device quota when FLEET_BENCH_HOSTS asks for it.
    QUOTA_DEVICES: "1000000",
    ...env,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  }));
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await scratch?.drop();
    },
  };
}

export async function startHelloWorld(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const child: ChildProcess = fork(path.join(here, "hello-server.ts"), {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (value) => resolve(Number(value)));
    child.once("exit", (code) => reject(new Error(`hello-world server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Is a PostgreSQL server answering at `url`? */
export async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
