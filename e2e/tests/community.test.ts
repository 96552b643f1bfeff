import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { newAccount, registerAndSignIn } from "../support/accounts.ts";
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

/** Creates an account through the API and signs it in; answers the bearer token. */
async function signedUpToken(): Promise<{ token: string; username: string }> {
  const account = newAccount("member");
  return { token: await registerAndSignIn(server.baseUrl, account), username: account.username };
}

const freshPage = (token?: string) => newVisitorPage(browser, { token });

describe("community, end to end", () => {
  it("a signed-in member replies in a forum thread and sees the reply", async () => {
    const { token, username } = await signedUpToken();
    const { page, errors } = await freshPage(token);
    await page.goto(server.baseUrl + "/forums-topic?category=mobile-byod", {
      waitUntil: "networkidle",
    });
    await page.getByRole("link", { name: "Best way to track BYOD phones without MDM?" }).click();
    await page.waitForURL(/\/forums-comments\?topic=\d+$/);
    await page.getByText("Replies: 6").waitFor();

    const reply = "We list personal phones from the Entra sign-in logs every Monday.";
    await page.getByLabel("Your reply").fill(reply);
    await page.getByRole("button", { name: "Post reply" }).click();
    await page.getByText("Replies: 7").waitFor();
    const last = page.getByRole("article", { name: `Reply 7 by ${username}` });
    await last.getByText(reply).waitFor();
    assert.equal(await page.getByLabel("Your reply").inputValue(), "");
    assert.deepEqual(errors, []);
  });

  it("a signed-out reader sees a sign-in prompt that comes back to the forum", async () => {
    const { page } = await freshPage();
    await page.goto(server.baseUrl + "/forums-topic", { waitUntil: "networkidle" });
    const signIn = page.getByRole("link", { name: "Sign in", exact: true }).last();
    assert.equal(await signIn.getAttribute("href"), "/login?redirect=%2Fforums-topic");
    assert.equal(await page.getByLabel("Title").count(), 0);
  });

  it("filters courses by level, and the filter is kept in the URL", async () => {
    const { page, errors } = await freshPage();
    await page.goto(server.baseUrl + "/course-listing", { waitUntil: "networkidle" });
    await page.getByText("Courses found: 8").waitFor();
    await page.getByLabel("Level").selectOption("advanced");
    await page.waitForURL(/level=advanced/);
    await page.getByText("Courses found: 2").waitFor();
    const titles = await page.locator("[data-course] h3").allTextContents();
    assert.deepEqual(titles.sort(), [
      "MDM enrolment at scale",
      "Responding to lost and stolen devices",
    ]);

    await page.reload({ waitUntil: "networkidle" });
    await page.getByText("Courses found: 2").waitFor();
    assert.equal(await page.getByLabel("Level").inputValue(), "advanced");

    await page.getByRole("link", { name: "MDM enrolment at scale" }).click();
    await page.getByRole("heading", { name: "Syllabus" }).waitFor();
    await page.getByText("Module 2: Rolling out").waitFor();
    assert.deepEqual(errors, []);
  });

  it("help-centre search shows FAQ, guide and article results and keeps the query in the URL", async () => {
    const { page, errors } = await freshPage();
    await page.goto(server.baseUrl + "/helpcenter", { waitUntil: "networkidle" });
    await page.getByLabel("Search the help centre").fill("recovery key");
    await page.waitForURL(/\?q=recovery\+key$/);
    await page.getByText(/^Results for “recovery key”: \d+$/).waitFor();
    const types = await page
      .locator("[data-result-type]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-result-type")));
    assert.ok(types.includes("faq"), `FAQ among ${types.join(", ")}`);
    assert.ok(types.includes("kb"), `article among ${types.join(", ")}`);
    await page
      .getByRole("search")
      .getByRole("link", { name: "Does Fleetward store disk recovery keys?" })
      .waitFor();

    await page.goto(server.baseUrl + "/helpcenter?q=csv", { waitUntil: "networkidle" });
    assert.equal(await page.getByLabel("Search the help centre").inputValue(), "csv");
    await page.locator('[data-result-type="guide"]').first().waitFor();
    assert.deepEqual(errors, []);
  });
});
