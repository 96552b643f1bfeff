import assert from "node:assert/strict";

import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";

import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";

import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * The register's story in one run: the owner invites a technician (the e-mail arrives), the
 * technician joins and signs in, adds a model in the catalogue, adds an asset of that model
 * with a custom value, checks it out to a person; the person's page lists it, and the asset's
 * history names the technician for both events. A viewer gets no edit controls, and the API
 * refuses the viewer's write with 403 even when it is sent from the page itself.
 *
 * The custom field is added by the OWNER: the custom fields page is for admins and up, and a
 * technician only fills the fields in. The technician adds the model (catalogue writes are
 * for technicians and up).
 */

const appDomain = "storyline";
const owner = {
  username: "ines.owner",
  email: "ines.owner@example.com",
  password: "Granite-Meadow-47-Lark",
  accept_terms: true,
};
const technician = {
  username: "tomas.tech",
  email: "tomas.tech@example.com",
  password: "Saffron-Bridge-63-Wren",
};
const viewer = {
  username: "vera.viewer",
  email: "vera.viewer@example.com",
  password: "Cobalt-Lantern-28-Fern",
};
const assetName = "Latitude 7450 — Finance";

let browser: Browser;
let workspace: WorkspaceServer;
let workspaceOrigin: string;
let ownerToken: string;
let assetUrl: string;

before(async () => {
  workspace = await startWorkspaceServer("story", owner, appDomain);
  ({ workspaceOrigin } = workspace);
  ownerToken = await signInApi(owner);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
});

const signInApi = (account: { email: string; password: string }) => workspace.signInApi(account);

const workspaceApi = (token: string | null, method: string, url: string, body?: unknown) =>
  workspace.api(token, method, url, body);

const invitationLink = (email: string) => workspace.invitationLink(email);

const signInOnWorkspace = (page: Page, account: { email: string; password: string }) =>
  workspace.signInOnPage(page, account);

