import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { authenticatorCode, newAccount, setUpAuthenticatorApp } from "../support/accounts.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Issue 24: a workspace that requires two-step sign-in. Its owner switches the policy on from
 * a two-step session; on the workspace's own sign-in screen the password then leads to the
 * code, and a session of the password alone is refused with how to set a factor up.
 */

const owner = newAccount("two.step.owner");
const appDomain = `twostep-${Date.now().toString(36)}`;
let workspace: WorkspaceServer;
let browser: Browser;
let secret = "";
let recoveryCodes: string[] = [];
/** A session of the password alone, opened before the owner set up the app. */
let passwordOnly = "";

before(async () => {
  workspace = await startWorkspaceServer("two-step", owner, appDomain);
  browser = await launchBrowser();
  passwordOnly = await workspace.signInApi(owner);
  ({ secret, recoveryCodes } = await setUpAuthenticatorApp(workspace.server.baseUrl, owner));
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
});

/** A session opened with the password and a recovery code, through the API. */
async function twoStepToken() {
  const base = workspace.server.baseUrl;
  const step = await fetch(`${base}/api/customer/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: owner.email, password: owner.password }),
  });
  const { token } = (await step.json()) as { token: string };
  const session = await fetch(`${base}/api/customer/auth/second-factor`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, recovery_code: recoveryCodes[0] }),
  });
  assert.equal(session.status, 200, await session.clone().text());
  return ((await session.json()) as { access_token: string }).access_token;
}

describe("a workspace that requires two-step sign-in", () => {
  it("is switched on from a two-step session; the workspace sign-in then asks for the code", async () => {
    const token = await twoStepToken();
    const switched = await workspace.api(token, "PATCH", "/api/workspace/settings", {
      require_two_step: true,
    });
    assert.equal(switched.status, 200, await switched.clone().text());

    const { page, errors } = await newVisitorPage(browser);
    await workspace.signInOnPage(page, owner);
    await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Use your passkey" }).count(), 0);
    assert.deepEqual(await seriousViolations(page), []);
    // The app's next code: the one that switched it on may still be the current one.
    await page.getByLabel("Authentication code").fill(authenticatorCode(secret, 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByTestId("signed-in-as").getByText("Owner").waitFor();
    assert.deepEqual(errors, []);
  });

  it("refuses a session of the password alone and says how to set a factor up", async () => {
    const { page } = await newVisitorPage(browser);
    // A session opened before the owner set up the app still lives, but not in here.
    await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await page.evaluate((stored) => localStorage.setItem("token", stored), passwordOnly);
    await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Two-step sign-in required" }).waitFor();
    await page.getByRole("link", { name: "account settings" }).waitFor();
  });
});
