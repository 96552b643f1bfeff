import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Polish of issue 22 (docs/decisions/0045): in Arabic the default status labels and the
 * policy library read in Arabic; the register sorts names naturally (2 before 10); the
 * workspace currency set in settings is the one a licence and an asset entered without a
 * currency show. Light and dark, desktop and a 390 px phone, axe on each page.
 */

const owner = {
  username: "nia.owner",
  email: "nia.owner@example.com",
  password: "Quarry-Lantern-81-Heron",
  accept_terms: true,
};

let workspace: WorkspaceServer;
let browser: Browser;
let token: string;
let licenseId: string;
let assetId: string;

async function created(response: Response): Promise<{ id: string }> {
  assert.equal(response.status, 201, await response.clone().text());
  return (await response.json()) as { id: string };
}

before(async () => {
  workspace = await startWorkspaceServer("builtins", owner, "builtins");
  token = await workspace.signInApi(owner);
  const settings = await workspace.api(token, "PATCH", "/api/workspace/settings", {
    currency: "CHF",
  });
  assert.equal(settings.status, 200);
  for (const name of ["Natural 10", "Natural 2", "Natural 1", "Natural 11"]) {
    await created(await workspace.api(token, "POST", "/api/workspace/assets", { name }));
  }
  assetId = (
    await created(
      await workspace.api(token, "POST", "/api/workspace/assets", {
        name: "Costed dock",
        purchase_cost: "240.00",
      }),
    )
  ).id;
  licenseId = (
    await created(
      await workspace.api(token, "POST", "/api/workspace/licenses", {
        name: "Design suite",
        seats: 2,
        purchase_cost: "300.00",
      }),
    )
  ).id;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
});

const looks = [
  { name: "light desktop", theme: "light", viewport: { width: 1280, height: 900 } },
  { name: "dark phone", theme: "dark", viewport: { width: 390, height: 844 } },
] as const;

async function open(look: (typeof looks)[number], locale: string) {
  const visitor = await newVisitorPage(browser, { token, viewport: look.viewport });
  await visitor.context.addInitScript(
    ([theme, language]) => {
      localStorage.setItem("theme", theme);
      localStorage.setItem("locale", language);
    },
    [look.theme, locale] as const,
  );
  return visitor;
}

async function go(page: Page, path: string) {
  await page.goto(`${workspace.workspaceOrigin}${path}`, { waitUntil: "networkidle" });
}

async function accessible(page: Page, what: string) {
  assert.deepEqual(await seriousViolations(page), [], what);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.equal(overflow, 0, `${what} scrolls sideways`);
}

describe("built-in texts in the reader's language, natural order, one currency", () => {
  for (const look of looks) {
    it(`reads status labels and the policy library in Arabic (${look.name})`, async () => {
      const { context, page, errors } = await open(look, "ae");
      await go(page, "/workspace/catalog?section=status-labels");
      const rows = page.getByTestId("status-label-row");
      await rows.filter({ hasText: "جاهز للتسليم" }).waitFor();
      const names = await rows.locator("th").allInnerTexts();
      assert.ok(names.includes("قيد الإصلاح"), names.join(", "));
      assert.ok(!names.includes("Ready to deploy"), names.join(", "));
      await accessible(page, `status labels, ${look.name}`);

      await go(page, "/workspace/policies");
      await page.getByText("جدار الحماية مُفعّل (macOS)", { exact: true }).waitFor();
      assert.equal(await page.getByText("Firewall on (macOS)", { exact: true }).count(), 0);
      await accessible(page, `policies, ${look.name}`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it(`sorts the register naturally and shows the workspace currency (${look.name})`, async () => {
      const { context, page, errors } = await open(look, "en");
      await go(page, "/workspace?q=Natural&sort=name");
      const names = page.getByText(/^Natural \d+$/);
      await names.first().waitFor();
      const seen = (await names.allInnerTexts()).filter((name) => name !== "");
      assert.deepEqual([...new Set(seen)], ["Natural 1", "Natural 2", "Natural 10", "Natural 11"]);
      await accessible(page, `register, ${look.name}`);

      await go(page, `/workspace/licenses/${licenseId}`);
      await page.getByText(/CHF\s?300\.00/).waitFor();
      await go(page, `/workspace/assets/${assetId}`);
      await page.getByText(/CHF\s?240\.00/).waitFor();
      await accessible(page, `asset, ${look.name}`);

      await go(page, "/workspace/settings");
      const currency = page.getByLabel("Workspace currency");
      assert.equal(await currency.inputValue(), "CHF");
      await accessible(page, `settings, ${look.name}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
