import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { startFleet, type Fleet } from "@fleetward/fleet-sim";
import type { Browser, Page } from "playwright-core";

import { seriousViolations } from "../support/axe.ts";
import { tabTo } from "../support/keyboard.ts";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Issue 22, polish: the workspace on a phone (390 px) — the register and the device list as
 * cards with no sideways scroll, the menu in one row with a "More" disclosure that works by
 * keyboard; page titles naming what is shown; a wrong password said once. In light, dark and
 * Arabic (right to left), axe on each page. POLISH_SCREENSHOTS=<dir> keeps a picture of each.
 */

const owner = {
  username: "pia.owner",
  email: "pia.owner@example.com",
  password: "Granite-Lantern-47-Otter",
  accept_terms: true,
};
const phone = { width: 390, height: 844 };
const screenshots = process.env.POLISH_SCREENSHOTS;
const looks = [
  { name: "en-light", settings: { theme: "light", locale: "en" } },
  { name: "en-dark", settings: { theme: "dark", locale: "en" } },
  { name: "ae-light", settings: { theme: "light", locale: "ae" } },
];

let browser: Browser;
let workspace: WorkspaceServer;
let token: string;
let fleet: Fleet | undefined;
let person: { id: string; name: string };
let asset: { id: string; asset_tag: string; name: string };
let device: { id: string; hostname: string };

before(async () => {
  workspace = await startWorkspaceServer("polish", owner, "polish");
  browser = await launchBrowser();
  token = await workspace.signInApi(owner);
  if (screenshots) await mkdir(screenshots, { recursive: true });

  const secret = await workspace.api(token, "POST", "/api/workspace/enroll-secrets", {
    name: "Laptops",
  });
  assert.equal(secret.status, 201);
  fleet = startFleet({
    url: workspace.server.baseUrl,
    secret: ((await secret.json()) as { secret: string }).secret,
    hosts: 4,
    seed: 22,
    autoStart: false,
    intervals: { distributed: 1, configRefresh: 1, loggerPeriod: 1 },
  });
  for (let round = 0; round < 2; round++) await fleet.checkInAll();
  const devices = await workspace.api(token, "GET", "/api/workspace/devices");
  device = ((await devices.json()) as { items: { id: string; hostname: string }[] }).items[0]!;

  const created = await workspace.api(token, "POST", "/api/workspace/people", {
    name: "Noor Haddad",
    email: "noor.haddad@example.com",
  });
  person = (await created.json()) as { id: string; name: string };
  const assets = await workspace.api(token, "GET", "/api/workspace/assets?limit=1");
  asset = ((await assets.json()) as { items: (typeof asset)[] }).items[0]!;
});

after(async () => {
  fleet?.stop();
  await browser?.close();
  await workspace?.stop();
});

async function phonePage(settings: Record<string, string>) {
  const visitor = await newVisitorPage(browser, { token, viewport: phone });
  await visitor.context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, settings);
  return visitor;
}

