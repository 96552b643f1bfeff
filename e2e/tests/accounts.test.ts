import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { findLink, startMailbox } from "../support/mailbox.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let browser: Browser;

const person = {
  username: "rosa.lindqvist",
  email: "rosa.lindqvist@example.com",
  password: "Gravel-Lantern-42-Fjord",
};

before(async () => {
  mailbox = await startMailbox();
  server = await startServer(() => ({
    SMTP_URL: mailbox.url,
    MAIL_FROM: "Fleetward <no-reply@example.com>",
  }));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

const freshPage = () => newVisitorPage(browser);

async function signInThroughForm(page: Page) {
  await page.getByLabel("Work e-mail").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("accounts, end to end", () => {
  it("sign up → confirm by e-mail → sign in → lock and unlock → sign out", async () => {
    const { context, page } = await freshPage();
    await page.goto(server.baseUrl + "/signup", { waitUntil: "networkidle" });
    await page.getByLabel("Username").fill(person.username);
    await page.getByLabel("Work e-mail").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill(person.password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: /create/i }).click();
    await page.waitForURL(/\/auth-signup-success/);

    const mail = await mailbox.waitFor((message) => message.to.includes(person.email));
    const confirmLink = findLink(mail.raw, server.baseUrl, "/auth-signup-success?confirm=");
    await page.goto(confirmLink, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "E-mail address confirmed" }).waitFor();

    await page.goto(server.baseUrl + "/login", { waitUntil: "networkidle" });
    await signInThroughForm(page);
    await page.getByText("Login successful!").waitFor();
    await page.getByText("Welcome back!").waitFor();
    await page.waitForURL(server.baseUrl + "/user-profile");
    assert.ok(await page.evaluate(() => localStorage.getItem("token")));

    await page.getByTestId("account-menu").getByRole("button").first().click();
    await page.getByRole("button", { name: "Lock screen" }).click();
    await page.waitForURL(server.baseUrl + "/auth-lock-screen?redirect=%2Fuser-profile");
    await page.getByRole("heading", { name: "Your session is locked" }).waitFor();
    assert.equal(await page.getByText(person.email).count(), 0, "no account data while locked");
    // Another account page stays locked; unlocking returns to the page that was asked for.
    await page.goto(server.baseUrl + "/user-billing", { waitUntil: "networkidle" });
    await page.waitForURL(server.baseUrl + "/auth-lock-screen?redirect=%2Fuser-billing");
    await page.getByLabel("Password", { exact: true }).fill(person.password);
    await page.getByRole("button", { name: "Unlock" }).click();
    await page.waitForURL(server.baseUrl + "/user-billing");

    await page.getByTestId("account-menu").getByRole("button").first().click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("Logged out").waitFor();
    await page.getByText("See you again soon!").waitFor();
    await page.waitForURL(server.baseUrl + "/login");
    assert.equal(await page.evaluate(() => localStorage.getItem("token")), null);
    await context.close();
  });

  it("a stale token in storage sends the visitor to /login and is removed", async () => {
    const { context, page } = await freshPage();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("token", "stale-token-from-an-old-session");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto(server.baseUrl + "/user-profile");
    await page.waitForURL(/\/login/);
    await page.waitForFunction(() => localStorage.getItem("token") === null);
    await context.close();
  });

  it("the lock screen without a session says nothing is locked instead of redirecting", async () => {
    const { context, page } = await freshPage();
    await page.goto(server.baseUrl + "/auth-lock-screen", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Nothing is locked" }).waitFor();
    assert.equal(page.url(), server.baseUrl + "/auth-lock-screen");
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(server.baseUrl + "/login");
    await context.close();
  });

  it("a protected deep link returns there after sign-in", async () => {
    const { context, page, errors } = await freshPage();
    await page.goto(server.baseUrl + "/user-billing", { waitUntil: "networkidle" });
    await page.waitForURL(/\/login\?redirect=/);
    await signInThroughForm(page);
    await page.waitForURL(server.baseUrl + "/user-billing");
    assert.deepEqual(
      errors.filter((error) => !error.includes("401")),
      [],
    );
    await context.close();
  });

  it("a wrong password shows the login failure notice", async () => {
    const { context, page } = await freshPage();
    await page.goto(server.baseUrl + "/login", { waitUntil: "networkidle" });
    await page.getByLabel("Work e-mail").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Login failed. Please check your credentials.").waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("token")), null);
    await context.close();
  });
});
