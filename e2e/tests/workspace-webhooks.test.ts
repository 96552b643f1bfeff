import assert from "node:assert/strict";
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Webhooks end to end (issue 13, docs/decisions/0029): the owner registers a local receiver
 * for asset events on the webhooks page and copies the secret shown once; an asset made and
 * checked out in the register reaches the receiver as two signed deliveries, which the
 * endpoint's log shows delivered; a delivery the receiver refuses shows as failed and is
 * resent with the same event id. The page passes axe in light and dark.
 */

const owner = {
  username: "hana.owner",
  email: "hana.owner@example.com",
  password: "Meadow-Lantern-83-Otter",
  accept_terms: true,
};

type Received = { headers: IncomingHttpHeaders; body: string };
type Delivery = { id: string; type: string; workspace_id: string; data: Record<string, unknown> };

let workspace: WorkspaceServer;
let browser: Browser;
let page: Page;
let errors: string[];
let receiver: Server;
let receiverUrl: string;
let secret = "";
const received: Received[] = [];
/** How many of the next requests the receiver answers with a 500. */
let failNext = 0;

before(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const failing = failNext > 0;
      if (failing) failNext--;
      response.writeHead(failing ? 500 : 200, { "content-type": "text/plain" });
      response.end(failing ? "receiver down" : "ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fleetward`;
  workspace = await startWorkspaceServer("webhooks", owner, "hooks", {
    WEBHOOKS_ALLOW_PRIVATE: "true",
  });
  browser = await launchBrowser();
  ({ page, errors } = await newVisitorPage(browser));
  await workspace.signInOnPage(page, owner);
  await page.getByTestId("signed-in-as").getByText("Owner").waitFor();
});

