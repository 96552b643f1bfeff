import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { setUpAuthenticatorApp, signInTwoStepThroughForm } from "../support/accounts.ts";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { findLink, startMailbox, type Mail } from "../support/mailbox.ts";
import { fillTrialContact } from "../support/trial-form.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/*
 * The whole customer journey of issue 5 through the browser only: no API shortcuts, no
 * database fixtures, real e-mail over SMTP, the deployment at its real speed
 * (TRIAL_DEPLOY_STEP_DELAY_MS unset).
 *
 * At real speed a deployment takes well under a second, so "the profile shows deploying"
 * would be a race. Workspaces are therefore reached through a small ingress (a reverse proxy,
 * as production has one in front of `{app}.{APP_HOST}`), which answers 503 for a workspace's
 * /healthz until the test has seen the deployment on the profile. The server runs with
 * NODE_ENV=production, where the reachability step insists on an answer: the deployment
 * stops at step 3 of 4 and its job is retried until the ingress routes the host — the real
 * retry path, not a test pause.
 */

let server: RunningServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let ingress: Awaited<ReturnType<typeof startIngress>>;
let browser: Browser;

const operator = { email: "ops@fleetward.example", password: "Operator-Secret-42" };
const customer = {
  username: "ines.ferreira",
  email: "ines.ferreira@example.com",
  password: "Lantern-Basalt-63-Orchid",
};
const company = "Atlântico Logística Lda";
const appDomain = `atlantico-${Date.now().toString(36)}`;

/** Deployments and job retries on a loaded two-core machine: minutes, not seconds. */
const deploymentTimeoutMs = 180_000;
const mailTimeoutMs = 60_000;

/**
 * A reverse proxy for `{app}.localhost:{port}` that forwards everything, Host header
 * included, to the server — except each workspace's /healthz, which gets 503 until `open()`.
 */
