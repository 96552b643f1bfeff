import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/client.ts";
import { assets, auditLog, trials, workspaces } from "../../../db/schema.ts";
import { newAccount } from "../../../test-support/accounts.ts";
import { totpCode } from "../auth/totp.ts";
import { operatorCredentials, validTrial } from "./test-helpers.ts";

const apiDir = path.resolve(import.meta.dirname, "../../../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

type Server = { child: ChildProcess; output: () => string };

/** The real server (src/main.ts) as a child process, as production runs it. */
async function startServer(port: number, dataDir: string): Promise<Server> {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      OPERATOR_EMAIL: operatorCredentials.operatorEmail,
      OPERATOR_PASSWORD: operatorCredentials.operatorPassword,
      // Slow steps, so the test can kill the server in the middle of a deployment.
      TRIAL_DEPLOY_STEP_DELAY_MS: "1500",
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready:\n${output}`);
}

async function stop(server: Server, signal: NodeJS.Signals) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill(signal);
  await exited;
}

async function until<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a server killed in the middle of a trial deployment", () => {
  const servers: Server[] = [];
  let dataDir = "";
  afterAll(async () => {
    for (const server of servers) await stop(server, "SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("finishes the deployment after a restart, exactly once", { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-crash-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(port, dataDir);
    servers.push(first);

    const json = async (response: Response) => {
      const body = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${body}`);
      return JSON.parse(body);
    };
    const login = async (email: string, password: string) =>
      (
        await json(
          await fetch(`${base}/api/customer/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ username: email, password }),
          }),
        )
      ).access_token as string;
    /** The console needs two-step sign-in: set up an app with a password session, then use it. */
    const twoStepLogin = async (email: string, password: string) => {
      const session = await login(email, password);
      const { secret } = await json(await call(session, "/api/user/me/security/totp", {}));
      const code = totpCode(secret, new Date());
      await json(await call(session, "/api/user/me/security/totp/confirm", { code }));
      const step = await json(
        await fetch(`${base}/api/customer/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ username: email, password }),
        }),
      );
      // The next step's code: the one that switched the app on may still be current.
      const next = totpCode(secret, new Date(Date.now() + 30_000));
      const answer = { token: step.token, code: next };
      return (await json(await call("", "/api/customer/auth/second-factor", answer)))
        .access_token as string;
    };
    const call = (token: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const account = newAccount("crash");
    await json(
      await fetch(`${base}/api/customer/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(account),
      }),
    );
    const customer = await login(account.email, account.password);
    const trial = await json(await call(customer, "/api/customer/trial/create", validTrial()));
    const operator = await twoStepLogin(
      operatorCredentials.operatorEmail,
      operatorCredentials.operatorPassword,
    );
    await json(await call(operator, `/api/admin/trials/${trial.id}/approve`, {}));

    // Kill the server once the deployment is under way but not finished.
    const midway = await until(
      async () => {
        const { trial: current } = await json(await call(customer, "/api/customer/trial"));
        return current.status === "deploying" && current.deploy_step >= 1 ? current : undefined;
      },
      30_000,
      "the deployment to start",
    );
    expect(midway.deploy_step).toBeLessThan(midway.deploy_steps);
    await stop(first, "SIGKILL");

    const second = await startServer(port, dataDir);
    servers.push(second);
    const finished = await until(
      async () => {
        const { trial: current } = await json(await call(customer, "/api/customer/trial"));
        return current.status === "active" ? current : undefined;
      },
      60_000,
      "the deployment to finish after the restart",
    );
    expect(finished).toMatchObject({
      deploy_step: 4,
      app_url: `http://${trial.app_domain}.localhost:${port}`,
      workspace: { read_only: false },
    });
    await stop(second, "SIGTERM");

    // Look at what is stored: one workspace, one set of sample assets, one activation.
    const database = await openDatabase({ driver: "pglite", dataDir: `${dataDir}/pglite` });
    try {
      const orm = database.orm;
      const tenants = await orm.select().from(workspaces).where(eq(workspaces.trialId, trial.id));
      expect(tenants).toHaveLength(1);
      const [samples] = await orm
        .select({ n: count() })
        .from(assets)
        .where(and(eq(assets.tenantId, tenants[0]?.id ?? ""), eq(assets.isSample, true)));
      expect(samples?.n).toBe(6);
      const activations = await orm
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, trial.id), eq(auditLog.action, "trial.active")));
      expect(activations).toHaveLength(1);
      const [stored] = await orm.select().from(trials).where(eq(trials.id, trial.id));
      expect(stored?.status).toBe("active");
    } finally {
      await database.close();
    }
  });
});