describe("the register's story, end to end", () => {
  it("owner invites a technician and adds a custom field", async () => {
    const owned = await newVisitorPage(browser);
    await signInOnWorkspace(owned.page, owner);
    await owned.page.getByTestId("signed-in-as").getByText("Owner").waitFor();
    await owned.page.getByRole("link", { name: "Members" }).click();
    await owned.page.getByRole("heading", { name: "Members", level: 1 }).waitFor();
    await owned.page.getByLabel("E-mail address").fill(technician.email);
    await owned.page.getByLabel("Role", { exact: true }).selectOption({ label: "Technician" });
    await owned.page.getByRole("button", { name: "Send invitation" }).click();
    await owned.page.getByText(`Invitation sent to ${technician.email}`).waitFor();

    // The custom field: admins and up (see the note at the top).
    await owned.page.getByRole("link", { name: "Custom fields" }).click();
    await owned.page.getByRole("heading", { name: "Custom fields", level: 1 }).waitFor();
    await owned.page.getByRole("button", { name: "Add field" }).click();
    const field = owned.page.getByRole("dialog", { name: "Add a custom field" });
    // Not the sample's "Cost centre": names are unique, and that one would answer 409.
    await field.getByLabel("Name", { exact: true }).fill("Budget holder");
    await field.getByRole("button", { name: "Save field" }).click();
    await owned.page.getByTestId("custom-field-row").filter({ hasText: "Budget holder" }).waitFor();
    assert.deepEqual(owned.errors, []);
    await owned.context.close();
  });

  it("technician joins from the e-mail, adds a model, an asset of it, and checks it out", async () => {
    const link = await invitationLink(technician.email);
    const { context, page, errors } = await newVisitorPage(browser);
    await page.goto(link, { waitUntil: "networkidle" });
    await page.getByText(`Invited: ${technician.email}, as Technician.`).waitFor();
    await page.getByLabel("Username").fill(technician.username);
    await page.getByLabel("Password", { exact: true }).fill(technician.password);
    await page.getByRole("button", { name: "Create account and join" }).click();
    await page.waitForURL(`${workspaceOrigin}/workspace`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await signInOnWorkspace(page, technician);
    await page.getByTestId("signed-in-as").getByText("Technician").waitFor();

    // The model, in the catalogue.
    await page.getByRole("link", { name: "Catalogue" }).click();
    await page.getByRole("heading", { name: "Catalogue", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Models" }).click();
    await page.getByRole("button", { name: "Add model" }).click();
    const model = page.getByRole("dialog", { name: "Add a model" });
    await model.getByLabel("Name", { exact: true }).fill("Latitude 7450");
    await model.getByLabel("Category").selectOption({ label: "Laptops" });
    await model.getByRole("button", { name: "Save" }).click();
    await page.getByText("“Latitude 7450” saved").waitFor();

    // The asset of that model, with the custom value.
    await page.goto(`${workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await waitForCount(page.getByTestId("asset-row"), 6);
    await page.getByRole("button", { name: "Add asset" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an asset" });
    await dialog.getByLabel("Name").fill(assetName);
    await dialog.getByLabel("Model").selectOption({ label: "Latitude 7450" });
    await dialog.getByLabel("Budget holder").fill("CC-410");
    await dialog.getByRole("button", { name: "Save asset" }).click();
    await page.getByText("Asset added").waitFor();
    await page.waitForURL(/\/workspace\/assets\/[0-9a-f-]{36}$/);
    assetUrl = page.url();
    await page.getByRole("heading", { name: assetName, level: 1 }).waitFor();
    assert.match(
      await page.getByRole("region", { name: "Custom fields" }).innerText(),
      /Budget holder\s+CC-410/,
    );

    // Out to a sample person.
    await page.getByRole("button", { name: "Check out" }).click();
    const checkout = page.getByRole("dialog", { name: `Check out ${assetName}` });
    await checkout.getByLabel("Find a person").fill("kwame");
    await checkout.getByRole("radio", { name: /Kwame Osei/ }).check();
    await checkout.getByRole("button", { name: "Check out" }).click();
    const holder = page.getByTestId("asset-holder").getByRole("link", { name: "Kwame Osei" });
    await holder.waitFor();

    // The history: both events, by the technician, newest first.
    const history = page.getByTestId("history-timeline");
    await waitForCount(history.locator(":scope > li"), 2);
    const events = await history.locator(":scope > li").allInnerTexts();
    assert.match(events[0] ?? "", /^Checked out[\s\S]*Kwame Osei[\s\S]*by tomas\.tech/);
    assert.match(events[1] ?? "", /^Created[\s\S]*by tomas\.tech/);

    // The person's page lists the asset, linking back to it.
    await holder.click();
    await page.getByRole("heading", { name: "Kwame Osei", level: 1 }).waitFor();
    const held = page.getByTestId("held-asset").filter({ hasText: assetName });
    await held.waitFor();
    assert.equal(
      await held.getByRole("link", { name: assetName }).getAttribute("href"),
      new URL(assetUrl).pathname,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows a viewer the asset without edit controls; a write from the page answers 403", async () => {
    const invited = await workspaceApi(ownerToken, "POST", "/api/workspace/invitations", {
      email: viewer.email,
      role: "viewer",
    });
    assert.equal(invited.status, 201);
    const token = new URL(await invitationLink(viewer.email)).searchParams.get("token");
    const joined = await workspaceApi(null, "POST", "/api/workspace/invitations/accept-new", {
      token,
      username: viewer.username,
      password: viewer.password,
    });
    assert.equal(joined.status, 201);
    const viewerToken = ((await joined.json()) as { access_token: string }).access_token;

    const { context, page, errors } = await newVisitorPage(browser);
    await signInOnWorkspace(page, viewer);
    await page.getByTestId("signed-in-as").getByText("Viewer").waitFor();
    await page.goto(assetUrl, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: assetName, level: 1 }).waitFor();
    await page.getByTestId("history-timeline").waitFor();
    for (const action of ["Check in", "Check out", "Edit", "Retire"]) {
      assert.equal(await page.getByRole("button", { name: action, exact: true }).count(), 0);
    }

    assert.deepEqual(errors, []);

    // Past the web: the same write the edit form would send, from the viewer's page.
    const assetId = new URL(assetUrl).pathname.split("/").at(-1) ?? "";
    const status = await page.evaluate(
      async ({ id, bearer }) => {
        const response = await fetch(`/api/workspace/assets/${id}`, {
          method: "PATCH",
          headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
          body: JSON.stringify({ name: "Renamed by a viewer" }),
        });
        return { status: response.status, body: (await response.json()) as { detail: string } };
      },
      { id: assetId, bearer: viewerToken },
    );
    assert.equal(status.status, 403);
    assert.match(status.body.detail, /technician role; you are a viewer/);
    await context.close();

    const unchanged = await workspaceApi(viewerToken, "GET", `/api/workspace/assets/${assetId}`);
    assert.equal(((await unchanged.json()) as { name: string }).name, assetName);
  });
});