async function startIngress() {
  let upstreamPort = 0;
  let routed = false;
  let refusedHealthChecks = 0;
  const proxy = http.createServer((incoming, outgoing) => {
    if (!routed && incoming.url === "/healthz") {
      refusedHealthChecks += 1;
      outgoing.writeHead(503, { "content-type": "text/plain" }).end("not routed yet");
      return;
    }
    const forwarded = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const port = (proxy.address() as AddressInfo).port;
  return {
    port,
    forwardTo: (baseUrl: string) => (upstreamPort = Number(new URL(baseUrl).port)),
    open: () => (routed = true),
    refusedHealthChecks: () => refusedHealthChecks,
    stop: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

before(async () => {
  mailbox = await startMailbox();
  ingress = await startIngress();
  server = await startServer((baseUrl) => {
    ingress.forwardTo(baseUrl);
    return {
      SMTP_URL: mailbox.url,
      MAIL_FROM: "Fleetward <no-reply@example.com>",
      OPERATOR_EMAIL: operator.email,
      OPERATOR_PASSWORD: operator.password,
      APP_URL_TEMPLATE: `http://{app}.localhost:${ingress.port}`,
    };
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await ingress?.stop();
  await mailbox?.stop();
});

async function freshPage() {
  const visitor = await newVisitorPage(browser, { acceptDownloads: true });
  visitor.context.setDefaultTimeout(60_000);
  return visitor;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(server.baseUrl + "/login", { waitUntil: "networkidle" });
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(server.baseUrl + "/user-profile");
}

/** Polls `condition` until it holds; fails after `timeoutMs`. */
async function waitUntil(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The Subject header, unfolded and with RFC 2047 encoded words decoded. */
function subjectOf(mail: Mail): string {
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
  const subject = headers.match(/^Subject: (.*)$/im)?.[1] ?? "";
  return subject
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

/** The message with quoted-printable soft breaks and escapes decoded (enough for ASCII checks). */
function decodedBody(mail: Mail): string {
  return mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The one e-mail to the customer whose subject matches. */
function mailTo(address: string, subject: string | RegExp): Promise<Mail> {
  return mailbox.waitFor((mail) => {
    if (!mail.to.includes(address)) return false;
    const actual = subjectOf(mail);
    return typeof subject === "string" ? actual === subject : subject.test(actual);
  }, mailTimeoutMs);
}

describe("the customer journey, end to end", () => {
  it("sign up → trial → approval → deployment → workspace asset → upgrade → invoice PDF", async () => {
    const { context, page, errors } = await freshPage();
    const appUrl = `http://${appDomain}.localhost:${ingress.port}`;

    // 1. Sign up in the browser and confirm the address through the delivered link.
    await page.goto(server.baseUrl + "/signup", { waitUntil: "networkidle" });
    await page.getByLabel("Username").fill(customer.username);
    await page.getByLabel("Work e-mail").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("checkbox", { name: /I accept the terms of service/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/auth-signup-success/);
    const confirmation = await mailbox.waitFor(
      (mail) => mail.to.includes(customer.email),
      mailTimeoutMs,
    );
    const confirmLink = findLink(confirmation.raw, server.baseUrl, "/auth-signup-success?confirm=");
    await page.goto(confirmLink, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "E-mail address confirmed" }).waitFor();

    // 2. Sign in; the profile has no trial yet and offers one.
    await signIn(page, customer.email, customer.password);
    const panel = page.getByTestId("trial-panel");
    await panel.locator('[data-trial-state="none"]').waitFor();
    await panel.getByRole("link", { name: "Start your free trial" }).click();
    await page.waitForURL(server.baseUrl + "/terms-trial");

    // 3. Accept the trial terms and send the spec §3 form.
    await page.getByLabel("Company name").fill(company);
    await page.getByLabel("App name").fill("Atlântico IT");
    await page.getByLabel("App domain").fill(appDomain);
    await page.getByText(`${appDomain}.localhost:${ingress.port} is available.`).waitFor();
    await fillTrialContact(page, {
      companyEmail: "ti@atlantico.example",
      phone: "+351 21 000 4411",
      streetAddress: "Avenida da Liberdade 110",
      building: "Piso 4",
      postalCode: "1269-046",
      city: "Lisboa",
      country: "PT",
      title: "Ms",
      firstName: "Inês",
      lastName: "Ferreira",
      position: "IT operations lead",
      department: "Information technology",
    });
    await page.getByRole("checkbox", { name: /I have read and accept the trial terms/ }).check();
    await page.getByRole("button", { name: "Request my trial" }).click();
    await page.waitForURL(server.baseUrl + "/user-profile");
    await panel.locator('[data-trial-state="pending_approval"]').waitFor();
    await panel.getByText(/^Status: Waiting for approval$/).waitFor();
    await mailTo(customer.email, "We received your trial request");

    // 4. The operator approves the request in the console, in a browser of their own.
    const ops = await freshPage();
    // The console needs two-step sign-in (issue 24): the operator has an authenticator app.
    const { secret } = await setUpAuthenticatorApp(server.baseUrl, operator);
    await signInTwoStepThroughForm(ops.page, server.baseUrl, { ...operator, secret });
    await ops.page.goto(server.baseUrl + "/admin/trials", { waitUntil: "networkidle" });
    await ops.page.getByRole("heading", { name: "Trial requests" }).first().waitFor();
    await ops.page.getByLabel("Search", { exact: true }).fill(appDomain);
    await ops.page.getByRole("button", { name: "Search", exact: true }).click();
    await ops.page.getByRole("button", { name: `View: ${company}` }).click();
    await ops.page.getByText("trial.requested").waitFor();
    await ops.page.getByRole("button", { name: "Approve" }).click();
    await ops.page.getByText("Trial approved; the deployment has started.").waitFor();
    assert.deepEqual(ops.errors, []);
    await ops.context.close();
    await mailTo(customer.email, "Your trial is approved");

    // 5. The profile follows the deployment, which waits for the ingress at step 3 of 4…
    await page.reload({ waitUntil: "networkidle" });
    await panel.locator('[data-trial-state="deploying"]').waitFor();
    await panel
      .getByText("Step 3 of 4 — checking that it answers")
      .waitFor({ timeout: deploymentTimeoutMs });
    await panel.getByText(/^Status: Deploying$/).waitFor();
    // The attempt that met the closed ingress failed, and the server said so in its log.
    await waitUntil(
      () => server.logs().includes("trial deployment attempt failed"),
      deploymentTimeoutMs,
      "the failed deployment attempt to be logged",
    );
    assert.match(server.logs(), /workspace not reachable at [^"]*\/healthz: HTTP 503/);
    assert.ok(ingress.refusedHealthChecks() > 0);

    // …and, once the workspace answers, shows the app URL without a reload.
    ingress.open();
    const appLink = panel.getByTestId("trial-app-url");
    await appLink.waitFor({ timeout: deploymentTimeoutMs });
    assert.equal(await appLink.textContent(), appUrl);
    await panel.getByText(/Your trial is active until/).waitFor();
    await panel.getByRole("link", { name: "Getting started guide" }).waitFor();
    const deployed = await mailTo(customer.email, "Your workspace is ready");
    assert.ok(decodedBody(deployed).includes(`href="${appUrl}"`), "the e-mail links the app URL");

    // 6. Open the workspace from the profile, sign in there and add an asset.
    await panel.getByRole("link", { name: "Open your workspace" }).click();
    // A new workspace opens on its dashboard, the getting-started checklist first (ADR 0043).
    await page.waitForURL(`${appUrl}/workspace/dashboard`);
    await page.getByRole("heading", { name: "Sign in to your workspace" }).waitFor();
    await page.getByLabel("Work e-mail").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByTestId("trial-banner").getByText("90 days left in your trial").waitFor();
    await page.getByTestId("getting-started").waitFor();
    await page.getByRole("link", { name: "Asset register" }).click();
    await page.getByRole("heading", { name: "Asset register" }).waitFor();
    // The register is drawn in one go once it has loaded.
    await page.getByTestId("asset-row").first().waitFor();
    const samples = await page.getByTestId("asset-row").count();
    assert.equal(samples, 6, "the six sample assets the deployment provisioned");

    await page.getByRole("button", { name: "Add asset" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an asset" });
    await dialog.getByLabel("Name").fill("ThinkPad X1 Carbon — Finance 03");
    await dialog.getByLabel("Model").selectOption({ label: "Lenovo ThinkPad T14 Gen 4" });
    await dialog.getByLabel("Serial number").fill("PF-4X1C-0303");
    await dialog.getByLabel("Location", { exact: true }).selectOption({ label: "Head office" });
    await dialog.getByLabel("Purchase date").fill("2025-09-15");
    await dialog.getByLabel("Warranty end").fill("2028-09-15");
    await dialog.getByLabel("Notes").fill("Full-disk encryption on; docking station issued.");
    await dialog.getByRole("button", { name: "Save asset" }).click();
    await page.getByText("Asset added").waitFor();
    // Saved: its own page, with the next tag of the workspace's sequence.
    await page.waitForURL(/\/workspace\/assets\/[0-9a-f-]{36}$/);
    await page
      .getByRole("heading", { name: "ThinkPad X1 Carbon — Finance 03", level: 1 })
      .waitFor();
    assert.match(
      await page.locator("article").innerText(),
      /FW-00007[\s\S]*PF-4X1C-0303[\s\S]*Head office/,
    );
    // Still there after a reload: it was stored, not only drawn; and the register lists it.
    await page.reload({ waitUntil: "networkidle" });
    await page
      .getByRole("heading", { name: "ThinkPad X1 Carbon — Finance 03", level: 1 })
      .waitFor();
    await page.goto(`${appUrl}/workspace`, { waitUntil: "networkidle" });
    await page
      .getByTestId("asset-row")
      .filter({ hasText: "ThinkPad X1 Carbon — Finance 03" })
      .waitFor();
    assert.equal(await page.getByTestId("asset-row").count(), samples + 1);

    // 7. Back on the site (still signed in there): add the test card.
    await page.goto(server.baseUrl + "/user-payment", { waitUntil: "networkidle" });
    await page.getByTestId("test-mode").getByText("TEST MODE").waitFor();
    await page.getByLabel("Card holder").fill("Inês Ferreira");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/30");
    await page.getByLabel("CVC").fill("123");
    await page.getByText("Card network: Visa").waitFor();
    await page.getByRole("button", { name: "Save card" }).click();
    await page.getByTestId("saved-card").getByText("Visa ending in 4242").waitFor();

    // 8. Upgrade the trial to a paid plan.
    await page.goto(server.baseUrl + "/user-billing", { waitUntil: "networkidle" });
    await page.getByTestId("current-plan").getByText("Free trial").waitFor();
    await page.getByText(/\d+ days left in your trial/).waitFor();
    await page.getByRole("button", { name: "Choose Business" }).click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Business" });
    await upgrade.getByLabel("Number of devices").fill("10");
    await upgrade.getByText("10 × €4.00 per device = €40.00 before VAT").waitFor();
    await upgrade.getByText("€47.60").waitFor();
    await upgrade.getByRole("button", { name: "Pay and upgrade" }).click();
    await page
      .getByText(/Your plan is active\. Invoice FW-INV-\d{4}-\d{5} has been issued\./)
      .waitFor();
    await page.getByTestId("current-plan").getByText("Business").waitFor();

    // 9. The invoice is listed, opens, and downloads as a PDF.
    await page.goto(server.baseUrl + "/user-invoice", { waitUntil: "networkidle" });
    const invoiceRow = page.getByTestId("invoice-row");
    await invoiceRow.getByText("Paid").waitFor();
    const number = (await invoiceRow.getByRole("link").textContent())?.trim() ?? "";
    assert.match(number, /^FW-INV-\d{4}-\d{5}$/);
    await invoiceRow.getByRole("link", { name: number }).click();
    await page.getByTestId("invoice-total").getByText("€47.60").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download invoice ${number} as PDF` }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `${number}.pdf`);
    const pdf = await readFile((await download.path()) ?? "");
    assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-");
    // The invoice e-mail carries the same PDF as an attachment.
    const invoiceMail = await mailTo(customer.email, `Your Fleetward invoice ${number}`);
    assert.match(
      invoiceMail.raw,
      new RegExp(`Content-Type: application/pdf; name=${number}\\.pdf`),
    );
    const attachedPdf = /filename=\S+\.pdf\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      invoiceMail.raw,
    )?.[1];
    assert.equal(
      Buffer.from(attachedPdf ?? "", "base64")
        .subarray(0, 5)
        .toString("latin1"),
      "%PDF-",
    );

    // The profile now shows the paid workspace, still with its address.
    await page.goto(server.baseUrl + "/user-profile", { waitUntil: "networkidle" });
    await panel.locator('[data-trial-state="upgraded"]').waitFor();
    assert.equal(await panel.getByTestId("trial-app-url").textContent(), appUrl);

    // Every e-mail of the journey arrived, each exactly once.
    const subjects = mailbox.messages
      .filter((mail) => mail.to.includes(customer.email))
      .map(subjectOf);
    for (const expected of [
      "We received your trial request",
      "Your trial is approved",
      "Your workspace is ready",
      `Your Fleetward invoice ${number}`,
    ]) {
      assert.equal(subjects.filter((subject) => subject === expected).length, 1, expected);
    }

    assert.deepEqual(errors, []);
    await context.close();
  });
});
