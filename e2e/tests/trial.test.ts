import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { setUpAuthenticatorApp, signInTwoStepThroughForm } from "../support/accounts.ts";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { fillTrialContact } from "../support/trial-form.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;

const operator = { email: "ops@fleetward.example", password: "Operator-Secret-42" };
const customer = {
  username: "hanna.krueger",
  email: "hanna.krueger@example.com",
  password: "Harbour-Quartz-58-Meadow",
};
const appDomain = `northwind-${Date.now().toString(36)}`;

before(async () => {
  server = await startServer(() => ({
    OPERATOR_EMAIL: operator.email,
    OPERATOR_PASSWORD: operator.password,
    // Slow steps, so the profile is seen while the deployment runs.
    TRIAL_DEPLOY_STEP_DELAY_MS: "1500",
  }));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const freshPage = () => newVisitorPage(browser);

async function signIn(page: Page, email: string, password: string) {
  await page.goto(server.baseUrl + "/login", { waitUntil: "networkidle" });
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(server.baseUrl + "/user-profile");
}

describe("the 90-day trial, end to end", () => {
  it("register → request on /terms-trial → operator approves → profile shows deploying, then the app URL", async () => {
    const { context, page, errors } = await freshPage();

    await page.goto(server.baseUrl + "/signup", { waitUntil: "networkidle" });
    await page.getByLabel("Username").fill(customer.username);
    await page.getByLabel("Work e-mail").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: /create/i }).click();
    await page.waitForURL(/\/auth-signup-success/);

    await signIn(page, customer.email, customer.password);
    const panel = page.getByTestId("trial-panel");
    await panel.getByText("You have no trial yet.", { exact: false }).waitFor();
    await panel.getByRole("link", { name: "Start your free trial" }).click();
    await page.waitForURL(server.baseUrl + "/terms-trial");

    // The form refuses to send without the terms, and keeps what was typed.
    await page.getByLabel("Company name").fill("Northwind Traders GmbH");
    await page.getByLabel("App name").fill("Northwind IT");
    await page.getByLabel("App domain").fill("www");
    await page.getByText("This address is reserved; choose another.").first().waitFor();
    await page.getByLabel("App domain").fill(appDomain);
    await page
      .getByText(`${appDomain}.localhost:${new URL(server.baseUrl).port} is available.`)
      .waitFor();
    await fillTrialContact(page, {
      companyEmail: "it@northwind.example",
      phone: "+49 30 1234567",
      streetAddress: "Friedrichstraße 68",
      building: "3rd floor, suite 301",
      postalCode: "10117",
      city: "Berlin",
      country: "DE",
      title: "Ms",
      firstName: "Hanna",
      lastName: "Krüger",
      position: "Head of IT",
      department: "IT operations",
    });
    await page.getByRole("button", { name: "Request my trial" }).click();
    await page.getByText("Accept the trial terms to request a trial").waitFor();
    assert.equal(await page.getByLabel("Company name").inputValue(), "Northwind Traders GmbH");

    await page.getByLabel(/I have read and accept the trial terms/).check();
    await page.getByRole("button", { name: "Request my trial" }).click();
    await page.waitForURL(server.baseUrl + "/user-profile");
    await panel.locator('[data-trial-state="pending_approval"]').waitFor();
    await panel.getByText("Waiting for approval").first().waitFor();

    // The operator approves in the console.
    const ops = await freshPage();
    // The console needs two-step sign-in (issue 24): the operator has an authenticator app.
    const { secret } = await setUpAuthenticatorApp(server.baseUrl, operator);
    await signInTwoStepThroughForm(ops.page, server.baseUrl, { ...operator, secret });
    // Operators reach the console from their account menu.
    const menu = ops.page.getByTestId("account-menu");
    await menu.getByRole("button", { name: /Account menu/ }).click();
    await menu.getByRole("link", { name: "Trial requests" }).click();
    await ops.page.waitForURL(server.baseUrl + "/admin/trials");
    await ops.page.getByRole("heading", { name: "Trial requests" }).first().waitFor();
    await ops.page.getByLabel("Search", { exact: true }).fill(appDomain);
    await ops.page.getByRole("button", { name: "Search", exact: true }).click();
    await ops.page.getByRole("button", { name: "View: Northwind Traders GmbH" }).click();
    await ops.page.getByText("trial.requested").waitFor();
    await ops.page.getByRole("button", { name: "Approve" }).click();
    await ops.page.getByText("Trial approved; the deployment has started.").waitFor();
    await ops.page.getByText("trial.approved").waitFor();
    await ops.context.close();

    // The customer's profile follows the deployment, then shows the workspace address.
    await page.reload({ waitUntil: "networkidle" });
    await panel.locator('[data-trial-state="deploying"]').waitFor();
    await panel.getByText(/Step \d of 4/).waitFor();
    const appUrl = panel.getByTestId("trial-app-url");
    await appUrl.waitFor({ timeout: 30_000 });
    const port = new URL(server.baseUrl).port;
    assert.equal(await appUrl.textContent(), `http://${appDomain}.localhost:${port}`);
    await panel.getByText(/Your trial is active until/).waitFor();
    await panel.getByRole("link", { name: "Getting started guide" }).waitFor();

    assert.deepEqual(
      errors.filter((error) => !/401|422/.test(error)),
      [],
    );
    await context.close();
  });

  it("a customer who opens the console sees a 403 text and no trials", async () => {
    const { context, page } = await freshPage();
    await signIn(page, customer.email, customer.password);
    const menu = page.getByTestId("account-menu");
    await menu.getByRole("button", { name: /Account menu/ }).click();
    await menu.getByRole("link", { name: "Settings" }).waitFor();
    assert.equal(await menu.getByRole("link", { name: "Trial requests" }).count(), 0);
    await page.goto(server.baseUrl + "/admin/trials", { waitUntil: "networkidle" });
    await page.getByText("403 — This page is for Fleetward operators only.").waitFor();
    assert.equal(await page.getByRole("table").count(), 0);
    await context.close();
  });
});
