import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { get as httpGet, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { registerAndSignIn } from "../support/accounts.ts";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { startServer, type RunningServer } from "../support/server.ts";
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
  dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-e2e-workspace-"));
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

describe("the workspace, end to end", () => {
  it("opens at {app}.localhost, signs the owner in, and adds an asset that is then listed", async () => {
    const { context, page, errors } = await newVisitorPage(browser);

    await page.goto(workspaceUrl(appDomain), { waitUntil: "networkidle" });
    assert.equal(new URL(page.url()).pathname, "/workspace");
    await signIn(page, owner);

    await page.getByTestId("trial-banner").getByText("90 days left in your trial").waitFor();
    await page.getByRole("heading", { name: "Asset register" }).waitFor();
    // The heading paints before the register's rows arrive: wait for the six provisioned samples.
    await waitForCount(page.getByTestId("asset-row"), 6);

    const exportButton = page.getByRole("button", { name: "Export" });
    assert.equal(await exportButton.isDisabled(), true);
    await page.getByText("Data export is not supported during the trial (beta).").waitFor();

    await page.getByRole("button", { name: "Add asset" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an asset" });
    await dialog.getByLabel("Name").fill("Surface Laptop 6 — HR");
    await dialog.getByLabel("Category").selectOption({ label: "Laptops" });
    await dialog.getByLabel("Serial number").fill("SL6-HR-0017");
    await dialog.getByLabel("Model").fill("Microsoft Surface Laptop 6");
    await dialog.getByLabel("Status").selectOption({ label: "In use" });
    await dialog.getByLabel("Assigned to").fill("Noor Haddad");
    await dialog.getByLabel("Location").selectOption({ label: "Head office" });
    await dialog.getByLabel("Purchase date").fill("2025-04-01");
    await dialog.getByLabel("Warranty end").fill("2028-04-01");
    await dialog.getByLabel("Notes").fill("BitLocker on; charger and USB-C dock issued.");
    await dialog.getByRole("button", { name: "Save asset" }).click();
    await page.getByText("Asset added").waitFor();

    const row = page.getByTestId("asset-row").filter({ hasText: "Surface Laptop 6 — HR" });
    await row.waitFor();
    assert.match(
      await row.innerText(),
      /SL6-HR-0017[\s\S]*In use[\s\S]*Noor Haddad[\s\S]*Head office/,
    );
    assert.equal(await page.getByTestId("asset-row").count(), 7);

    // Search narrows the register to the new asset.
    await page.getByLabel("Search").fill("noor");
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="asset-row"]').length === 1,
    );

    // Edit: the form opens with the stored values and saves only what changed.
    await row.getByRole("button", { name: "Edit Surface Laptop 6 — HR" }).click();
    const editor = page.getByRole("dialog", { name: "Edit asset" });
    assert.equal(await editor.getByLabel("Serial number").inputValue(), "SL6-HR-0017");
    await editor.getByLabel("Assigned to").fill("Noor Haddad (HR lead)");
    await editor.getByRole("button", { name: "Save asset" }).click();
    await page.getByText("Asset saved").waitFor();
    await row.getByText("Noor Haddad (HR lead)").waitFor();

    // Retire, then remove the samples: only the person's own asset is left.
    page.on("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: "Retire Surface Laptop 6 — HR" }).click();
    await row.getByText("Retired").waitFor();
    await page.getByLabel("Search").fill("");
    await page.getByRole("button", { name: /Remove sample data/ }).click();
    await page.getByText("6 sample assets removed").waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="asset-row"]').length === 1,
    );
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
    assert.equal(tenantRoot.headers.location, "/workspace");
  });
});
