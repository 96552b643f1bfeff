import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { newAccount } from "../support/accounts.ts";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { withVirtualAuthenticator } from "../support/webauthn.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Issue 24: a passkey added on the main site signs in on the workspace's own origin too, alone
 * or as the second step, when the site's RP ID is a parent of the workspace's host. Browsers
 * take a single label such as `localhost` for a public suffix, so this story runs under a
 * dotted test domain: Chromium maps fleetward.test and its subdomains to this machine and
 * treats both origins as secure, as HTTPS would make them in production.
 */

const owner = newAccount("passkey.owner");
const appDomain = `keys-${Date.now().toString(36)}`;
let workspace: WorkspaceServer;
let browser: Browser;
let site = "";
let workspaceOrigin = "";

before(async () => {
  workspace = await startWorkspaceServer("passkeys", owner, appDomain, (baseUrl) => ({
    PUBLIC_URL: baseUrl.replace("127.0.0.1", "fleetward.test"),
    APP_HOST: "fleetward.test",
  }));
  const port = new URL(workspace.server.baseUrl).port;
  site = `http://fleetward.test:${port}`;
  workspaceOrigin = `http://${appDomain}.fleetward.test:${port}`;
  browser = await launchBrowser([
    "--host-resolver-rules=MAP *.fleetward.test 127.0.0.1, MAP fleetward.test 127.0.0.1",
    `--unsafely-treat-insecure-origin-as-secure=${site},${workspaceOrigin}`,
  ]);
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
});

describe("passkeys on the workspace's own origin", () => {
  it("sign in alone, and as the step after the password", async () => {
    const visitor = await newVisitorPage(browser);
    const { page, errors } = visitor;
    const authenticator = await withVirtualAuthenticator(visitor);
    const token = await workspace.signInApi(owner);
    await page.goto(`${site}/login`, { waitUntil: "networkidle" });
    await page.evaluate((stored) => localStorage.setItem("token", stored), token);
    await page.goto(`${site}/user-setting`, { waitUntil: "networkidle" });
    await page.getByLabel("Name of the passkey").fill("Office laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByTestId("passkey").getByText("Office laptop").waitFor();

    await page.goto(`${workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.getByTestId("signed-in-as").getByText("Owner").waitFor();

    await page.evaluate(() => localStorage.removeItem("token"));
    await page.goto(`${workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await page.getByLabel("Work e-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Use your passkey" }).click();
    await page.getByTestId("signed-in-as").getByText("Owner").waitFor();

    const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
      authenticatorId: authenticator.authenticatorId,
    });
    assert.equal(credentials.length, 1);
    assert.equal(credentials[0]?.rpId, "fleetward.test");
    assert.deepEqual(errors, []);
  });
});
