import assert from "node:assert/strict";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { registerAndSignIn } from "../support/accounts.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { newDataDir, startServer, type RunningServer } from "../support/server.ts";
import { deployTrialWorkspace } from "../support/workspace.ts";

/*
 * The workspace dashboard on the provisioned sample workspace: the owner signs in on it,
 * reads the overdue count and a chart's table. In light and dark, left-to-right and
 * right-to-left, on a desktop and a phone, it fits the screen and axe finds no serious
 * violation; DASHBOARD_SCREENSHOTS=<dir> keeps a picture of each.
 */

const appDomain = "dashboard";
const owner = {
  username: "olu.owner",
  email: "olu.owner@example.com",
  password: "Harbour-Violet-52-Finch",
  accept_terms: true,
};

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let workspaceOrigin: string;
let ownerToken: string;

before(async () => {
  dataDir = await newDataDir("fleetward-e2e-dashboard-");
  const env = () => ({ DATA_DIR: dataDir });
  const first = await startServer(env);
  const token = await registerAndSignIn(first.baseUrl, owner);
  const me = await fetch(`${first.baseUrl}/api/user/me/details`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const ownerId = ((await me.json()) as { id: string }).id;
  await first.stop();
  await deployTrialWorkspace(dataDir, ownerId, appDomain);
  server = await startServer(env);
  workspaceOrigin = `http://${appDomain}.localhost:${new URL(server.baseUrl).port}`;
  ownerToken = await signInApi(owner);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Signs in through the API; answers the bearer token. */
async function signInApi(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/customer/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** With DASHBOARD_SCREENSHOTS set, keeps a full-page picture under that name. */
async function keepScreenshot(page: Page, name: string) {
  const shots = process.env.DASHBOARD_SCREENSHOTS;
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

describe("workspace dashboard, end to end", () => {
  it("shows the owner the sample workspace's numbers, each chart with its table", async () => {
    const { context, page, errors } = await newVisitorPage(browser);
    await page.goto(`${workspaceOrigin}/workspace/dashboard`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Sign in to your workspace" }).waitFor();
    await page.getByLabel("Work e-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();

    const nav = page.getByRole("navigation", { name: "Workspace" });
    const navLinks = await nav.getByRole("link").allTextContents();
    assert.equal(navLinks[0], "Dashboard");
    assert.equal(
      await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current"),
      "page",
    );

    const overdue = page.getByTestId("stat-overdue");
    assert.equal((await overdue.innerText()).split("\n")[0], "1");
    assert.equal(await overdue.getAttribute("href"), "/workspace?overdue=true");
    assert.equal((await page.getByTestId("stat-checkedOut").innerText()).split("\n")[0], "4");
    await page.getByTestId("overdue-checkins").getByText("Loan laptop 01").waitFor();

    // The status chart's text alternative: a table screen readers find by its caption.
    const statusChart = page.getByRole("figure", { name: "Assets by status" });
    const table = statusChart.getByRole("table", { name: "Assets by status" });
    // A "Checked out" row first (the card's 4), then each of the six default labels' assets not
    // checked out ("Lost or stolen" included, ADR 0042).
    assert.equal(await table.getByRole("row").count(), 1 + 1 + 6);
    assert.deepEqual(await table.getByRole("row").nth(1).getByRole("cell").allInnerTexts(), ["4"]);
    assert.equal(await statusChart.locator("svg.recharts-surface").count(), 1);

    // Asked for, the table replaces the chart and links each label to the filtered register.
    await statusChart.getByRole("button", { name: "Show as table" }).click();
    assert.equal(await statusChart.locator("svg.recharts-surface").count(), 0);
    await table.getByRole("link", { name: "In repair" }).waitFor();
    assert.match(
      (await table.getByRole("link", { name: "In repair" }).getAttribute("href")) ?? "",
      /^\/workspace\?status_label_id=[0-9a-f-]{36}&checked_out=false$/,
    );
    await keepScreenshot(page, "status-table");
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const view of [
    { name: "en-light", settings: {} },
    { name: "en-dark", settings: { theme: "dark" } },
    { name: "ae-dark", settings: { theme: "dark", locale: "ae", rtlClass: "rtl" } },
  ]) {
    it(`fits a desktop and a phone screen, accessibly (${view.name})`, async () => {
      for (const viewport of [
        { label: "desktop", width: 1280, height: 900 },
        { label: "phone", width: 390, height: 844 },
      ]) {
        const { context, page, errors } = await newVisitorPage(browser, {
          token: ownerToken,
          viewport,
        });
        await context.addInitScript((settings) => {
          for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, value);
        }, view.settings);
        await page.goto(`${workspaceOrigin}/workspace/dashboard`, { waitUntil: "networkidle" });
        await page.getByTestId("chart-location").locator("svg.recharts-surface").waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, `${view.name} ${viewport.label} scrolls sideways`);
        assert.deepEqual(await seriousViolations(page), []);
        await keepScreenshot(page, `${view.name}-${viewport.label}`);
        assert.deepEqual(errors, []);
        await context.close();
      }
    });
  }
});