after(async () => {
  await browser?.close();
  await workspace?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** The README's verification: HMAC-SHA256 of "<t>.<raw body>" with the secret, in v1. */
function verifySignature(header: string, rawBody: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Waits until the receiver has had `count` requests. */
async function receivedCount(count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (received.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(received.length, count, JSON.stringify(received.map((r) => r.body)));
}

/** The delivery log's rows as text, newest first. */
async function logRows(count: number): Promise<string[]> {
  const rows = page.getByTestId("webhook-delivery-log").locator("tbody > tr");
  await waitForCount(rows, count);
  return rows.allInnerTexts();
}

async function openWebhooksPage() {
  await page.goto(`${workspace.workspaceOrigin}/workspace/webhooks`, {
    waitUntil: "networkidle",
  });
  await page.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();
}

describe("webhooks, end to end", () => {
  it("registers an endpoint for asset events and shows its signing secret once", async () => {
    await openWebhooksPage();
    await page.getByText("No webhooks yet.").waitFor();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
    await dialog.getByLabel("Endpoint URL").fill(receiverUrl);
    await dialog.getByLabel("Description").fill("Inventory sync");
    await dialog.getByRole("checkbox", { name: /^Asset created/ }).check();
    await dialog.getByRole("checkbox", { name: /^Asset checked out/ }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText(`Signing secret for ${receiverUrl}`).waitFor();
    secret = await page.getByLabel("Signing secret").inputValue();
    assert.match(secret, /^whsec_[A-Za-z0-9_-]{43}$/);
    await page.getByRole("button", { name: "I have copied it" }).click();

    // Once: after a reload only the secret's first characters are left.
    await openWebhooksPage();
    const list = page.getByTestId("webhook-list");
    await list.getByText(receiverUrl).waitFor();
    assert.match(await list.innerText(), /asset\.created, asset\.checked_out/);
    assert.match(await list.innerText(), new RegExp(`Secret ${secret.slice(0, 10)}…`));
    assert.equal(await page.getByLabel("Signing secret").count(), 0);
    assert.ok(!(await page.content()).includes(secret));
  });

  it("delivers an asset made and checked out in the register, signed, and logs both", async () => {
    const assetName = "Hook test laptop";
    await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Add asset" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an asset" });
    await dialog.getByLabel("Name").fill(assetName);
    await dialog.getByLabel("Model").selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Save asset" }).click();
    await page.waitForURL(/\/workspace\/assets\/[0-9a-f-]{36}$/);
    const assetId = page.url().split("/").at(-1);
    await page.getByRole("heading", { name: assetName, level: 1 }).waitFor();
    await page.getByRole("button", { name: "Check out" }).click();
    const checkout = page.getByRole("dialog", { name: `Check out ${assetName}` });
    await checkout.getByLabel("Find a person").fill("kwame");
    await checkout.getByRole("radio", { name: /Kwame Osei/ }).check();
    await checkout.getByRole("button", { name: "Check out" }).click();
    await page.getByTestId("asset-holder").getByRole("link", { name: "Kwame Osei" }).waitFor();

    await receivedCount(2);
    const deliveries = received.map(({ headers, body }) => {
      assert.ok(verifySignature(String(headers["fleetward-signature"]), body), body);
      assert.equal(headers["content-type"], "application/json");
      const event = JSON.parse(body) as Delivery;
      // The idempotency id is the event's, in a header and in the body.
      assert.equal(headers["fleetward-event-id"], event.id);
      assert.equal(headers["fleetward-event"], event.type);
      assert.match(String(headers["fleetward-delivery"]), /^[0-9a-f-]{36}$/);
      return event;
    });
    assert.deepEqual(deliveries.map((event) => event.type).sort(), [
      "asset.checked_out",
      "asset.created",
    ]);
    assert.notEqual(deliveries[0]?.id, deliveries[1]?.id);
    for (const event of deliveries)
      assert.match(JSON.stringify(event.data), new RegExp(assetId ?? "-"));
    // A wrong secret does not verify: the check above is a real one.
    const [first] = received;
    const genuine = secret;
    secret = `${genuine}x`;
    assert.equal(
      verifySignature(String(first?.headers["fleetward-signature"]), first?.body ?? ""),
      false,
    );
    secret = genuine;

    await openWebhooksPage();
    await page.getByRole("button", { name: "Delivery log" }).click();
    const rows = await logRows(2);
    assert.match(rows[0] ?? "", /asset\.checked_out[\s\S]*Delivered[\s\S]*200/);
    assert.match(rows[1] ?? "", /asset\.created[\s\S]*Delivered[\s\S]*200/);
    assert.deepEqual(errors, []);
  });

  it("shows a delivery the receiver refused as failed, and resends it with the same event id", async () => {
    failNext = 1;
    await page.getByRole("button", { name: "Send test" }).click();
    await page.getByText("Test not delivered (500); it will be retried").waitFor();
    const failed = await logRows(3);
    assert.match(failed[0] ?? "", /ping[\s\S]*Retrying[\s\S]*500[\s\S]*receiver down/);
    await receivedCount(3);

    await page
      .getByTestId("webhook-delivery-log")
      .locator("tbody > tr")
      .first()
      .getByRole("button", { name: "Resend" })
      .click();
    await page.getByText("Sent again").waitFor();
    const rows = await logRows(4);
    assert.match(rows[0] ?? "", /ping[\s\S]*Delivered[\s\S]*200/);
    assert.match(rows[1] ?? "", /ping[\s\S]*Retrying[\s\S]*500/);
    await receivedCount(4);
    const [refused, resent] = received.slice(2);
    assert.ok(verifySignature(String(resent?.headers["fleetward-signature"]), resent?.body ?? ""));
    assert.equal(resent?.headers["fleetward-event-id"], refused?.headers["fleetward-event-id"]);
    assert.notEqual(resent?.headers["fleetward-delivery"], refused?.headers["fleetward-delivery"]);
    assert.deepEqual(errors, []);
  });

  for (const theme of ["light", "dark"]) {
    it(`passes axe on the webhooks page with its delivery log open (${theme})`, async () => {
      await page.evaluate((value) => localStorage.setItem("theme", value), theme);
      await openWebhooksPage();
      await page.getByRole("button", { name: "Delivery log" }).click();
      await logRows(4);
      await page.waitForFunction(
        (dark) => document.body.classList.contains("dark") === dark,
        theme === "dark",
      );
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(errors, []);
    });
  }
});
