import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Moving in from Snipe-IT: the owner uploads an asset export with a custom-field column, the
 * mapping screen has recognised every header (the custom field included), the dry run shows
 * what will happen (one refusal, translated), the import runs in the background, and the
 * register lists the new assets with their custom value.
 */

const appDomain = "moving-in";
const owner = {
  username: "noor.owner",
  email: "noor.owner@example.com",
  password: "Harbour-Violet-52-Finch",
  accept_terms: true,
};
const snipeItExport = [
  "Asset Tag,Name,Serial,Model,Model No.,Manufacturer,Category,Status,Location,Checked Out To,Purchase Date,Purchase Cost,Order Number,Supplier,Warranty,Notes,Cost centre",
  "SIT-1001,Imported MacBook Air,SIT-SER-1,MacBook Air 13,A3113,Apple,Laptops,Ready to deploy,Head office,,31/01/2026,1199.00,PO-88,Apple Store,24,,CC-777",
  "SIT-1002,Imported ThinkPad X1,SIT-SER-2,ThinkPad X1 Carbon,21KC,Lenovo,Laptops,Ready to deploy,Remote,Noor Haddad,15/02/2026,1650.00,PO-88,Lenovo,36,,CC-778",
  "SIT-1003,Lost laptop,SIT-SER-3,ThinkPad X1 Carbon,21KC,Lenovo,Laptops,Lost in transit,,,,,,,,,",
].join("\n");

let browser: Browser;
let workspace: WorkspaceServer;

before(async () => {
  workspace = await startWorkspaceServer("import", owner, appDomain);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
});

describe("CSV import, end to end", () => {
  it("imports a Snipe-IT export through the mapping screen and the dry run", async () => {
    const { context, page, errors } = await newVisitorPage(browser);
    await workspace.signInOnPage(page, owner);
    await page.getByRole("link", { name: "Import", exact: true }).click();
    await page.getByRole("heading", { name: "Import from a CSV file", level: 1 }).waitFor();

    await page.getByLabel(/^CSV file/).setInputFiles({
      name: "snipe-it-assets.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(snipeItExport),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Recognised: a Snipe-IT asset export.").waitFor();
    assert.equal(await page.getByLabel("Field: Cost centre").inputValue(), "custom:cost_centre");
    assert.equal(await page.getByLabel("Field: Warranty").inputValue(), "warranty_months");

    await page.getByRole("button", { name: "Check what will happen" }).click();
    await page.getByRole("heading", { name: "What the import will do" }).waitFor();
    assert.equal(await page.getByTestId("dry-run-created").innerText(), "2");
    assert.equal(await page.getByTestId("dry-run-refused").innerText(), "1");
    await page.getByRole("cell", { name: "No status label by this name" }).waitFor();

    await page.getByRole("button", { name: "Import now" }).click();
    await page.getByText("The import has finished.").waitFor({ timeout: 30_000 });
    // The finish screen counts each outcome: the refused row is not reported as imported.
    assert.equal(await page.getByTestId("import-result-created").innerText(), "2");
    assert.equal(await page.getByTestId("import-result-refused").innerText(), "1");
    await page.getByText("3 rows: 2 created, 0 updated, 0 unchanged, 1 refused.").first().waitFor();
    await page.getByRole("link", { name: "Open the register" }).click();
    const row = page.getByTestId("asset-row").filter({ hasText: "Imported MacBook Air" });
    await row.getByRole("link", { name: "Imported MacBook Air" }).click();
    await page.getByRole("heading", { name: "Imported MacBook Air", level: 1 }).waitFor();
    assert.match(
      await page.getByRole("region", { name: "Custom fields" }).innerText(),
      /Cost centre\s+CC-777/,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("imports people from an HR export, the manager named by e-mail", async () => {
    const { context, page, errors } = await newVisitorPage(browser);
    await workspace.signInOnPage(page, owner);
    await page.getByRole("link", { name: "Import", exact: true }).click();
    await page.getByLabel("What the file holds").selectOption("people");
    await page.getByLabel(/^CSV file/).setInputFiles({
      name: "hr-people.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [
          "Full name,Email,Employee ID,Department,Line manager",
          "Imported Lead,imported.lead@example.com,HR-1,Platform,",
          "Imported Report,imported.report@example.com,HR-2,Platform,imported.lead@example.com",
        ].join("\n"),
      ),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    assert.equal(await page.getByLabel("Field: Employee ID").inputValue(), "employee_number");
    assert.equal(await page.getByLabel("Field: Line manager").inputValue(), "manager");
    await page.getByRole("button", { name: "Check what will happen" }).click();
    await page.getByRole("heading", { name: "What the import will do" }).waitFor();
    assert.equal(await page.getByTestId("dry-run-created").innerText(), "2");
    await page.getByRole("button", { name: "Import now" }).click();
    await page.getByText("The import has finished.").waitFor({ timeout: 30_000 });
    await page.getByRole("link", { name: "Open people" }).click();
    await page.getByRole("link", { name: "Imported Report" }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
