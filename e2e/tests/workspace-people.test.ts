import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";

import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";

import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { findLink } from "../support/mailbox.ts";

import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * The register's people and catalogue pages: the owner adds a person, finds them by search,
 * sorts the list, opens their page (details, history, an edit recorded in it) and adds a
 * location inside a site. A viewer reads the same pages without any edit control. The pages,
 * and the workspace settings page with its quotas, pass axe in light, dark and Arabic (RTL).
 * E2E_SCREENSHOTS=<dir> also saves screenshots.
 */

const appDomain = "peopleco";
const owner = {
  username: "olga.owner",
  email: "olga.owner@example.com",
  password: "Juniper-Harbour-52-Finch",
  accept_terms: true,
};
const viewer = {
  username: "victor.viewer",
  email: "victor.viewer@example.com",
  password: "Amber-Orchard-19-Heron",
};
const person = {
  name: "Zora Lindqvist",
  email: "zora.lindqvist@example.com",
  number: "E-2001",
};

let browser: Browser;
let workspace: WorkspaceServer;
let workspaceOrigin: string;
let ownerToken: string;
const screenshots = process.env.E2E_SCREENSHOTS;

before(async () => {
  workspace = await startWorkspaceServer("people", owner, appDomain);
  ({ workspaceOrigin } = workspace);
  ownerToken = await signInApi(owner);
  browser = await launchBrowser();
  if (screenshots) await mkdir(screenshots, { recursive: true });
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
});

const signInApi = (account: { email: string; password: string }) => workspace.signInApi(account);

const workspaceApi = (token: string | null, method: string, url: string, body?: unknown) =>
  workspace.api(token, method, url, body);

async function signInOnWorkspace(page: Page, account: { email: string; password: string }) {
  await workspace.signInOnPage(page, account);
  await page.getByTestId("signed-in-as").waitFor();
}

let personUrl = "";

