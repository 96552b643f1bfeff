import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { seriousViolations } from "../support/axe.ts";
import { newAccount, registerAndSignIn } from "../support/accounts.ts";
import { launchBrowser } from "../support/browser.ts";
import { tabTo } from "../support/keyboard.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { watchRequests } from "../support/settle.ts";
import { protectedRoutes, publicRoutes } from "../support/spec-routes.ts";

/*
 * axe-core on every route of spec §2 in light, dark and Arabic (RTL): no serious or critical
 * violation. Plus keyboard-only walks through sign-in and sign-up.
 */

type Variant = { name: string; settings: Record<string, string> };
const variants: Variant[] = [
  { name: "light", settings: { theme: "light" } },
  { name: "dark", settings: { theme: "dark" } },
  { name: "ae (RTL)", settings: { theme: "light", locale: "ae" } },
];

let server: RunningServer;
let browser: Browser;
let token = "";

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await registerAndSignIn(server.baseUrl, newAccount("a11y"));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

// A11Y_VARIANTS=light,dark narrows a local run; CI runs all three.
const chosen = process.env.A11Y_VARIANTS?.split(",");
for (const variant of variants.filter((v) => !chosen || chosen.includes(v.name.split(" ")[0]!))) {
  describe(`axe on every route, ${variant.name}`, () => {
    it("finds no serious or critical violation", async () => {
      const context = await browser.newContext();
      await context.addInitScript(
        ([settings, session]) => {
          for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, value);
          if (session) localStorage.setItem("token", session);
        },
        [variant.settings, token] as const,
      );
      const failures: string[] = [];
      try {
        for (const path of [...publicRoutes, ...protectedRoutes]) {
          const page = await context.newPage();
          const requests = watchRequests(page, server.baseUrl);
          await page.goto(server.baseUrl + path, { waitUntil: "load", timeout: 60_000 });
          // Data arrives after load: check the page as drawn with it.
          await requests.settled();
          await page.waitForSelector("h1", { timeout: 30_000 });
          const found = await seriousViolations(page);
          if (found.length) failures.push(`${path}\n  ${found.join("\n  ")}`);
          await page.close();
        }
      } finally {
        await context.close();
      }
      assert.deepEqual(failures, [], failures.join("\n"));
    });
  });
}

describe("keyboard only", () => {
  it("signs up and signs in without a mouse", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const id = `${Date.now().toString(36)}k`;
    const email = `keys.${id}@example.com`;
    const password = `Juniper-Keystone-${id}`;

    const tab = (selector: string) => tabTo(page, selector);

    await page.goto(`${server.baseUrl}/signup`, { waitUntil: "networkidle" });
    await tab("input[autocomplete=username]");
    await page.keyboard.type(`keys_${id}`);
    await tab("input[autocomplete=email]");
    await page.keyboard.type(email);
    await tab("input[autocomplete=new-password]");
    await page.keyboard.type(password);
    await tab("input[type=checkbox]");
    await page.keyboard.press("Space");
    await tab("button[type=submit]");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/auth-signup-success/);

    await page.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await tab("input[autocomplete=email]");
    await page.keyboard.type(email);
    await tab("input[autocomplete=current-password]");
    await page.keyboard.type(password);
    await tab("button[type=submit]");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/user-profile/);
    await context.close();
  });

  it("requests a trial without a mouse", async () => {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem("token", value), token);
    const page = await context.newPage();
    const domain = `keys-${Date.now().toString(36)}`;
    await page.goto(`${server.baseUrl}/terms-trial`, { waitUntil: "networkidle" });

    const typeInto = async (name: string, text: string) => {
      await tabTo(page, `[name=${name}]`);
      await page.keyboard.type(text);
    };
    await typeInto("company_name", "Keyboard Logistics Ltd");
    await typeInto("app_name", "Keyboard Logistics");
    await typeInto("app_domain", domain);
    await typeInto("company_email", "it@keyboard-logistics.example");
    await typeInto("phone", "+44 20 7946 0000");
    await typeInto("street_address", "1 Tab Street");
    await typeInto("building", "Floor 2");
    await typeInto("postal_code", "EC1A 1BB");
    await typeInto("city", "London");
    // A closed <select> changes with the arrow keys.
    await tabTo(page, "select[name=country]");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, "select[name=title]");
    await page.keyboard.press("ArrowDown");
    await typeInto("first_name", "Kim");
    await typeInto("last_name", "Keys");
    await typeInto("position", "IT manager");
    await typeInto("department", "IT");
    await tabTo(page, "input[name=accept_terms]");
    await page.keyboard.press("Space");
    await tabTo(page, "button[type=submit]");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/user-profile/);
    await page.locator('[data-trial-state="pending_approval"]').waitFor();
    await context.close();
  });
});
