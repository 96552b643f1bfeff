import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";

import { seriousViolations } from "../support/axe.ts";
import { tabTo } from "../support/keyboard.ts";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Offboarding, end to end: a licence of two seats gets one checked out to a person who also
 * holds an asset; the list says "1 / 2". The person's page (axe, light and dark) offers
 * offboarding, whose dialog lists both things to collect and is worked with the keyboard only.
 * Confirming checks both in, the person is shown as left, and the asset's history shows the
 * check-in with the note typed in the dialog.
 */

const appDomain = "offboardco";
const owner = {
  username: "otto.owner",
  email: "otto.owner@example.com",
  password: "Willow-Granite-37-Plover",
  accept_terms: true,
};
const person = { name: "Mira Halvorsen", email: "mira.halvorsen@example.com" };
const licenseName = "Sketchboard Pro";
const assetName = "MacBook Air — Mira";
const note = "Last day 30 Nov";

let browser: Browser;
let workspace: WorkspaceServer;
let ownerToken: string;
let personUrl = "";
let assetUrl = "";

before(async () => {
  workspace = await startWorkspaceServer("offboarding", owner, appDomain);
  ownerToken = await workspace.signInApi(owner);
  browser = await launchBrowser();

  // The person and the asset they hold, through the API (the register's own tests cover those
  // forms); the licence and its seat go through the licence pages below.
  const created = await workspace.api(ownerToken, "POST", "/api/workspace/people", person);
  assert.equal(created.status, 201);
  const personId = ((await created.json()) as { id: string }).id;
  personUrl = `${workspace.workspaceOrigin}/workspace/people/${personId}`;
  const asset = await workspace.api(ownerToken, "POST", "/api/workspace/assets", {
    name: assetName,
  });
  assert.equal(asset.status, 201);
  const assetId = ((await asset.json()) as { id: string }).id;
  assetUrl = `${workspace.workspaceOrigin}/workspace/assets/${assetId}`;
  const checkout = await workspace.api(
    ownerToken,
    "POST",
    `/api/workspace/assets/${assetId}/checkout`,
    { person_id: personId },
  );
  assert.equal(checkout.status, 200);
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
});

async function ownerPage(theme: "light" | "dark" = "light") {
  const visitor = await newVisitorPage(browser, { token: ownerToken });
  await visitor.context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  return visitor;
}

/** The row of the licences list that names `name`. */
const licenseRow = (page: Page, name: string) =>
  page.getByTestId("license-row").filter({ hasText: name });

/** The element that has the keyboard focus, as "role: accessible name" for an assertion. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "";
    const label =
      element.getAttribute("aria-label") ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      element.textContent ??
      "";
    return `${element.tagName.toLowerCase()}: ${label.trim()}`;
  });

describe("offboarding, end to end", () => {
  it("adds a licence of two seats and checks one out: the list says 1 / 2", async () => {
    const { context, page, errors } = await ownerPage();
    await page.goto(`${workspace.workspaceOrigin}/workspace/licenses`, {
      waitUntil: "networkidle",
    });
    await page.getByRole("heading", { name: "Licences", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Add licence" }).click();
    const form = page.getByRole("dialog", { name: "Add a licence" });
    await form.getByLabel("Name").fill(licenseName);
    await form.getByLabel("Seats", { exact: true }).fill("2");
    await form.getByRole("button", { name: "Save licence" }).click();
    await page.getByRole("heading", { name: licenseName, level: 1 }).waitFor();

    const checkOut = page.getByRole("form", { name: "Check out a seat" });
    await checkOut.getByLabel("Person").selectOption({ label: person.name });
    await checkOut.getByRole("button", { name: "Check out seat" }).click();
    await page.getByTestId("seat-list").getByText(person.name).waitFor();

    await page.getByRole("link", { name: "All licences" }).click();
    await licenseRow(page, licenseName).getByText("1 / 2").waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const theme of ["light", "dark"] as const) {
    it(`passes axe on the person page and its offboarding dialog (${theme})`, async () => {
      const { context, page, errors } = await ownerPage(theme);
      await page.goto(personUrl, { waitUntil: "networkidle" });
      await page.getByTestId("held-asset").waitFor();
      await page.getByTestId("held-seat").waitFor();
      await page.waitForFunction(
        (dark) => document.body.classList.contains("dark") === dark,
        theme === "dark",
      );
      const failures = (await seriousViolations(page)).map((v) => `page: ${v}`);
      await page.getByRole("button", { name: "Offboard", exact: true }).click();
      await page.getByTestId("offboard-seats").waitFor();
      failures.push(...(await seriousViolations(page)).map((v) => `dialog: ${v}`));
      assert.deepEqual(failures, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("offboards with the keyboard only: both things checked in, the person left", async () => {
    const { context, page, errors } = await ownerPage();
    await page.goto(personUrl, { waitUntil: "networkidle" });
    await page.getByTestId("held-seat").waitFor();
    await waitForCount(page.getByTestId("held-asset"), 1);

    // Tab from the top of the page to the Offboard button, open the dialog with Enter.
    const offboard = page.getByRole("button", { name: "Offboard", exact: true });
    await tabTo(page, offboard, 40);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Offboard ${person.name}` });
    await dialog.waitFor();
    await dialog.getByTestId("offboard-assets").getByText(assetName).waitFor();
    await dialog.getByTestId("offboard-seats").getByText(licenseName).waitFor();

    // Escape closes it and gives the focus back to the button that opened it.
    assert.match(await focused(page), /^textarea: Note/);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    assert.equal(await focused(page), "button: Offboard");
    // The dialog's close event is a task queued after the key: let it reach the page first.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

    // Space opens it again; the note, then Tab past Cancel to the confirm button.
    await page.keyboard.press("Space");
    await dialog.waitFor();
    assert.match(await focused(page), /^textarea: Note/);
    await page.keyboard.type(note);
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "button: Cancel");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "button: Offboard and check in");
    await page.keyboard.press("Enter");

    await page.getByText(`${person.name} offboarded`).waitFor();
    await page.getByText("1 asset and 1 licence seat checked in").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("This person holds no assets or licence seats.").waitFor();
    await page
      .getByRole("region", { name: "Details" })
      .getByText("Left", { exact: true })
      .waitFor();
    assert.equal(await offboard.count(), 0);
    await page.getByTestId("history-timeline").getByText("Offboarded").waitFor();

    // The asset's history: checked out, then checked in with the dialog's note.
    await page.goto(assetUrl, { waitUntil: "networkidle" });
    const history = page.getByTestId("history-timeline");
    await history.getByText("Checked in").waitFor();
    await history.getByText(`Note: ${note}`).waitFor();
    await history.getByText("Checked out").waitFor();

    // The seat is free again.
    await page.goto(`${workspace.workspaceOrigin}/workspace/licenses`, {
      waitUntil: "networkidle",
    });
    await licenseRow(page, licenseName).getByText("0 / 2").waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