describe("people and catalogue, end to end", () => {
  it("owner adds a person, finds them by search, sorts and opens their page", async () => {
    const { context, page, errors } = await newVisitorPage(browser);
    await signInOnWorkspace(page, owner);
    await page.getByRole("link", { name: "People", exact: true }).click();
    await page.getByRole("heading", { name: "People", level: 1 }).waitFor();
    await waitForCount(page.getByTestId("person-row"), 4);
    await page.getByText("Showing 4 of 4").waitFor();

    await page.getByRole("button", { name: "Add person" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a person" });
    await dialog.getByLabel("Name").fill(person.name);
    await dialog.getByLabel("E-mail").fill(person.email);
    await dialog.getByLabel("Employee number").fill(person.number);
    await dialog.getByLabel("Department").fill("Operations");
    await dialog.getByLabel("Location").selectOption({ label: "Head office" });
    await dialog.getByLabel("Find a manager").fill("Ada");
    await dialog.getByLabel("Manager", { exact: true }).selectOption({ label: "Ada Okafor" });
    await dialog.getByRole("button", { name: "Save person" }).click();
    await page.getByText(`${person.name} added`).waitFor();
    await page.getByText("Showing 5 of 5").waitFor();

    // Search goes into the URL after a pause in typing; one match.
    await page.getByLabel("Search").fill("lindq");
    await page.waitForURL(/[?&]q=lindq/);
    await waitForCount(page.getByTestId("person-row"), 1);
    await page.getByText("Showing 1 of 1").waitFor();

    // The name header sorts Z→A on the server and says so with aria-sort.
    await page.getByLabel("Search").fill("");
    await waitForCount(page.getByTestId("person-row"), 5);
    await page.getByRole("button", { name: "Name", exact: true }).click();
    await page.waitForURL(/[?&]sort=-name/);
    // The URL changes first; the header follows on the next render.
    await page.locator('th[aria-sort="descending"]', { hasText: "Name" }).waitFor();
    await page.getByTestId("person-row").first().getByText(person.name).waitFor();
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes("sort="));

    await page.getByLabel("Search").fill("E-2001");
    await waitForCount(page.getByTestId("person-row"), 1);
    await page.getByRole("link", { name: person.name }).click();
    await page.getByRole("heading", { name: person.name, level: 1 }).waitFor();
    personUrl = page.url();
    await page.getByRole("link", { name: "Ada Okafor" }).waitFor();
    await page.getByRole("heading", { name: "Holds" }).waitFor();
    const history = page.getByTestId("history-timeline");
    await history.getByText("Created").waitFor();
    await history.getByText("by olga.owner").waitFor();
    await page.locator("[data-testid=history-timeline] time[datetime]").first().waitFor();

    // An edit is recorded: the field, its old and its new value.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit person" });
    await edit.getByLabel("Department").fill("Logistics");
    await edit.getByRole("button", { name: "Save person" }).click();
    await page.getByText("Person saved").waitFor();
    await history.getByText("Changed department").waitFor();
    await history.locator("del", { hasText: "Operations" }).waitFor();
    await history.locator("ins", { hasText: "Logistics" }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("owner adds a location inside a site in the catalogue", async () => {
    const { context, page, errors } = await newVisitorPage(browser);
    await signInOnWorkspace(page, owner);
    await page.getByRole("link", { name: "Catalogue" }).click();
    await page.getByRole("heading", { name: "Catalogue", level: 1 }).waitFor();
    const tree = page.getByTestId("location-tree");
    await tree.getByText("Head office", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Add inside Head office" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a location inside Head office" });
    await dialog.getByLabel("Name").fill("Floor 2");
    assert.equal(await dialog.getByLabel("Kind").inputValue(), "building");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("“Floor 2” saved").waitFor();
    // Nested: Floor 2 is in the list inside Head office's item.
    const headOffice = tree.locator(":scope > li", { hasText: "Head office" });
    await headOffice.locator("ul li", { hasText: "Floor 2" }).waitFor();

    await page.getByRole("link", { name: "Status labels" }).click();
    // The six default labels, "Lost or stolen" included (ADR 0042).
    await waitForCount(page.getByTestId("status-label-row"), 6);
    await page.getByRole("button", { name: "Edit Ready to deploy" }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Delete Ready to deploy" }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows a viewer the people and catalogue without edit controls", async () => {
    const invited = await workspaceApi(ownerToken, "POST", "/api/workspace/invitations", {
      email: viewer.email,
      role: "viewer",
    });
    assert.equal(invited.status, 201);
    const mail = await workspace.mailbox.waitFor((message) => message.to.includes(viewer.email));
    const link = findLink(mail.raw, workspaceOrigin, "/workspace/invitation");
    const joined = await workspaceApi(null, "POST", "/api/workspace/invitations/accept-new", {
      token: new URL(link).searchParams.get("token"),
      username: viewer.username,
      password: viewer.password,
    });
    assert.equal(joined.status, 201);

    const { context, page, errors } = await newVisitorPage(browser);
    await signInOnWorkspace(page, viewer);
    await page.getByRole("link", { name: "People", exact: true }).click();
    await waitForCount(page.getByTestId("person-row"), 5);
    assert.equal(await page.getByRole("button", { name: "Add person" }).count(), 0);
    await page.goto(personUrl, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: person.name, level: 1 }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Edit", exact: true }).count(), 0);
    await page.getByRole("link", { name: "Catalogue" }).click();
    await page.getByTestId("location-tree").getByText("Floor 2").waitFor();
    assert.equal(await page.getByRole("button", { name: "Add site" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: /^Add inside/ }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  const looks = [
    { name: "en-light", settings: { theme: "light", locale: "en" } },
    { name: "en-dark", settings: { theme: "dark", locale: "en" } },
    { name: "ae-dark", settings: { theme: "dark", locale: "ae" } },
    { name: "ae-light", settings: { theme: "light", locale: "ae" } },
  ];
  for (const look of looks) {
    it(`passes axe on the people, person, catalogue, settings pages and person form (${look.name})`, async () => {
      const { context, page } = await newVisitorPage(browser, { token: ownerToken });
      await context.addInitScript((settings) => {
        for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, value);
      }, look.settings);
      const pages = [
        { file: "people", url: `${workspaceOrigin}/workspace/people`, ready: "person-row" },
        { file: "person", url: personUrl, ready: "history-timeline" },
        { file: "catalog", url: `${workspaceOrigin}/workspace/catalog`, ready: "location-tree" },
        {
          file: "models",
          url: `${workspaceOrigin}/workspace/catalog?section=models`,
          ready: "model-row",
        },
        {
          file: "status-labels",
          url: `${workspaceOrigin}/workspace/catalog?section=status-labels`,
          ready: "status-label-row",
        },
        // The workspace settings: the prefix form, the token lifetime and the quotas table.
        { file: "settings", url: `${workspaceOrigin}/workspace/settings`, ready: "quota-table" },
        // The add-person dialog, open over the list.
        { file: "person-form", url: `${workspaceOrigin}/workspace/people`, ready: "add-person" },
      ];
      const failures: string[] = [];
      for (const target of pages) {
        await page.goto(target.url, { waitUntil: "networkidle" });
        await page.getByTestId(target.ready).first().waitFor();
        if (target.file === "person-form") {
          await page.getByTestId("add-person").click();
          await page.getByRole("dialog").waitFor();
        }
        if (look.settings.locale === "ae") {
          await page.waitForFunction(() => document.documentElement.dir === "rtl");
        }
        if (screenshots) {
          await page.screenshot({
            path: path.join(screenshots, `${target.file}-${look.name}.png`),
            fullPage: true,
          });
        }
        failures.push(...(await seriousViolations(page)).map((v) => `${target.file}: ${v}`));
      }
      assert.deepEqual(failures, []);
      await context.close();
    });
  }
});
