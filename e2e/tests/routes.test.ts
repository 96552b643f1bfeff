import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext } from "playwright-core";
import { newAccount, registerAndSignIn } from "../support/accounts.ts";
import { launchBrowser, watchErrors } from "../support/browser.ts";
import { watchRequests } from "../support/settle.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { protectedRoutes, publicRoutes } from "../support/spec-routes.ts";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let signedIn: BrowserContext;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext();
  signedIn = await browser.newContext();
  const token = await registerAndSignIn(server.baseUrl, newAccount("routes"));
  await signedIn.addInitScript((value) => localStorage.setItem("token", value), token);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function visit(path: string, within = context) {
  const page = await within.newPage();
  const errors = watchErrors(page);
  const requests = watchRequests(page, server.baseUrl);
  const response = await page.goto(server.baseUrl + path, { waitUntil: "load", timeout: 60_000 });
  // The page's data arrives after load: the checks below need the page drawn with it.
  await requests.settled();
  await page.waitForSelector("h1", { timeout: 30_000 });
  return { page, errors, status: response?.status() };
}

describe("every route of spec §2", () => {
  const routes = [
    ...publicRoutes.map((path) => ({ path, within: () => context })),
    ...protectedRoutes.map((path) => ({ path, within: () => signedIn })),
  ];
  for (const { path, within } of routes) {
    it(`${path} renders its page`, async () => {
      const { page, errors, status } = await visit(path, within());
      try {
        assert.equal(status, 200, `HTTP status of ${path}`);
        assert.equal(
          await page.locator("[data-page='not-found']").count(),
          0,
          `${path} showed the 404 page`,
        );
        // A detail page may swap its heading while its data arrives: wait for the settled page.
        await page
          .waitForFunction(() => document.querySelectorAll("h1").length === 1, null, {
            timeout: 15_000,
          })
          .catch(() => undefined);
        assert.equal(await page.locator("h1").count(), 1, `${path} has exactly one h1`);
        assert.notEqual((await page.locator("h1").innerText()).trim(), "");
        assert.match(await page.title(), /Fleetward/);
        const description = await page
          .locator('meta[name="description"]')
          .first()
          .getAttribute("content");
        assert.ok(description && description.length > 10, `${path} has a meta description`);
        assert.deepEqual(errors, []);
      } finally {
        await page.close();
      }
    });
  }
});

describe("the navigation guard", () => {
  for (const path of protectedRoutes) {
    it(`${path} sends a visitor without a token to /login`, async () => {
      const page = await context.newPage();
      try {
        await page.goto(server.baseUrl + path);
        await page.waitForURL(`${server.baseUrl}/login?redirect=${encodeURIComponent(path)}`);
        await page.locator("[data-page='login']").waitFor();
      } finally {
        await page.close();
      }
    });
  }
});

describe("unmatched paths", () => {
  it("render the 404 page with a way home, and answer HTTP 404", async () => {
    const { page, status } = await visit("/anything-else");
    try {
      assert.equal(status, 404);
      assert.equal(await page.locator("[data-page='not-found']").count(), 1);
      await page.getByRole("link", { name: "Back to home" }).click();
      await page.waitForURL(server.baseUrl + "/");
      await page.locator("[data-page='not-found']").waitFor({ state: "detached" });
      assert.equal(await page.locator("h1").count(), 1);
    } finally {
      await page.close();
    }
  });

  it("a reload on a deep link keeps the page", async () => {
    const { page, errors } = await visit("/page-job-detail/2");
    try {
      const heading = await page.locator("h1").innerText();
      await page.reload({ waitUntil: "networkidle" });
      assert.equal(await page.locator("h1").innerText(), heading);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});
