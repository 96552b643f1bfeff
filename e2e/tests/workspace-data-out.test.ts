import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { pdfText } from "../../apps/api/src/test-support/pdf-text.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Data out of a workspace (issue 13): label sheets printed from the register's selection, and
 * an API token made on its page that lists the assets from a script — a read token may not write.
 */

const owner = {
  username: "dora.owner",
  email: "dora.owner@example.com",
  password: "Juniper-Harbour-52-Finch",
  accept_terms: true,
};

type Asset = { id: string; asset_tag: string; name: string };

let browser: Browser;
let workspace: WorkspaceServer;
let page: Page;
let errors: string[];

before(async () => {
  workspace = await startWorkspaceServer("data-out", owner, "dataout");
  browser = await launchBrowser();
  ({ page, errors } = await newVisitorPage(browser));
  await workspace.signInOnPage(page, owner);
  await page.getByTestId("signed-in-as").getByText("Owner").waitFor();
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
});

/** Creates a token on the API tokens page and reads the secret it shows once. */
async function createToken(name: string, scope: string): Promise<string> {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Scope").selectOption({ label: scope });
  await page.getByRole("button", { name: "Create token" }).click();
  await page.getByText(`Token “${name}” created`).waitFor();
  const secret = await page.getByTestId("api-token-secret").inputValue();
  await page.getByRole("button", { name: "Done" }).click();
  return secret;
}

const withToken = (token: string, method = "GET", body?: unknown) =>
  fetch(`${workspace.server.baseUrl}/api/workspace/assets`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe("data out of a workspace, end to end", () => {
  it("prints labels for the assets selected on the register as a PDF with their tags", async () => {
    await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    const rows = page.getByTestId("asset-row");
    await waitForCount(rows, 6);
    const token = await workspace.signInApi(owner);
    const listed = await workspace.api(token, "GET", "/api/workspace/assets?sort=asset_tag");
    const chosen = ((await listed.json()) as { items: Asset[] }).items.slice(0, 2);
    assert.equal(chosen.length, 2);
    for (const asset of chosen) {
      await page.getByRole("checkbox", { name: `Select ${asset.name}`, exact: true }).check();
    }

    await page.getByTestId("print-labels").click();
    const dialog = page.getByRole("dialog", { name: "Print asset labels" });
    await dialog.getByRole("radio", { name: "Selected assets (2)" }).waitFor();
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const pdf = await readFile(await download.path());
    assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-");
    const text = await pdfText(pdf);
    for (const asset of chosen) assert.ok(text.includes(asset.asset_tag), asset.asset_tag);
    const others = text.filter((line) => /^[A-Z]+-\d+$/.test(line));
    assert.deepEqual(others.sort(), chosen.map((asset) => asset.asset_tag).sort());
    assert.deepEqual(errors, []);
  });

  it("makes API tokens that list the assets without a sign-in; a read token cannot write", async () => {
    await page.goto(`${workspace.workspaceOrigin}/workspace/api-tokens`, {
      waitUntil: "networkidle",
    });
    await page.getByRole("heading", { name: "API tokens", level: 1 }).waitFor();
    const read = await createToken("Inventory script", "Read (as a viewer)");
    assert.match(read, /^fwk_/);

    const listed = await withToken(read);
    assert.equal(listed.status, 200);
    const { items } = (await listed.json()) as { items: Asset[] };
    assert.equal(items.length, 6);

    const refused = await withToken(read, "POST", { name: "Written by a read token" });
    assert.equal(refused.status, 403);
    assert.match(((await refused.json()) as { detail: string }).detail, /\S/);
    assert.equal((await withToken("fwk_not-a-token")).status, 401);
    assert.deepEqual(errors, []);
  });
});
