import assert from "node:assert/strict";
import { rm } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { registerAndSignIn } from "../support/accounts.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { newDataDir, startServer, type RunningServer } from "../support/server.ts";
import { deployTrialWorkspace } from "../support/workspace.ts";

/*
 * A new workspace's first day (issue 22): its address opens the dashboard with the
 * getting-started checklist first; a step ticks itself off once done; the dashboard's cards
 * and status chart agree; a checked-out asset reads "Checked out" in the register and on its
 * page. In light, dark and Arabic (right to left), on a desktop and at 390 px, without
 * sideways scrolling and without a serious axe violation.
 */

const appDomain = "firstday";
const owner = {
  username: "fay.owner",
  email: "fay.owner@example.com",
  password: "Copper-Lantern-83-Heron",
  accept_terms: true,
};

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let workspaceOrigin: string;

before(async () => {
  dataDir = await newDataDir("fleetward-e2e-first-day-");
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
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signInApi(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/customer/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: owner.email, password: owner.password }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The big figure of a stat card. */
const figure = async (page: Page, key: string) =>
  Number((await page.getByTestId(`stat-${key}`).innerText()).split("\n")[0]);

/** The status chart's table: [label, count] per row. */
async function statusTable(page: Page): Promise<[string, number][]> {
  const table = page
    .getByRole("figure", { name: "Assets by status" })
    .getByRole("table", { name: "Assets by status" });
  const rows = table.locator("tbody tr");
  const out: [string, number][] = [];
  for (let index = 0; index < (await rows.count()); index++) {
    const row = rows.nth(index);
    out.push([
      (await row.locator("th").innerText()).trim(),
      Number((await row.locator("td").innerText()).trim()),
    ]);
  }
  return out;
}

describe("a workspace's first day, end to end", () => {
  it("opens on the checklist, with figures that agree and checked-out assets said so", async () => {
    const { context, page, errors } = await newVisitorPage(browser);
    await page.goto(`${workspaceOrigin}/`, { waitUntil: "networkidle" });
    assert.equal(new URL(page.url()).pathname, "/workspace/dashboard");
    await page.getByRole("heading", { name: "Sign in to your workspace" }).waitFor();
    await page.getByLabel("Work e-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    const checklist = page.getByTestId("getting-started");
    await checklist.getByRole("heading", { name: "Get started" }).waitFor();
    assert.equal(await checklist.getByTestId("getting-started-done").innerText(), "0 of 5 done");
    assert.equal(
      await checklist.getByRole("link", { name: "Import a file" }).getAttribute("href"),
      "/workspace/import",
    );

    // The cards and the status chart read the same numbers.
    const [total, checkedOut, inStock] = [
      await figure(page, "total"),
      await figure(page, "checkedOut"),
      await figure(page, "inStock"),
    ];
    assert.deepEqual([total, checkedOut, inStock], [6, 4, 1]);
    const rows = await statusTable(page);
    assert.deepEqual(rows[0], ["Checked out", checkedOut]);
    assert.equal(
      rows.reduce((sum, [, count]) => sum + count, 0),
      total,
    );
    assert.deepEqual(
      rows.find(([label]) => label === "Ready to deploy"),
      ["Ready to deploy", inStock],
    );
    assert.equal(await figure(page, "missing"), 0);
    // Lapsed warranties are flagged, and the card opens exactly the assets it counts.
    const expired = await figure(page, "warrantyExpired");
    assert.ok(expired > 0, "the samples' past warranty ends are flagged");
    await page.getByTestId("stat-warrantyExpired").click();
    await page.waitForURL(/warranty_expired=true/);
    await waitForCount(page.getByTestId("asset-row"), expired);

    // A checked-out asset says so in the register and on its own page.
    await page.goto(`${workspaceOrigin}/workspace?checked_out=true`, { waitUntil: "networkidle" });
    const loan = page.getByTestId("asset-row").filter({ hasText: "Loan laptop 01" });
    assert.equal((await loan.getByTestId("asset-status").innerText()).trim(), "Checked out");
    await loan.getByRole("link", { name: "Loan laptop 01" }).click();
    await page.getByRole("heading", { name: "Loan laptop 01" }).waitFor();
    assert.equal(
      (await page.getByTestId("asset-status").first().innerText()).trim(),
      "Checked out",
    );

    // Doing a step ticks it: remove the sample data from the checklist.
    await page.goto(`${workspaceOrigin}/workspace/dashboard`, { waitUntil: "networkidle" });
    page.once("dialog", (dialog) => void dialog.accept());
    await checklist.getByRole("button", { name: "Remove sample data" }).click();
    await checklist.locator('[data-testid="getting-started-samples"][data-done="true"]').waitFor();
    assert.equal(await checklist.getByTestId("getting-started-done").innerText(), "1 of 5 done");
    assert.equal(await figure(page, "total"), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const view of [
    { name: "en-light", settings: {} },
    { name: "en-dark", settings: { theme: "dark" } },
    { name: "ae-dark", settings: { theme: "dark", locale: "ae", rtlClass: "rtl" } },
  ]) {
    it(`shows the checklist on a desktop and a phone, accessibly (${view.name})`, async () => {
      const token = await signInApi();
      for (const viewport of [
        { label: "desktop", width: 1280, height: 900 },
        { label: "phone", width: 390, height: 844 },
      ]) {
        const { context, page, errors } = await newVisitorPage(browser, { token, viewport });
        await context.addInitScript((settings) => {
          for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, value);
        }, view.settings);
        await page.goto(`${workspaceOrigin}/workspace/dashboard`, { waitUntil: "networkidle" });
        await page.getByTestId("getting-started-samples").waitFor();
        await page.getByTestId("stat-missing").waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, `${view.name} ${viewport.label} scrolls sideways`);
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(errors, []);
        await context.close();
      }
    });
  }
});
