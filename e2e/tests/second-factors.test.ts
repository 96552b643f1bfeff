import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { newAccount, register } from "../support/accounts.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage, type VisitorPage } from "../support/browser.ts";
import { startMailbox } from "../support/mailbox.ts";
import {
  createScratchDatabase,
  e2eEngine,
  engineTitle,
  testDatabaseUrl,
} from "../support/postgres.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { withVirtualAuthenticator } from "../support/webauthn.ts";

/*
 * Issue 24: an authenticator app and a passkey set up in the account settings, then used to
 * sign in — the passkey through Chromium's own virtual authenticator (DevTools protocol
 * WebAuthn domain), not a mock. WebAuthn refuses an IP address as the relying party, so the
 * site is served as `localhost`.
 */

let server: RunningServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let browser: Browser;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let origin: string;

const person = newAccount("two.step");

before(async () => {
  mailbox = await startMailbox();
  if (e2eEngine() === "postgres" && testDatabaseUrl) {
    scratch = await createScratchDatabase(testDatabaseUrl);
  }
  server = await startServer((baseUrl) => ({
    PUBLIC_URL: baseUrl.replace("127.0.0.1", "localhost"),
    SMTP_URL: mailbox.url,
    ...(scratch && { DATABASE_URL: scratch.url }),
  }));
  origin = server.baseUrl.replace("127.0.0.1", "localhost");
  await register(server.baseUrl, person);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await scratch?.drop();
  await mailbox?.stop();
});

/** The code the person's phone shows `later` ms from now, from the key the page showed. */
const codeFor = (secret: string, later = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replaceAll(" ", "")) }).generate({
    timestamp: Date.now() + later,
  });

/** The e-mail to the person with this subject; its text with soft line breaks joined. */
async function mailTitled(subject: string) {
  const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, " ");
  const mail = await mailbox.waitFor(
    (message) =>
      message.to.includes(person.email) && unfolded(message.raw).includes(`Subject: ${subject}`),
  );
  return mail.raw.replace(/=\r?\n/g, "");
}

async function signInWithPassword(page: Page) {
  await page.goto(origin + "/login", { waitUntil: "networkidle" });
  await page.getByLabel("Work e-mail").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.removeItem("token"));
}

describe(`second factors, end to end${engineTitle()}`, () => {
  let secret = "";
  let recoveryCodes: string[] = [];
  let visitor: VisitorPage;
  let authenticator: Awaited<ReturnType<typeof withVirtualAuthenticator>>;

  before(async () => {
    visitor = await newVisitorPage(browser);
    authenticator = await withVirtualAuthenticator(visitor);
  });

  it("sets up an authenticator app with its QR code and shows ten recovery codes once", async () => {
    const { page, errors } = visitor;
    await signInWithPassword(page);
    await page.waitForURL(origin + "/user-profile");
    await page.goto(origin + "/user-setting", { waitUntil: "networkidle" });
    const card = page.getByTestId("authenticator-app");
    await card.getByText("Not set up").waitFor();
    await card.getByRole("button", { name: "Set up an authenticator app" }).click();
    await card.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    assert.match(secret, /^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);

    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByText("That code is not right. Check that your phone's clock").waitFor();
    await page.getByLabel("Code from the app").fill(codeFor(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await card.getByText(/^On since /).waitFor();

    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await codes.first().waitFor();
    recoveryCodes = await codes.allTextContents();
    assert.equal(recoveryCodes.length, 10);
    assert.deepEqual(await seriousViolations(page), []);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("10 unused codes left").waitFor();
    const added = await mailTitled("A second factor was added to your Fleetward account");
    assert.match(added, /an authenticator app was added/);
    // The one failed call is the wrong code's 422, shown under the field.
    assert.deepEqual(errors, [
      "console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)",
    ]);
  });

  it("adds a passkey from the browser's authenticator and names it", async () => {
    const { page } = visitor;
    await page.getByLabel("Name of the passkey").fill("Work laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    const passkey = page.getByTestId("passkey");
    await passkey.getByText("Work laptop").waitFor();
    await passkey.getByText("Not used yet").waitFor();
    const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
      authenticatorId: authenticator.authenticatorId,
    });
    assert.equal(credentials.length, 1);
    assert.equal(credentials[0]?.isResidentCredential, true);
    assert.equal(credentials[0]?.rpId, "localhost");
    // The authenticator app came first: the account keeps its ten codes.
    await page.getByText("10 unused codes left").waitFor();
  });

  it("asks for the code after the password; a recovery code works once", async () => {
    const { page } = visitor;
    await signOut(page);
    await signInWithPassword(page);
    await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.getByLabel("Authentication code").fill("123456");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("That code is not right. Try the current code").waitFor();

    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Login successful!").waitFor();
    await page.waitForURL(origin + "/user-profile");
    const used = await mailTitled("A recovery code was used to sign in to your Fleetward account");
    assert.match(used, /9 codes are left/);
  });

  it("signs in with the code from the app", async () => {
    const { page } = visitor;
    await signOut(page);
    await signInWithPassword(page);
    // The code that turned the app on may still be the current one, and a code works once:
    // type the next one, which the server takes (one step of clock drift is allowed).
    await page.getByLabel("Authentication code").fill(codeFor(secret, 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(origin + "/user-profile");
  });

  it("signs in with the passkey alone, without password or code", async () => {
    const { page } = visitor;
    await signOut(page);
    await page.goto(origin + "/login", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.getByText("Login successful!").waitFor();
    await page.waitForURL(origin + "/user-profile");
    await page.goto(origin + "/user-setting", { waitUntil: "networkidle" });
    await page
      .getByTestId("passkey")
      .getByText(/^Added on .* · Last used on /)
      .waitFor();
  });

  it("removes the passkey and the app only with the password", async () => {
    const { page } = visitor;
    await page.getByRole("button", { name: "Remove Work laptop" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm with your password" });
    await dialog.getByLabel("Current password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.getByText("That password is not correct.").waitFor();
    await dialog.getByLabel("Current password").fill(person.password);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("No passkeys yet.").waitFor();

    await page.getByTestId("authenticator-app").getByRole("button", { name: "Remove" }).click();
    await dialog.getByLabel("Current password").fill(person.password);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Not set up").waitFor();
    await page.getByText("You get ten recovery codes with your first second factor.").waitFor();

    await signOut(page);
    await signInWithPassword(page);
    await page.waitForURL(origin + "/user-profile"); // no second step any more
  });
});
