import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { e2eEngine, engineTitle } from "../support/postgres.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * A Snipe-IT asset export moves in whole (issue 22, ADR 0042): on the mapping screen the
 * admin maps the team's own status "Loaner pool" to a new label and keeps the unmapped
 * "Purchase Order" column as a new custom field; "Deployed" rows, Snipe-IT's default labels
 * and the unnamed row all come in; only the three really wrong rows are refused, and the
 * finish screen counts each outcome. Then the same file again in dark, Arabic (RTL) and at
 * phone width: the mapping and finish screens pass axe and nothing scrolls sideways.
 */

const appDomain = "snipe-moving-in";
const owner = {
  username: "ines.owner",
  email: "ines.owner@example.com",
  password: "Lantern-Copper-83-Heron",
  accept_terms: true,
};
const fixtureUrl = new URL(
  "../../apps/api/src/modules/workspace/imports/fixtures/snipe-it-assets.csv",
  import.meta.url,
);

let browser: Browser;
let workspace: WorkspaceServer;
let token: string;
let fixture: Buffer;

before(async () => {
  fixture = await readFile(fixtureUrl);
  workspace = await startWorkspaceServer("import-snipeit", owner, appDomain);
  token = await workspace.signInApi(owner);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
});

type Look = { name: string; theme: string; locale: string; width: number };

async function openImport(look: Look) {
  const visitor = await newVisitorPage(browser, {
    token,
    viewport: { width: look.width, height: 900 },
  });
  await visitor.context.addInitScript(
    ({ theme, locale }) => {
      localStorage.setItem("theme", theme);
      localStorage.setItem("locale", locale);
    },
    { theme: look.theme, locale: look.locale },
  );
  await visitor.page.goto(`${workspace.workspaceOrigin}/workspace/import`, {
    waitUntil: "networkidle",
  });
  if (look.locale === "ae") {
    await visitor.page.waitForFunction(() => document.documentElement.dir === "rtl");
  }
  return visitor;
}

async function uploadFixture(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({
    name: "snipe-it-assets.csv",
    mimeType: "text/csv",
    buffer: fixture,
  });
  await page.locator('form button[type="submit"]').first().click();
  await page.getByTestId("status-choice").first().waitFor();
}

const count = async (page: Page, key: string) =>
  (await page.getByTestId(`import-result-${key}`).innerText()).trim();

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
}

describe(`a Snipe-IT export, end to end${engineTitle()}`, () => {
  it("maps a status to a new label and a column to a new field, refusing only wrong rows", async () => {
    const { context, page, errors } = await openImport({
      name: "en-light",
      theme: "light",
      locale: "en",
      width: 1280,
    });
    await uploadFixture(page);
    await page.getByText("Recognised: a Snipe-IT asset export.").waitFor();
    // Snipe-IT's vocabulary is pre-filled; the team's own status is not known yet.
    assert.equal(
      await page.getByLabel("“Deployed” becomes").locator("option:checked").innerText(),
      "Ready to deploy",
    );
    assert.equal(
      await page.getByLabel("“Lost/Stolen” becomes").locator("option:checked").innerText(),
      "Lost or stolen",
    );
    await page.getByLabel("“Loaner pool” becomes").selectOption("new");
    await page.getByLabel("New label's name").last().fill("Loaner pool");
    await page.getByLabel("Kind").last().selectOption("deployable");
    await page.getByLabel("Add “Purchase Order” as a new custom field").check();
    assert.equal(await page.getByLabel("Field name").inputValue(), "Purchase Order");
    assert.equal(await page.getByLabel("Type", { exact: true }).inputValue(), "text");
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole("button", { name: "Check what will happen" }).click();
    await page.getByRole("heading", { name: "What the import will do" }).waitFor();
    assert.equal(await page.getByTestId("dry-run-created").innerText(), "10");
    assert.equal(await page.getByTestId("dry-run-refused").innerText(), "3");
    await page.getByRole("cell", { name: "Not a date" }).waitFor();
    await page.getByRole("cell", { name: "Repeats an earlier row of the file" }).waitFor();
    await page.getByRole("cell", { name: "Not a number" }).waitFor();

    await page.getByRole("button", { name: "Import now" }).click();
    await page.getByText("The import has finished.").waitFor({ timeout: 30_000 });
    assert.equal(await count(page, "created"), "10");
    assert.equal(await count(page, "updated"), "0");
    assert.equal(await count(page, "unchanged"), "0");
    assert.equal(await count(page, "refused"), "3");
    await page.getByText("13 rows: 10 created, 0 updated, 0 unchanged, 3 refused.").waitFor();
    // The bar shows the refused share in its own colour: never all green with refusals.
    const shares = await page
      .getByTestId("import-result-bar")
      .locator("[data-outcome]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-outcome")));
    assert.deepEqual(shares, ["created", "refused"]);
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole("link", { name: "Open the register" }).click();
    const unnamed = page.getByRole("link", { name: "Latitude 7440 (SIT-0003)" });
    await unnamed.first().click();
    await page.getByRole("heading", { name: "Latitude 7440 (SIT-0003)", level: 1 }).waitFor();
    assert.match(
      await page.getByRole("region", { name: "Custom fields" }).innerText(),
      /Purchase Order\s+PO-5523/,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  const looks: Look[] = [
    { name: "en-dark", theme: "dark", locale: "en", width: 1280 },
    { name: "ae-light", theme: "light", locale: "ae", width: 1280 },
    { name: "en-phone", theme: "light", locale: "en", width: 390 },
  ];
  // The looks are drawn the same on both engines: the PostgreSQL pass checks the first only.
  for (const look of e2eEngine() === "postgres" ? looks.slice(0, 1) : looks) {
    it(`imports the file again: unchanged rows counted, axe passes (${look.name})`, async () => {
      const { context, page, errors } = await openImport(look);
      await uploadFixture(page);
      if (look.width < 500) await noSidewaysScroll(page);
      assert.deepEqual(await seriousViolations(page), [], "mapping screen");
      await page.locator('form button[type="submit"]').last().click();
      await page.getByTestId("dry-run-created").waitFor();
      await page.getByTestId("dry-run-refused").waitFor();
      assert.equal(await page.getByTestId("dry-run-refused").innerText(), "3");
      // "Import now" is the dry run's first button.
      await page.locator('section[aria-labelledby="dry-run-title"] button').first().click();
      await page.getByTestId("import-result-unchanged").waitFor({ timeout: 30_000 });
      assert.equal(await count(page, "created"), "0");
      assert.equal(await count(page, "unchanged"), "10");
      assert.equal(await count(page, "refused"), "3");
      if (look.width < 500) await noSidewaysScroll(page);
      assert.deepEqual(await seriousViolations(page), [], "finish screen");
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
