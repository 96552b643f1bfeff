import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { findLink, startMailbox } from "../support/mailbox.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let browser: Browser;

const operatorEmail = "ops.lead@example.com";

before(async () => {
  mailbox = await startMailbox();
  server = await startServer(() => ({
    SMTP_URL: mailbox.url,
    MAIL_FROM: "Fleetward <no-reply@example.com>",
    OPERATOR_EMAIL: operatorEmail,
    OPERATOR_PASSWORD: "Harbour-Compass-77-Lichen",
    LAUNCH_AT: "2031-01-15T09:00:00Z",
  }));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A page whose visitor has already answered the cookie notice, unless `fresh`. */
async function openPage(path: string, fresh = false): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newVisitorPage(browser, { answeredCookieNotice: !fresh });
  await page.goto(server.baseUrl + path, { waitUntil: "networkidle" });
  return { page, errors };
}

describe("company site, end to end", () => {
  it("a contact message reaches the operator by e-mail", async () => {
    const { page, errors } = await openPage("/contact");
    await page.getByLabel("Your name").fill("Tomás Herrera");
    await page.getByLabel("Work e-mail").fill("tomas@example.com");
    await page
      .getByLabel("Message", { exact: true })
      .fill("We run 420 Chromebooks across six schools and want to track loans.");
    await page.getByRole("button", { name: /send/i }).click();
    await page.waitForURL(server.baseUrl + "/page-thankyou");

    const mail = await mailbox.waitFor((message) => message.to.includes(operatorEmail));
    const text = decodeQuotedPrintable(mail.raw);
    assert.match(
      text,
      /Tomás Herrera \(tomas@example\.com\) wrote through the contact form about sales\./,
    );
    assert.match(text, /We run 420 Chromebooks across six schools/);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("a support request shows its ticket reference", async () => {
    const { page, errors } = await openPage("/helpcenter-support");
    await page.getByLabel("Your name").fill("Ines Duarte");
    await page.getByLabel("E-mail address of your Fleetward account").fill("ines@example.com");
    await page.getByLabel("Subject").fill("Jamf sync stopped after token renewal");
    await page
      .getByLabel("Description", { exact: true })
      .fill("Since this morning no Macs update; the connector page says the token is valid.");
    await page.getByRole("button", { name: /send|submit/i }).click();
    const reference = page.getByText(/FW-\d{4}-\d{6}/).first();
    await reference.waitFor();
    assert.match((await reference.textContent()) ?? "", /FW-\d{4}-\d{6}/);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("a newsletter subscription is confirmed through the link in the e-mail", async () => {
    const { page, errors } = await openPage("/about");
    const footer = page.getByTestId("site-footer");
    await footer.getByLabel("E-mail address").fill("reader.one@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("status").filter({ hasText: "check your inbox" }).waitFor();

    const mail = await mailbox.waitFor((message) => message.to.includes("reader.one@example.com"));
    const link = findLink(mail.raw, server.baseUrl, "/page-thankyou?newsletter_confirm=");
    assert.match(mail.raw, /newsletter_unsubscribe=/);
    await page.goto(link, { waitUntil: "networkidle" });
    await page.getByText("Your newsletter subscription is confirmed").waitFor();
    // The single-use token leaves the address bar.
    await page.waitForURL(server.baseUrl + "/page-thankyou?newsletter=confirmed");

    // Following the same link again fails: it worked once.
    await page.goto(link, { waitUntil: "networkidle" });
    await page.getByText("This confirmation link is no longer valid").waitFor();
    assert.deepEqual(
      errors.filter((error) => !error.includes("404")),
      [],
    );
    await page.context().close();
  });

  it("the portfolio filters customer stories by industry, in the URL", async () => {
    const { page, errors } = await openPage("/portfolio-modern-three");
    const listing = page.getByTestId("story-listing");
    await listing.getByRole("link", { name: "Helios Health Partners" }).waitFor();
    const all = await listing.locator("h3").count();
    assert.equal(all, 12);

    await page
      .getByRole("navigation", { name: "Industry" })
      .getByRole("link", { name: /^Education/ })
      .click();
    await page.waitForURL(/\?category=education$/);
    // Brightwater is in the unfiltered list too: wait for the list to narrow, not for it.
    await waitForCount(listing.locator("h3"), 2);
    await listing.getByRole("link", { name: "Brightwater Schools Trust" }).waitFor();
    assert.equal(await listing.getByText("Helios Health Partners").count(), 0);

    // The story opens in its detail layout from the API.
    await listing.getByRole("link", { name: "Brightwater Schools Trust" }).click();
    await page.waitForURL(/\/portfolio-detail-one\/\d+$/);
    await page.getByRole("heading", { name: "Brightwater Schools Trust" }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("pricing and the landing page show the plans from the API", async () => {
    const { page, errors } = await openPage("/page-pricing");
    const plans = page.getByTestId("plans");
    await plans.waitFor();
    for (const name of ["Free trial", "Business", "Enterprise"]) {
      await plans.getByRole("heading", { name }).waitFor();
    }
    assert.ok((await plans.textContent())?.includes("€4"));

    await page.goto(server.baseUrl + "/", { waitUntil: "networkidle" });
    const teaser = page.getByTestId("pricing-teaser");
    await teaser.getByRole("heading", { name: "Business" }).waitFor();
    await page.getByTestId("latest-articles").scrollIntoViewIfNeeded();
    await page.getByTestId("latest-articles").getByRole("link").first().waitFor();
    assert.equal(await page.getByTestId("latest-articles").getByRole("listitem").count(), 3);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("the cookie choice is kept and recorded", async () => {
    const { page, errors } = await openPage("/", true);
    const notice = page.getByTestId("cookie-notice");
    await notice.waitFor();
    const recorded = page.waitForResponse((response) => response.url().endsWith("/api/consents"));
    await notice.getByRole("button", { name: "Essential only" }).click();
    assert.equal((await recorded).status(), 201);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("cookieConsent") ?? "{}"),
    );
    assert.equal(stored.choice, "essential");
    await page.reload({ waitUntil: "networkidle" });
    assert.equal(await page.getByTestId("cookie-notice").count(), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("the coming-soon page counts down to LAUNCH_AT, and the audio post plays its clip", async () => {
    const { page, errors } = await openPage("/page-comingsoon");
    const countdown = page.getByTestId("countdown");
    await countdown.waitFor();
    assert.ok(await countdown.locator('time[datetime="2031-01-15T09:00:00.000Z"]').count());
    const before = await countdown.locator("li").last().textContent();
    await page.waitForTimeout(1500);
    assert.notEqual(await countdown.locator("li").last().textContent(), before);

    await page.goto(server.baseUrl + "/blog-audio-post", { waitUntil: "networkidle" });
    const audio = page.getByTestId("episode-audio");
    await audio.waitFor({ state: "attached" });
    assert.equal(await audio.getAttribute("preload"), "none");
    const src = await audio.locator("source").getAttribute("src");
    const file = await page.request.get(server.baseUrl + src);
    assert.equal(file.status(), 200);
    assert.match(file.headers()["content-type"] ?? "", /^audio\/ogg/);
    await page.getByText("Transcript").click();
    await page.getByText("Welcome to Fleet Notes").waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
