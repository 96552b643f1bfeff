import assert from "node:assert/strict";
import { rm } from "node:fs/promises";
import { get as httpGet, type IncomingMessage } from "node:http";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { registerAndSignIn } from "../support/accounts.ts";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { newDataDir, startServer, type RunningServer } from "../support/server.ts";
import { deployTrialWorkspace } from "../support/workspace.ts";

/*
 * The trial's request → approval → deployment flow is its own module and test. Here the
 * deployed state is set up directly: the person signs up through the API, then — with the
 * server stopped, because embedded PGlite has one writer — deployTrialWorkspace writes an
 * active trial and provisions its workspace, and the server starts again on the same data.
 */

const appDomain = "northwind";
const owner = {
  username: "amara.okafor",
  email: "amara.okafor@example.com",
  password: "Copper-Harbour-58-Quill",
  accept_terms: true,
};
const stranger = {
  username: "lee.stranger",
  email: "lee.stranger@example.com",
  password: "Velvet-Orchard-91-Kite",
  accept_terms: true,
};

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let port: string;

/** Registers and signs in through the API; answers the new user's id. */
async function register(baseUrl: string, account: typeof owner): Promise<string> {
  const token = await registerAndSignIn(baseUrl, account);
  const me = await fetch(`${baseUrl}/api/user/me/details`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await me.json()) as { id: string }).id;
}

