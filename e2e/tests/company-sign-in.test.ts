import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  startOidcProvider,
  type TestOidcProvider,
} from "../../apps/api/src/test-support/oidc-provider.ts";
import { startSamlIdp, type SamlTestIdp } from "../../apps/api/src/test-support/saml-idp.ts";
import { newAccount, registerAndSignIn, signInTwoStepApi } from "../support/accounts.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { findLink } from "../support/mailbox.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Issue 24: company sign-in, as an IT lead and their people meet it in Chromium against a
 * real OpenID provider (oidc-provider) started here. The admin connects it and verifies the
 * domain in the settings; a colleague signs in with the company account at the workspace and
 * from the main site by e-mail domain; a refusal is said plainly; once SSO is required, a
 * password session of the domain is sent to the company sign-in.
 */

const owner = newAccount("sso.owner");
const appDomain = `sso-${Date.now().toString(36)}`;
const mailDomain = `${appDomain}.example`;
let workspace: WorkspaceServer;
let op: TestOidcProvider;
let idp: SamlTestIdp;
let browser: Browser;

before(async () => {
  workspace = await startWorkspaceServer("sso", owner, appDomain, {
    SSO_ALLOW_PRIVATE: "true",
    SSO_DOMAIN_VERIFICATION: "trust-admin",
  });
  op = await startOidcProvider({
    redirectUris: [`${workspace.workspaceOrigin}/api/sso/oidc/callback`],
  });
  idp = await startSamlIdp();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await op?.close();
  await idp?.close();
  await workspace?.stop();
});

