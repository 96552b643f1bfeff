import assert from "node:assert/strict";
import { rm } from "node:fs/promises";
import type { Page } from "playwright-core";
import { registerAndSignIn, type TestAccount } from "./accounts.ts";
import { findLink, startMailbox } from "./mailbox.ts";
import { createScratchDatabase, e2eEngine, testDatabaseUrl } from "./postgres.ts";
import { newDataDir, startServer, type RunningServer } from "./server.ts";
import { deployTrialWorkspace } from "./workspace.ts";

type Credentials = { email: string; password: string };

/** A scratch PostgreSQL database when this process runs on PostgreSQL (E2E_ENGINE). */
async function scratchPostgres() {
  if (e2eEngine() !== "postgres") return undefined;
  if (!testDatabaseUrl) throw new Error("E2E_ENGINE=postgres needs TEST_DATABASE_URL");
  return createScratchDatabase(testDatabaseUrl);
}

/**
 * A server with a mailbox and a deployed workspace at `appDomain` owned by `owner`, plus the
 * calls the workspace tests make against it, on the engine of `e2eEngine()`. On PGlite the
 * server is restarted around the deployment: embedded PGlite has one writer.
 */
export async function startWorkspaceServer(
  prefix: string,
  owner: TestAccount,
  appDomain: string,
  /** More environment for the server, e.g. POLICY_ALERT_INTERVAL_SECONDS (given its base URL). */
  extraEnv: Record<string, string> | ((baseUrl: string) => Record<string, string>) = {},
) {
  const dataDir = await newDataDir(`fleetward-e2e-${prefix}-`);
  const mailbox = await startMailbox();
  const scratch = await scratchPostgres();
  const env = (baseUrl: string) => ({
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    ...(scratch && { DATABASE_URL: scratch.url }),
    ...(typeof extraEnv === "function" ? extraEnv(baseUrl) : extraEnv),
  });
  let server: RunningServer = await startServer(env);
  const token = await registerAndSignIn(server.baseUrl, owner);
  const me = await fetch(`${server.baseUrl}/api/user/me/details`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const ownerId = ((await me.json()) as { id: string }).id;
  if (scratch) {
    await deployTrialWorkspace(dataDir, ownerId, appDomain, undefined, scratch.url);
  } else {
    await server.stop();
    await deployTrialWorkspace(dataDir, ownerId, appDomain);
    server = await startServer(env);
  }
  const workspaceOrigin = `http://${appDomain}.localhost:${new URL(server.baseUrl).port}`;

  return {
    server,
    mailbox,
    workspaceOrigin,
    async stop() {
      await server.stop();
      await mailbox.stop();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    /** Signs in through the API; answers the bearer token. */
    async signInApi(account: Credentials): Promise<string> {
      const response = await fetch(`${server.baseUrl}/api/customer/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: account.email, password: account.password }),
      });
      assert.equal(response.status, 200);
      return ((await response.json()) as { access_token: string }).access_token;
    },
    /** A call to this workspace's API from outside the browser (the main host, X-Workspace). */
    api(token: string | null, method: string, url: string, body?: unknown) {
      return fetch(`${server.baseUrl}${url}`, {
        method,
        headers: {
          "x-workspace": appDomain,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
    /** The link of the invitation e-mail sent to `email`. */
    async invitationLink(email: string): Promise<string> {
      const mail = await mailbox.waitFor((message) => message.to.includes(email));
      return findLink(mail.raw, workspaceOrigin, "/workspace/invitation");
    },
    /** Signs in on the workspace's own sign-in screen. */
    async signInOnPage(page: Page, account: Credentials) {
      await page.goto(`${workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "Sign in to your workspace" }).waitFor();
      await page.getByLabel("Work e-mail").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Sign in" }).click();
    },
  };
}
export type WorkspaceServer = Awaited<ReturnType<typeof startWorkspaceServer>>;