/** How many pixels the page scrolls sideways (0 when it fits), and what sticks out. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const overflow = document.scrollingElement!.scrollWidth - window.innerWidth;
    if (overflow <= 0) return 0;
    const wide = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className}`.slice(0, 120));
    return `${overflow}px: ${wide.join(" | ")}`;
  });

async function keep(page: Page, file: string) {
  if (screenshots) await page.screenshot({ path: path.join(screenshots, `${file}.png`) });
}

describe("the workspace on a phone", () => {
  for (const look of looks) {
    it(`shows the register and devices as cards without sideways scroll (${look.name})`, async () => {
      const { context, page, errors } = await phonePage(look.settings);
      const open = async (url: string, ready: string, count?: number) => {
        await page.goto(`${workspace.workspaceOrigin}${url}`, { waitUntil: "networkidle" });
        if (count === undefined) await page.getByTestId(ready).first().waitFor();
        else await waitForCount(page.getByTestId(ready), count);
        if (look.settings.locale === "ae") {
          await page.waitForFunction(() => document.documentElement.dir === "rtl");
        }
      };
      await open("/workspace", "asset-row");
      assert.ok((await page.getByTestId("asset-cards").count()) === 1, "register as cards");
      assert.equal(await sidewaysScroll(page), 0, "the register scrolls sideways");
      assert.deepEqual(await seriousViolations(page), [], "register");
      await keep(page, `register-${look.name}`);

      await open("/workspace/devices", "device-row", 4);
      assert.equal(await sidewaysScroll(page), 0, "the device list scrolls sideways");
      assert.deepEqual(await seriousViolations(page), [], "devices");
      await keep(page, `devices-${look.name}`);

      for (const [url, ready] of [
        ["/workspace/people", "person-row"],
        [`/workspace/assets/${asset.id}`, "history-timeline"],
        [`/workspace/devices/${device.id}`, "device-asset"],
      ] as const) {
        await open(url, ready);
        assert.deepEqual(await seriousViolations(page), [], url);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("keeps the menu in one row, the rest under a More menu that works by keyboard", async () => {
    const { context, page, errors } = await phonePage({ theme: "light", locale: "en" });
    await page.goto(`${workspace.workspaceOrigin}/workspace/dashboard`, {
      waitUntil: "networkidle",
    });
    const nav = page.getByRole("navigation", { name: "Workspace" });
    const more = nav.getByRole("button", { name: "More" });
    await more.waitFor();
    const tops = await nav
      .getByTestId("workspace-nav")
      .locator(":scope > li")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    assert.equal(new Set(tops).size, 1, `menu rows at ${tops.join(", ")}`);
    assert.equal(await nav.getByRole("link", { name: "People" }).isVisible(), false);

    await tabTo(page, more);
    await page.keyboard.press("Enter");
    assert.equal(await more.getAttribute("aria-expanded"), "true");
    const people = nav.getByRole("link", { name: "People" });
    await people.waitFor();
    assert.deepEqual(await seriousViolations(page), [], "open menu");
    await keep(page, "menu-open");
    await page.keyboard.press("Escape");
    assert.equal(await more.getAttribute("aria-expanded"), "false");
    assert.equal(await more.evaluate((element) => element === document.activeElement), true);

    await page.keyboard.press("Enter");
    await tabTo(page, people);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/workspace\/people$/);
    await page.getByTestId("person-row").first().waitFor();
    assert.equal(await more.getAttribute("aria-expanded"), "false");
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("page titles and sign-in", () => {
  it("names the asset, device and person shown, and the section of a list", async () => {
    const { context, page } = await newVisitorPage(browser, { token });
    const titleOf = async (url: string, heading: string) => {
      await page.goto(`${workspace.workspaceOrigin}${url}`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await page.waitForFunction((text) => document.title.includes(text), heading);
      return page.title();
    };
    assert.equal(
      await titleOf(`/workspace/assets/${asset.id}`, asset.name),
      `${asset.asset_tag} · ${asset.name} · Northwind IT · Fleetward`,
    );
    assert.equal(
      await titleOf(`/workspace/devices/${device.id}`, device.hostname),
      `${device.hostname} · Northwind IT · Fleetward`,
    );
    assert.equal(
      await titleOf(`/workspace/people/${person.id}`, person.name),
      `${person.name} · Northwind IT · Fleetward`,
    );
    await page.goto(`${workspace.workspaceOrigin}/workspace/devices`, {
      waitUntil: "networkidle",
    });
    await page.waitForFunction(() => document.title === "Devices · Northwind IT · Fleetward");
    await context.close();
  });

  for (const look of looks) {
    it(`says a wrong password once, on the workspace and the main sign-in (${look.name})`, async () => {
      const { context, page } = await newVisitorPage(browser, { viewport: phone });
      await context.addInitScript((values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, look.settings);
      await page.goto(`${workspace.workspaceOrigin}/workspace`, { waitUntil: "networkidle" });
      await page.locator("input[type=email]").fill(owner.email);
      await page.locator("input[type=password]").fill("not-the-password");
      await page.locator("form button[type=submit]").click();
      const failure = page.getByTestId("sign-in-failure");
      await page.waitForFunction(
        () => document.querySelector("[data-testid=sign-in-failure]")?.textContent !== "",
      );
      const expected = look.settings.locale === "ae" ? /.+/ : /^Login failed\./;
      assert.match(await failure.innerText(), expected);
      // Nothing else: no toast with a second, generic message.
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(await page.getByRole("alert").count(), 0);
      assert.equal(await page.getByText("An unexpected error occurred").count(), 0);
      assert.deepEqual(await seriousViolations(page), [], "workspace sign-in");
      await keep(page, `sign-in-${look.name}`);

      await page.goto(`${workspace.server.baseUrl}/login`, { waitUntil: "networkidle" });
      await page.locator("input[type=email]").fill(owner.email);
      await page.locator("input[type=password]").fill("not-the-password");
      await page.locator("form button[type=submit]").click();
      const alert = page.getByRole("alert");
      await alert.waitFor();
      assert.equal(await alert.count(), 1);
      assert.equal(await alert.locator("p").count(), 1, await alert.innerText());
      await context.close();
    });
  }
});
