import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newVisitorPage(browser);
  await page.goto(server.baseUrl + path, { waitUntil: "networkidle" });
  return { page, errors };
}

describe("forms reach the real server", () => {
  it("the footer newsletter form subscribes and says so", async () => {
    const { page, errors } = await openPage("/about");
    const footer = page.getByTestId("site-footer");
    await footer.getByLabel("E-mail address").fill("not-an-address");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await footer.getByRole("alert").waitFor();
    await footer.getByLabel("E-mail address").fill("reader@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("status").filter({ hasText: "check your inbox" }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("the contact form stores the message and shows the thank-you page", async () => {
    const { page, errors } = await openPage("/contact");
    await page.getByLabel("Your name").fill("Priya Raman");
    await page.getByLabel("Work e-mail").fill("priya@example.com");
    await page
      .getByLabel("Message", { exact: true })
      .fill("We manage 300 laptops and would like a demo of the posture checks.");
    await page.getByRole("button", { name: /send/i }).click();
    await page.waitForURL(server.baseUrl + "/page-thankyou");
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
