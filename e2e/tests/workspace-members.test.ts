import assert from "node:assert/strict";

import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";

import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";

import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * A team in one workspace: the owner invites a technician by e-mail, the technician follows
 * the link, creates an account and works in the register; a viewer sees no edit controls,
 * and the API refuses a viewer's write with 403 even when the web is bypassed.
 */

const appDomain = "teamwork";
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

let browser: Browser;
let workspace: WorkspaceServer;
let workspaceOrigin: string;
let ownerToken: string;

before(async () => {
  workspace = await startWorkspaceServer("members", owner, appDomain);
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

describe("members and roles, end to end", () => {
  it("owner invites a technician, who accepts with a new account, signs in and can edit", async () => {
    const owned = await newVisitorPage(browser);
    await signInOnWorkspace(owned.page, owner);
    await owned.page.getByTestId("signed-in-as").getByText("Owner").waitFor();
    await owned.page.getByRole("link", { name: "Members" }).click();
    await owned.page.getByRole("heading", { name: "Members", level: 1 }).waitFor();
    await owned.page.getByLabel("E-mail address").fill(technician.email);
    await owned.page.getByLabel("Role", { exact: true }).selectOption({ label: "Technician" });
    await owned.page.getByRole("button", { name: "Send invitation" }).click();
    await owned.page.getByText(`Invitation sent to ${technician.email}`).waitFor();
    await owned.page.getByTestId("invitation-list").getByText(technician.email).waitFor();
    assert.deepEqual(owned.errors, []);
    await owned.context.close();

    const link = await invitationLink(technician.email);
    const invited = await newVisitorPage(browser);
    await invited.page.goto(link, { waitUntil: "networkidle" });
    await invited.page.getByRole("heading", { name: "Join Northwind IT" }).waitFor();
    await invited.page.getByText(`Invited: ${technician.email}, as Technician.`).waitFor();
    await invited.page.getByLabel("Username").fill(technician.username);
    await invited.page.getByLabel("Password", { exact: true }).fill(technician.password);
    await invited.page.getByRole("button", { name: "Create account and join" }).click();
    await invited.page.waitForURL(`${workspaceOrigin}/workspace`);
    await invited.page.getByTestId("signed-in-as").getByText("Technician").waitFor();

    // Signed out and in again with the new account: the register, with its edit controls.
    await invited.page.getByRole("button", { name: "Sign out" }).click();
    await signInOnWorkspace(invited.page, technician);
    await waitForCount(invited.page.getByTestId("asset-row"), 6);
    await invited.page.getByRole("button", { name: "Add asset" }).waitFor();
    assert.equal(await invited.page.getByRole("checkbox", { name: /^Select / }).count(), 7);
    await invited.page.getByRole("link", { name: "Core switch" }).click();
    await invited.page.getByRole("heading", { name: "Core switch", level: 1 }).waitFor();
    for (const action of ["Check out", "Edit", "Retire"]) {
      await invited.page.getByRole("button", { name: action, exact: true }).waitFor();
    }
    assert.equal(await invited.page.getByRole("link", { name: "Members" }).count(), 0);
    assert.deepEqual(invited.errors, []);
    await invited.context.close();
  });

  it("shows a viewer no edit controls, and the API refuses a viewer's write with 403", async () => {
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
    await waitForCount(page.getByTestId("asset-row"), 6);
    assert.equal(await page.getByRole("button", { name: "Add asset" }).count(), 0);
    assert.equal(await page.getByRole("checkbox", { name: /^Select / }).count(), 0);
    assert.equal(await page.getByTestId("bulk-bar").count(), 0);
    assert.equal(await page.getByRole("link", { name: "Members" }).count(), 0);
    // The asset's own page: every detail, and no control that changes it.
    await page.getByRole("link", { name: "Loan laptop 01" }).click();
    await page.getByRole("heading", { name: "Loan laptop 01", level: 1 }).waitFor();
    await page.getByTestId("asset-holder").getByText("Ada Okafor").waitFor();
    await page.getByTestId("overdue-badge").first().waitFor();
    for (const action of ["Check in", "Check out", "Edit", "Retire"]) {
      assert.equal(await page.getByRole("button", { name: action, exact: true }).count(), 0);
    }
    // The admins' pages, opened by address: a notice and the way back, nothing to change.
    for (const [address, notice] of [
      ["/workspace/members", "Only the owner and admins manage members."],
      ["/workspace/custom-fields", "Only the owner and admins manage custom fields."],
    ]) {
      await page.goto(`${workspaceOrigin}${address}`, { waitUntil: "networkidle" });
      const alert = page.getByRole("alert").filter({ hasText: notice });
      await alert.getByRole("link", { name: "Asset register" }).waitFor();
      assert.equal(await page.getByRole("heading", { level: 1 }).count(), 0);
    }
    assert.deepEqual(errors, []);
    await context.close();

    const write = await workspaceApi(viewerToken, "POST", "/api/workspace/assets", {
      name: "Sneaky",
    });
    assert.equal(write.status, 403);
    assert.equal(
      ((await write.json()) as { detail: string }).detail,
      "This needs the technician role; you are a viewer in this workspace.",
    );
  });
});
