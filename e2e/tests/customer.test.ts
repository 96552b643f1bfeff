import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { registerAndSignIn } from "../support/accounts.ts";
import { launchBrowser, newVisitorPage, waitForValue } from "../support/browser.ts";
import { startMailbox } from "../support/mailbox.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/*
 * The customer area's billing path. Billing sells the plans of /page-pricing: Business per
 * device, Enterprise through sales, the trial not at all. A customer may buy a plan directly,
 * with or without a trial (an active or expired trial is moved to "upgraded"); this account
 * has no trial. Then the profile of a second account, which has requested a trial.
 */

let server: RunningServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let browser: Browser;

const person = {
  username: "henrik.aalto",
  email: "henrik.aalto@example.com",
  password: "Copper-Harbour-77-Sleet",
};

type Person = typeof person;

/** Creates the account and signs in through the API; returns the bearer token. */
const accountToken = (account: Person = person) => registerAndSignIn(server.baseUrl, account);

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

const signedInPage = (token: string) => newVisitorPage(browser, { token, acceptDownloads: true });

describe("customer billing, end to end", () => {
  it("add the test card → upgrade → see the invoice → download its PDF", async () => {
    const token = await accountToken();
    const { context, page, errors } = await signedInPage(token);

    // Payment: TEST MODE is labelled; a typo is caught in the browser; the declined card is refused.
    await page.goto(server.baseUrl + "/user-payment", { waitUntil: "networkidle" });
    await page.getByTestId("test-mode").getByText("TEST MODE").waitFor();
    await page.getByLabel("Card holder").fill("Henrik Aalto");
    await page.getByLabel("Card number").fill("4242 4242 4242 4241");
    await page.getByLabel("Expiry (MM/YY)").fill("12/30");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Save card" }).click();
    await page.getByText("Check the card number").waitFor();
    assert.equal(await page.getByLabel("Card holder").inputValue(), "Henrik Aalto", "typing kept");

    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Save card" }).click();
    await page.getByText("The card was declined. Try another card.").waitFor();
    assert.equal(await page.getByTestId("saved-card").count(), 0);

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByText("Card network: Visa").waitFor();
    await page.getByRole("button", { name: "Save card" }).click();
    await page.getByTestId("saved-card").getByText("Visa ending in 4242").waitFor();
    // The form clears after saving (it resets a moment after the saved card shows).
    await waitForValue(page.getByLabel("Card number"), "");

    // Billing: no plan yet; the pricing page's three plans; Enterprise goes to sales.
    await page.goto(server.baseUrl + "/user-billing", { waitUntil: "networkidle" });
    await page.getByTestId("current-plan").getByText("No plan yet").waitFor();
    const plans = page.locator("li[data-plan]");
    assert.deepEqual(await plans.evaluateAll((items) => items.map((item) => item.dataset.plan)), [
      "trial",
      "business",
      "enterprise",
    ]);
    await page.locator('[data-plan="business"]').getByText("€4.00 per device a month").waitFor();
    await page.locator('[data-plan="business"]').getByText("or €40.00 per device a year").waitFor();
    const sales = page.locator('[data-plan="enterprise"]').getByRole("link", {
      name: "Contact sales",
    });
    assert.equal(await sales.getAttribute("href"), "/contact?topic=sales");
    assert.equal(
      await page.locator('[data-plan="enterprise"]').getByRole("button").count(),
      0,
      "Enterprise cannot be bought here",
    );
    assert.equal(await page.locator('[data-plan="trial"]').getByRole("button").count(), 0);

    // Buy Business per device: 25 suggested (no workspace yet); a bad count is caught in place.
    await page.getByRole("button", { name: "Choose Business" }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade to Business" });
    await dialog.waitFor();
    const devices = dialog.getByLabel("Number of devices");
    assert.equal(await devices.inputValue(), "25");
    await dialog.getByText("25 × €4.00 per device = €100.00 before VAT").waitFor();
    await dialog.getByText("€119.00").waitFor();
    await devices.fill("3");
    await dialog.getByRole("button", { name: "Pay and upgrade" }).click();
    await dialog.getByText("Enter a whole number of devices from 5 to 5000.").waitFor();
    assert.equal(await devices.inputValue(), "3", "typing kept");
    await devices.fill("30");
    await dialog.getByLabel("Yearly: €40.00 per device").check();
    await dialog.getByText("€1,428.00").waitFor();
    await dialog.getByLabel("Monthly: €4.00 per device").check();
    await dialog.getByText("30 × €4.00 per device = €120.00 before VAT").waitFor();
    await dialog.getByText("€142.80").waitFor();
    await dialog.getByRole("button", { name: "Pay and upgrade" }).click();
    await page
      .getByText(/Your plan is active\. Invoice FW-INV-\d{4}-\d{5} has been issued\./)
      .waitFor();
    await page.getByTestId("current-plan").getByText("Business").waitFor();
    await page.getByText("Devices covered: 30").waitFor();

    // The invoice e-mail went out and the header shows one unread notification.
    const mail = await mailbox.waitFor(
      (message) => message.to.includes(person.email) && message.raw.includes("FW-INV-"),
    );
    assert.match(mail.raw, /Your Fleetward invoice FW-INV-\d{4}-\d{5}/);
    await page.reload({ waitUntil: "networkidle" });
    await page.getByTestId("unread-badge").getByText("1").waitFor();

    // Invoices: listed, opened, downloaded as a real PDF.
    await page.goto(server.baseUrl + "/user-invoice", { waitUntil: "networkidle" });
    const row = page.getByTestId("invoice-row");
    await row.getByText("Paid").waitFor();
    const number = (await row.getByRole("link").textContent())?.trim() ?? "";
    assert.match(number, /^FW-INV-\d{4}-\d{5}$/);
    await row.getByRole("link").click();
    await page.getByTestId("invoice-total").getByText("€142.80").waitFor();
    await page.getByText("Business plan — 30 devices × €4.00 / month").waitFor();
    await page.getByText("Fleetward GmbH").waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download invoice ${number} as PDF` }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `${number}.pdf`);
    const file = await readFile((await download.path()) ?? "");
    assert.equal(file.subarray(0, 5).toString("latin1"), "%PDF-");

    // The notification feed lists the invoice; marking it read clears the badge.
    await page.goto(server.baseUrl + "/user-notification", { waitUntil: "networkidle" });
    await page.getByTestId("notification").getByText(`Invoice ${number} paid`).waitFor();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await page.getByTestId("unread-badge").waitFor({ state: "detached" });

    assert.deepEqual(
      errors.filter((error) => !error.includes("402")),
      [],
    );
    await context.close();
  });

  it("the profile shows the account's details and the requested trial's app, not placeholders", async () => {
    const owner = {
      username: "ines.moreau",
      email: "ines.moreau@example.com",
      password: "Granite-Lantern-42-Fjord",
    };
    const token = await accountToken(owner);
    const created = await fetch(`${server.baseUrl}/api/customer/trial/create`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        company_name: "Moreau Logistique SARL",
        app_name: "Moreau Fleet",
        app_domain: "moreau-fleet",
        company_email: "it@moreau-logistique.example",
        phone: "+33 1 42 68 53 00",
        street_address: "12 rue de la Chaussée-d'Antin",
        building: "Bâtiment B",
        postal_code: "75009",
        city: "Paris",
        country: "FR",
        first_name: "Inès",
        last_name: "Moreau",
        title: "Ms",
        position: "IT manager",
        department: "Infrastructure",
        accept_terms: true,
      }),
    });
    assert.equal(created.status, 201, await created.text());

    const { context, page, errors } = await signedInPage(token);
    await page.goto(server.baseUrl + "/user-profile", { waitUntil: "networkidle" });
    const details = page.getByTestId("profile-details");
    await details.getByTestId("profile-email").getByText(owner.email).waitFor();
    await details.getByText("ines.moreau", { exact: true }).waitFor();
    await details.getByText("Inès", { exact: true }).waitFor();
    await details.getByText("IT manager").waitFor();
    await details.getByText("Moreau Logistique SARL").waitFor();
    await details.getByText("+33 1 42 68 53 00").waitFor();
    await details.getByText("Moreau Fleet", { exact: true }).waitFor();
    const url = (await details.getByTestId("profile-app-url").textContent()) ?? "";
    assert.match(url, /^https?:\/\/moreau-fleet\./);
    await details.getByText("Waiting for approval").waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