/** Confirms an account's address with the link of its confirmation e-mail. */
async function confirmAddress(email: string) {
  const base = workspace.server.baseUrl;
  const mail = await workspace.mailbox.waitFor((message) => message.to.includes(email));
  const link = new URL(findLink(mail.raw, base, "/auth-signup-success?confirm="));
  const confirmed = await fetch(`${base}/api/customer/auth/confirm-email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: link.searchParams.get("confirm") }),
  });
  assert.equal(confirmed.status, 200, await confirmed.clone().text());
}

/** Leaves for the provider from the workspace's sign-in page and comes back signed in. */
async function companySignIn(page: Page) {
  await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Continue with your company account" }).click();
}

describe("company sign-in", () => {
  it("is connected by the admin in the workspace settings, with a verified domain", async () => {
    const { page, errors } = await newVisitorPage(browser);
    await workspace.signInOnPage(page, owner);
    await page.getByTestId("signed-in-as").waitFor();
    await page.goto(`${workspace.workspaceOrigin}/workspace/settings`, {
      waitUntil: "networkidle",
    });
    await page.getByRole("heading", { name: "Single sign-on (SSO)" }).waitFor();

    await page.getByLabel("Domain", { exact: true }).fill(mailDomain);
    await page.getByRole("button", { name: "Add domain" }).click();
    await page.getByText(`_fleetward-challenge.${mailDomain}`).waitFor();
    await page.getByRole("button", { name: `Verify now: ${mailDomain}` }).click();
    await page.getByText(/Verified on/).waitFor();

    await page.getByRole("radio", { name: "OpenID Connect" }).check();
    await page.getByLabel("Issuer URL").fill(op.issuer);
    await page.getByLabel("Client ID").fill(op.clientId);
    await page.getByLabel("Client secret").fill(op.clientSecret);
    await page.getByLabel("Default role").selectOption("technician");
    await page.getByRole("button", { name: "Save connection" }).click();
    await page.getByText("Single sign-on connection saved").first().waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    assert.deepEqual(errors, []);
  });

  it("signs a colleague in with the company account, creating their membership", async () => {
    op.addUser({ sub: "ada-e2e", email: `ada@${mailDomain}`, emailVerified: true, name: "Ada" });
    op.browserSignsInAs("ada-e2e");
    const { page, errors } = await newVisitorPage(browser);
    await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Continue with your company account" }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await companySignIn(page);
    await page.getByTestId("signed-in-as").getByText("Technician").waitFor();
    // The one-time code never stays in the address bar.
    assert.doesNotMatch(page.url(), /sso_code/);
    assert.deepEqual(errors, []);
  });

  it("takes a visitor of the main site to their company's sign-in by e-mail domain", async () => {
    op.browserSignsInAs("ada-e2e");
    const { page, errors } = await newVisitorPage(browser);
    await page.goto(`${workspace.server.baseUrl}/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Work e-mail").fill(`ada@${mailDomain}`);
    await page.getByRole("button", { name: "Continue with your company account" }).click();
    await page.waitForURL(`${workspace.workspaceOrigin}/workspace**`);
    await page.getByTestId("signed-in-as").getByText("Technician").waitFor();
    assert.deepEqual(errors, []);
  });

  it("says why when the provider vouches for an address outside the verified domains", async () => {
    op.addUser({ sub: "eve-e2e", email: "eve@elsewhere.example", emailVerified: true });
    op.browserSignsInAs("eve-e2e");
    const { page } = await newVisitorPage(browser);
    await companySignIn(page);
    const failure = page.getByTestId("company-sign-in-failure");
    await failure.getByText("Company sign-in failed").waitFor();
    await failure.getByText(/not in a domain this workspace has verified/).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });

  it("sends a password session of the domain to the company sign-in once SSO is required", async () => {
    const bob = { ...newAccount("bob"), email: `bob@${mailDomain}` };
    const passwordToken = await registerAndSignIn(workspace.server.baseUrl, bob);
    // Bob confirms his address: an unconfirmed account would be taken over by the sign-in.
    await confirmAddress(bob.email);
    op.addUser({ sub: "bob-e2e", email: bob.email, emailVerified: true });
    op.browserSignsInAs("bob-e2e");
    const first = await newVisitorPage(browser);
    await companySignIn(first.page); // links Bob's account and makes him a member
    await first.page.getByTestId("signed-in-as").waitFor();

    const ownerTwoStep = await signInTwoStepApi(workspace.server.baseUrl, owner);
    const required = await workspace.api(ownerTwoStep, "PUT", "/api/workspace/sso/required", {
      required: true,
    });
    assert.equal(required.status, 200, await required.clone().text());

    const { page, errors } = await newVisitorPage(browser);
    await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await page.evaluate((token) => localStorage.setItem("token", token), passwordToken);
    await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await page.getByText("Your company requires you to sign in").waitFor();
    await page.getByRole("button", { name: "Continue with your company account" }).click();
    await page.getByTestId("signed-in-as").getByText("Technician").waitFor();
    // The refused calls of the password session are the only failures the browser logs.
    assert.deepEqual(
      errors.filter((error) => !/status of 403/.test(error)),
      [],
    );
  });

  it("switches to SAML and signs a colleague in through the provider's form post", async () => {
    const { page, errors } = await newVisitorPage(browser);
    // The owner has a second factor by now (the previous story): a two-step session.
    const ownerTwoStep = await signInTwoStepApi(workspace.server.baseUrl, owner);
    await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await page.evaluate((token) => localStorage.setItem("token", token), ownerTwoStep);
    await page.goto(`${workspace.workspaceOrigin}/workspace/settings`, {
      waitUntil: "networkidle",
    });
    await page.getByRole("radio", { name: "SAML 2.0" }).check();
    await page.getByRole("textbox", { name: "Metadata URL" }).fill(idp.metadataUrl);
    await page.getByRole("button", { name: "Save connection" }).click();
    await page.getByText("Single sign-on connection saved").first().waitFor();
    assert.deepEqual(errors, []);

    idp.browserSignsInAs({ nameId: "cy-e2e", email: `cy@${mailDomain}`, name: "Cy" });
    const visitor = await newVisitorPage(browser);
    await companySignIn(visitor.page);
    await visitor.page.getByTestId("signed-in-as").getByText("Technician").waitFor();
    assert.doesNotMatch(visitor.page.url(), /sso_code/);
    assert.deepEqual(visitor.errors, []);
  });
});