before(async () => {
  dataDir = await newDataDir("fleetward-e2e-workspace-");
  const first = await startServer(() => ({ DATA_DIR: dataDir }));
  const ownerId = await register(first.baseUrl, owner);
  await register(first.baseUrl, stranger);
  await first.stop();
  await deployTrialWorkspace(dataDir, ownerId, appDomain);
  server = await startServer(() => ({ DATA_DIR: dataDir }));
  port = new URL(server.baseUrl).port;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const workspaceUrl = (label: string) => `http://${label}.localhost:${port}/`;

async function signIn(page: Page, account: typeof owner) {
  await page.getByRole("heading", { name: "Sign in to your workspace" }).waitFor();
  await page.getByLabel("Work e-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A day `days` from today, as a date input takes it. */
const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const rows = (page: Page) => page.getByTestId("asset-row");
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const sortedBy = (page: Page, column: string, order: "ascending" | "descending") =>
  page.locator(`th[aria-sort="${order}"]`, { hasText: column });

describe("the workspace, end to end", () => {
  it("opens at {app}.localhost, adds an asset, checks it out to a sample person and back in", async () => {
    const { context, page, errors } = await newVisitorPage(browser);

    // A new workspace opens on its dashboard, the getting-started checklist first.
    await page.goto(workspaceUrl(appDomain), { waitUntil: "networkidle" });
    assert.equal(new URL(page.url()).pathname, "/workspace/dashboard");
    await signIn(page, owner);

    await page.getByTestId("trial-banner").getByText("90 days left in your trial").waitFor();
    await page.getByTestId("getting-started").waitFor();
    await page.goto(`${workspaceUrl(appDomain)}workspace`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Asset register" }).waitFor();
    // The heading paints before the register's rows arrive: wait for the six provisioned samples.
    await waitForCount(rows(page), 6);
    await page.getByTestId("register-total").getByText("6 assets").waitFor();

    for (const name of ["Export as CSV", "Export as XLSX (Excel)"]) {
      assert.equal(await page.getByRole("button", { name, exact: true }).isDisabled(), true);
    }
    await page.getByText("Data export is not supported during the trial (beta).").waitFor();

    // Add: the tag is left to the workspace's sequence; the model fills the category.
    await page.getByRole("button", { name: "Add asset" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an asset" });
    assert.equal(
      await dialog.getByLabel("Asset tag").getAttribute("placeholder"),
      "Allocated automatically",
    );
    await dialog.getByLabel("Name").fill("ThinkPad T14 — HR");
    await dialog.getByLabel("Model").selectOption({ label: "Lenovo ThinkPad T14 Gen 4" });
    assert.equal(
      await dialog.getByLabel("Category").locator("option:checked").innerText(),
      "Laptops",
    );
    await dialog.getByLabel("Serial number").fill("PF-HR-0017");
    await dialog.getByLabel("Location", { exact: true }).selectOption({ label: "Head office" });
    await dialog.getByLabel("Purchase date").fill("2025-04-01");
    await dialog.getByLabel("Warranty end").fill("2028-04-01");
    await dialog.getByLabel("Purchase cost").fill("1349.00");
    await dialog.getByLabel("Currency").fill("eur");
    await dialog.getByLabel("Supplier").fill("Lenovo Store");
    await dialog.getByLabel("Notes").fill("BitLocker on; charger and USB-C dock issued.");
    await dialog.getByRole("button", { name: "Save asset" }).click();
    await page.getByText("Asset added").waitFor();

    // Saved: its own page, with the next tag of the sequence and every detail.
    await page.waitForURL(/\/workspace\/assets\/[0-9a-f-]{36}$/);
    const assetUrl = page.url();
    await page.getByRole("heading", { name: "ThinkPad T14 — HR", level: 1 }).waitFor();
    const details = await page.locator("article").innerText();
    assert.match(details, /FW-00007/);
    assert.match(details, /Lenovo/);
    assert.match(details, /Laptops/);
    assert.match(details, /€1,349\.00/);
    assert.match(details, /End of life\s+Apr 1, 2029/);

    // Check out to a sample person, found by part of their name.
    await page.getByRole("button", { name: "Check out" }).click();
    const checkout = page.getByRole("dialog", { name: "Check out ThinkPad T14 — HR" });
    await checkout.getByLabel("Find a person").fill("kwame");
    await checkout.getByRole("radio", { name: /Kwame Osei/ }).check();
    await checkout.getByLabel("Expected check-in").fill(isoDay(14));
    await checkout.getByLabel("Note").fill("For the Lagos roadshow");
    await checkout.getByRole("button", { name: "Check out" }).click();
    const holder = page.getByTestId("asset-holder");
    await holder.getByRole("link", { name: "Kwame Osei" }).waitFor();
    assert.match(
      (await holder.getByRole("link").getAttribute("href")) ?? "",
      /^\/workspace\/people\/[0-9a-f-]{36}$/,
    );
    assert.match(
      await page.getByRole("region", { name: "Assignment" }).innerText(),
      /Checked out to/,
    );

    // Check in, to another location.
    await page.getByRole("button", { name: "Check in" }).click();
    const checkin = page.getByRole("dialog", { name: "Check in ThinkPad T14 — HR" });
    await checkin.getByText("Back from Kwame Osei.").waitFor();
    await checkin.getByLabel("Keep it at").selectOption({ label: "Remote" });
    await checkin.getByRole("button", { name: "Check in" }).click();
    await page.getByText("Asset checked in").waitFor();
    await page.getByText("Nobody: it is in stock").waitFor();
    assert.match(
      await page.getByRole("region", { name: "Details" }).innerText(),
      /Location\s+Remote/,
    );

    // Edit: the form opens with the stored values and saves only what changed.
    await page.getByRole("button", { name: "Edit" }).click();
    const editor = page.getByRole("dialog", { name: "Edit asset" });
    assert.equal(await editor.getByLabel("Serial number").inputValue(), "PF-HR-0017");
    await editor.getByLabel("Order number").fill("PO-2025-114");
    await editor.getByRole("button", { name: "Save asset" }).click();
    await page.getByText("Asset saved").waitFor();
    await page
      .getByRole("region", { name: "Purchase and lifecycle" })
      .getByText("PO-2025-114")
      .waitFor();

    // Someone else checks it out while the dialog is open: the refusal shows beside the action.
    await page.getByRole("button", { name: "Check out" }).click();
    const late = page.getByRole("dialog", { name: "Check out ThinkPad T14 — HR" });
    await late.getByLabel("Find a person").fill("ada");
    await late.getByRole("radio", { name: /Ada Okafor/ }).check();
    const elsewhere = await page.evaluate(async (url) => {
      const headers = {
        "content-type": "application/json",
        authorization: `Bearer ${localStorage.getItem("token")}`,
      };
      const tree = await fetch("/api/workspace/locations/tree", { headers });
      const [site] = (await tree.json()) as { id: string }[];
      const id = url.split("/").pop() ?? "";
      const response = await fetch(`/api/workspace/assets/${id}/checkout`, {
        method: "POST",
        headers,
        body: JSON.stringify({ location_id: site?.id }),
      });
      return response.status;
    }, assetUrl);
    assert.equal(elsewhere, 200);
    await late.getByRole("button", { name: "Check out" }).click();
    await late
      .getByRole("alert")
      .getByText("This asset is already checked out. Check it in first.")
      .waitFor();
    await late.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Check in" }).waitFor();

    // Back in the register: the server searches every field, and the row links to the page.
    await page.getByRole("link", { name: "Asset register" }).first().click();
    await waitForCount(rows(page), 7);
    await page.getByLabel("Search", { exact: true }).fill("PF-HR");
    await waitForCount(rows(page), 1);
    assert.equal(new URL(page.url()).searchParams.get("q"), "PF-HR");
    assert.match(await rows(page).innerText(), /FW-00007[\s\S]*Laptops[\s\S]*Head office/);

    // The one refusal was the deliberate one (already checked out).
    assert.deepEqual(
      errors.filter((error) => !error.includes("409 (Conflict)")),
      [],
    );
    await context.close();
  });

  it("sorts by a column, keeps filters and columns, and moves two selected assets at once", async () => {
    const { context, page, errors } = await newVisitorPage(browser);
    await page.goto(`${workspaceUrl(appDomain)}workspace`, { waitUntil: "networkidle" });
    await signIn(page, owner);
    await waitForCount(rows(page), 7);

    // Sort by tag, then the other way round: the header says which.
    const tagHeader = page.getByRole("columnheader", { name: /Asset tag/ });
    await tagHeader.getByRole("button").click();
    // The header changes once the sorted page has arrived, a moment after the address.
    await page.waitForURL(/sort=asset_tag/);
    await sortedBy(page, "Asset tag", "ascending").waitFor();
    await tagHeader.getByRole("button").click();
    await page.waitForURL(/sort=-asset_tag/);
    await sortedBy(page, "Asset tag", "descending").waitFor();
    await rows(page).first().getByText("FW-00007").waitFor();

    // A column chosen is remembered for this user.
    await page.locator("summary", { hasText: "Columns" }).click();
    await page.getByRole("checkbox", { name: "Serial number" }).check();
    await page.getByRole("columnheader", { name: /Serial number/ }).waitFor();

    // Select two rows and move them: confirm, then the result.
    await row(page, "Core switch").getByRole("checkbox").check();
    await row(page, "Reception iPad").getByRole("checkbox").check();
    const bar = page.getByTestId("bulk-bar");
    await bar.getByText("2 assets selected.").waitFor();
    await bar.getByLabel("Bulk action").selectOption({ label: "Change location" });
    await bar.getByLabel("New location").selectOption({ label: "Remote" });
    await bar.getByRole("button", { name: "Apply…" }).click();
    await bar.getByText("Move 2 assets to “Remote”?").waitFor();
    await bar.getByRole("button", { name: "Confirm" }).click();
    await bar.getByText("2 changed, 0 unchanged").waitFor();
    await row(page, "Core switch").getByText("Remote").waitFor();
    await row(page, "Reception iPad").getByText("Remote").waitFor();

    // Filter by that location: the filter is in the address and survives a reload.
    await page
      .getByRole("search")
      .getByLabel("Location", { exact: true })
      .selectOption({ label: "Remote" });
    await page.waitForURL(/location_id=/);
    await waitForCount(rows(page), 4);
    await page.reload({ waitUntil: "networkidle" });
    await waitForCount(rows(page), 4);
    assert.equal(
      await page
        .getByRole("search")
        .getByLabel("Location", { exact: true })
        .locator("option:checked")
        .innerText(),
      "Remote",
    );
    await page.getByRole("columnheader", { name: /Serial number/ }).waitFor();
    await sortedBy(page, "Asset tag", "descending").waitFor();

    assert.deepEqual(errors, []);
    await context.close();
  });

  it("retires an asset from its page and removes the samples", async () => {
    const { context, page, errors } = await newVisitorPage(browser);
    await page.goto(`${workspaceUrl(appDomain)}workspace`, { waitUntil: "networkidle" });
    await signIn(page, owner);
    await waitForCount(rows(page), 7);

    await row(page, "ThinkPad T14 — HR").getByRole("link", { name: "ThinkPad T14 — HR" }).click();
    await page.getByRole("button", { name: "Retire" }).click();
    const confirm = page.getByRole("dialog", { name: "Retire ThinkPad T14 — HR?" });
    await confirm.getByRole("button", { name: "Retire" }).click();
    await page.getByText("“ThinkPad T14 — HR” retired").waitFor();
    await page.locator("article").getByText("Archived").first().waitFor();
    assert.equal(await page.getByRole("button", { name: "Retire" }).count(), 0);

    await page.getByRole("link", { name: "Asset register" }).first().click();
    await waitForCount(rows(page), 7);
    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: /Remove sample data/ }).click();
    await page.getByText("6 sample assets removed").waitFor();
    await waitForCount(rows(page), 1);
    assert.equal(await page.getByRole("button", { name: /Remove sample data/ }).count(), 0);

    assert.deepEqual(errors, []);
    await context.close();
  });

  it("tells a stranger and an unknown address that there is no workspace here", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(workspaceUrl("no-such-app"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "No workspace here" }).waitFor();

    await page.goto(workspaceUrl(appDomain), { waitUntil: "networkidle" });
    await signIn(page, stranger);
    await page
      .getByTestId("no-workspace")
      .getByText(/not a member of this workspace/)
      .waitFor();
    assert.equal(await page.getByTestId("asset-row").count(), 0);
    await context.close();
  });

  it("keeps the landing page on the main host", async () => {
    const response = await fetch(`${server.baseUrl}/`, { redirect: "manual" });
    assert.equal(response.status, 200);
    // fetch() will not send another Host; node:http will.
    const tenantRoot = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpGet(
        `${server.baseUrl}/`,
        { headers: { host: `${appDomain}.localhost:${port}` } },
        resolve,
      );
      request.on("error", reject);
    });
    tenantRoot.resume();
    assert.equal(tenantRoot.statusCode, 302);
    assert.equal(tenantRoot.headers.location, "/workspace/dashboard");
  });
});
