import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { startFleet, type Fleet, type HostProfile } from "@fleetward/fleet-sim";
import type { Browser, Page } from "playwright-core";

import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newVisitorPage, waitForCount } from "../support/browser.ts";
import { e2eEngine, engineTitle } from "../support/postgres.ts";
import { startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.ts";

/*
 * Issue 22, linking both ways (ADR 0041). Four simulated osquery hosts enrol first; then:
 * (a) an asset created with the form carrying host 0's serial is linked to it at once;
 * (b) a CSV import with host 1's serial links that device; two more hosts enrol after an import
 *     carrying one's serial, and after an asset typed with the other's serial wrong is corrected;
 * (c) host 2 has two matching assets (its serial and its hardware UUID): an identity conflict,
 *     offered for one click on the device page and first in the "Link to an asset" picker, and
 *     named on "In the register, never enrolled";
 * (d) host 3, in no asset, is added with "Add to register" from what it reports.
 * The device page and both lists are checked in light, dark and Arabic (dark) at phone width
 * with axe. LINKING_SCREENSHOTS=dir keeps screenshots.
 */

const owner = {
  username: "lina.owner",
  email: "lina.owner@example.com",
  password: "Granite-Orchard-64-Wren",
  accept_terms: true,
};
const phone = { width: 390, height: 844 };
const screenshots = process.env.LINKING_SCREENSHOTS;
const looks = [
  { name: "en-light", settings: { theme: "light", locale: "en" } },
  { name: "en-dark", settings: { theme: "dark", locale: "en" } },
  { name: "ae-dark", settings: { theme: "dark", locale: "ae" } },
];

let browser: Browser;
let workspace: WorkspaceServer;
let token: string;
let fleet: Fleet | undefined;
let enrollSecret: string;
let hosts: HostProfile[];
const deviceIds = new Map<string, string>();

before(async () => {
  workspace = await startWorkspaceServer("linking", owner, "linking");
  browser = await launchBrowser();
  token = await workspace.signInApi(owner);
  if (screenshots) await mkdir(screenshots, { recursive: true });
  const secret = await workspace.api(token, "POST", "/api/workspace/enroll-secrets", {
    name: "Laptops",
  });
  assert.equal(secret.status, 201);
  enrollSecret = ((await secret.json()) as { secret: string }).secret;
  fleet = simulatedHosts(4, 41);
  await enrol(fleet);
  hosts = fleet.hosts.map((host) => host.profile);
  assert.equal(deviceIds.size, 4);
});

/** Simulated hosts driven by the test (no timers); the seed picks their serials. */
const simulatedHosts = (count: number, seed: number) =>
  startFleet({
    url: workspace.server.baseUrl,
    secret: enrollSecret,
    hosts: count,
    seed,
    autoStart: false,
    intervals: { distributed: 1, configRefresh: 1, loggerPeriod: 1 },
  });

/** Enrols the hosts and reports their hardware; remembers each device's id. */
async function enrol(hostsToEnrol: Fleet) {
  for (let round = 0; round < 2; round++) await hostsToEnrol.checkInAll();
  assert.equal(hostsToEnrol.stats().errors, 0, hostsToEnrol.stats().lastError);
  const devices = await workspace.api(token, "GET", "/api/workspace/devices?limit=50");
  const items = ((await devices.json()) as { items: { id: string; hostname: string }[] }).items;
  for (const item of items) deviceIds.set(item.hostname, item.id);
}

after(async () => {
  fleet?.stop();
  await browser?.close();
  await workspace?.stop();
});

async function signedInPage(settings: Record<string, string> = {}, width = phone) {
  const visitor = await newVisitorPage(browser, { token, viewport: width });
  await visitor.context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, settings);
  return visitor;
}

const deviceUrl = (host: HostProfile) => `/workspace/devices/${deviceIds.get(host.hostname)}`;

async function open(page: Page, url: string) {
  await page.goto(`${workspace.workspaceOrigin}${url}`, { waitUntil: "networkidle" });
}

/** The asset panel of the device page names the linked asset. */
async function expectLinked(page: Page, host: HostProfile, label: string) {
  await open(page, deviceUrl(host));
  await page.getByRole("heading", { name: host.hostname, level: 1 }).waitFor();
  await page.getByTestId("device-asset").getByRole("link", { name: label }).waitFor();
}

describe(`linking devices and assets both ways${engineTitle()}`, () => {
  it("links an asset created with the form to the device enrolled before it", async () => {
    const { context, page, errors } = await signedInPage({}, { width: 1280, height: 900 });
    await open(page, "/workspace");
    await page.getByRole("button", { name: "Add asset" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an asset" });
    await dialog.getByLabel("Name").fill("Form laptop");
    await dialog.getByLabel("Serial number").fill(hosts[0]!.serial);
    await dialog.getByRole("button", { name: "Save asset" }).click();
    await page.getByText("Asset added").waitFor();
    await page.waitForURL(/\/workspace\/assets\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const asset = await workspace.api(token, "GET", `/api/workspace/assets/${id}`);
    const tag = ((await asset.json()) as { asset_tag: string }).asset_tag;
    await expectLinked(page, hosts[0]!, `${tag} · Form laptop`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("links an asset imported from a CSV file to the device with its serial", async () => {
    const { context, page, errors } = await signedInPage({}, { width: 1280, height: 900 });
    await importCsv(page, ["LNK-2001", "Imported workstation", hosts[1]!]);
    await expectLinked(page, hosts[1]!, "LNK-2001 · Imported workstation");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("links a device that enrols after its asset was imported, and one whose asset's serial is corrected later", async () => {
    const late = simulatedHosts(2, 43);
    const [imported, corrected] = late.hosts.map((host) => host.profile) as [
      HostProfile,
      HostProfile,
    ];
    try {
      const { context, page, errors } = await signedInPage({}, { width: 1280, height: 900 });
      await importCsv(page, ["LNK-3001", "Imported before enrolment", imported]);
      const typo = await createAsset("Serial typed wrong", `${corrected.serial}0`);
      await enrol(late);
      await expectLinked(page, imported, "LNK-3001 · Imported before enrolment");
      await page.goto(`${workspace.workspaceOrigin}${deviceUrl(corrected)}`);
      await page.getByTestId("device-asset").getByText("not linked to an asset").waitFor();

      await open(page, `/workspace/assets/${typo.id}`);
      await page.getByRole("button", { name: "Edit" }).click();
      const editor = page.getByRole("dialog", { name: "Edit asset" });
      await editor.getByLabel("Serial number").fill(corrected.serial);
      await editor.getByRole("button", { name: "Save asset" }).click();
      await page.getByText("Asset saved").waitFor();
      await expectLinked(page, corrected, `${typo.asset_tag} · Serial typed wrong`);
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      late.stop();
    }
  });

  it("offers both assets of an identity conflict, first in the picker, and names the device on the never-enrolled list", async () => {
    const host = hosts[2]!;
    const bySerial = await createAsset("Conflict by serial", host.serial);
    await createAsset("Conflict by UUID", host.uuid);
    // The serial's asset linked at once; unlinked, the device has two candidates.
    const unlink = await workspace.api(
      token,
      "POST",
      `/api/workspace/devices/${deviceIds.get(host.hostname)}/unlink`,
    );
    assert.equal(unlink.status, 200);

    const { context, page, errors } = await signedInPage();
    await open(page, deviceUrl(host));
    const matches = page.getByTestId("serial-matches");
    await waitForCount(matches.getByRole("button", { name: /^Link to / }), 2);
    await page.getByRole("button", { name: "Link to an asset" }).click();
    const picker = page.getByRole("dialog", { name: "Link to an asset" });
    const suggested = picker.getByTestId("picker-suggested");
    await suggested.getByRole("heading", { name: "Same serial number" }).waitFor();
    await waitForCount(suggested.getByRole("listitem"), 2);
    // Suggestions come before the search field and are not listed a second time below it.
    const results = picker.getByRole("list", { name: "Matching assets" });
    await results.getByRole("listitem").first().waitFor();
    assert.equal(await results.getByText(bySerial.asset_tag, { exact: true }).count(), 0);
    await picker.getByRole("button", { name: "Cancel" }).click();

    await open(page, "/workspace/devices?view=never-enrolled");
    const row = page.getByTestId("never-enrolled-table").getByRole("row").filter({
      hasText: bySerial.asset_tag,
    });
    await row.getByTestId("matching-devices").getByRole("link", { name: host.hostname }).waitFor();
    assert.match(await row.getByTestId("matching-devices").innerText(), /^Matches device /);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("adds an unlinked device to the register with the model and manufacturer it reports", async () => {
    const host = hosts[3]!;
    const { context, page, errors } = await signedInPage();
    await open(page, "/workspace/devices?view=unregistered");
    await page.getByRole("button", { name: `Add to register · ${host.hostname}` }).click();
    const draft = page.getByTestId("register-draft");
    await draft.getByText(host.hardware.model).first().waitFor();
    const vendor = host.hardware.vendor.replace(/ Inc\.$/, "").toLowerCase();
    assert.match((await draft.innerText()).toLowerCase(), new RegExp(vendor.split(" ")[0]!));
    assert.ok((await draft.innerText()).includes(host.serial));
    await draft.getByRole("button", { name: "Add to register" }).click();
    const notice = page.getByText(new RegExp(`${host.hostname} is now in the register as `));
    await notice.waitFor();
    const tag = /as (.+)\.$/.exec(await notice.innerText())![1]!;
    // Named by the model it reports, the hostname beside it (as the draft proposed).
    await expectLinked(page, host, `${tag} · ${host.hardware.model} (${host.hostname})`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  // The looks are drawn the same on both engines: the PostgreSQL pass checks the first only.
  for (const look of e2eEngine() === "postgres" ? looks.slice(0, 1) : looks) {
    it(`shows the device page and both lists at phone width without axe violations (${look.name})`, async () => {
      const { context, page, errors } = await signedInPage(look.settings);
      for (const [url, ready, file] of [
        [deviceUrl(hosts[2]!), "serial-matches", "device"],
        ["/workspace/devices?view=never-enrolled", "never-enrolled-table", "never-enrolled"],
        ["/workspace/devices?view=unregistered", "device-row", "unregistered"],
      ] as const) {
        await open(page, url);
        await page.getByTestId(ready).first().waitFor();
        if (look.settings.locale === "ae") {
          await page.waitForFunction(() => document.documentElement.dir === "rtl");
        }
        await page.waitForFunction(
          (dark) => document.body.classList.contains("dark") === dark,
          look.settings.theme === "dark",
        );
        assert.deepEqual(await seriousViolations(page), [], `${file} ${look.name}`);
        const overflow = await page.evaluate(
          () => document.scrollingElement!.scrollWidth - window.innerWidth,
        );
        assert.ok(overflow <= 0, `${file} ${look.name} scrolls sideways by ${overflow}px`);
        if (screenshots) {
          await page.screenshot({
            path: path.join(screenshots, `${file}-${look.name}.png`),
            fullPage: true,
          });
        }
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

/** Imports one asset row with the host's serial and model through the import screens. */
async function importCsv(page: Page, [tag, name, host]: [string, string, HostProfile]) {
  await open(page, "/workspace/import");
  await page.getByRole("heading", { name: "Import from a CSV file", level: 1 }).waitFor();
  const csv = [
    "Asset Tag,Name,Serial,Model,Manufacturer,Category,Status",
    // Quoted: a reported model may hold a comma ("MacBook Pro (14-inch, 2023)").
    [tag, name, host.serial, host.hardware.model, "Dell", "Laptops", "Ready to deploy"]
      .map((cell) => `"${cell.replaceAll('"', '""')}"`)
      .join(","),
  ].join("\n");
  await page.getByLabel(/^CSV file/).setInputFiles({
    name: "assets.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await page.getByRole("button", { name: "Check what will happen" }).click();
  await page.getByRole("heading", { name: "What the import will do" }).waitFor();
  await page.getByRole("button", { name: "Import now" }).click();
  await page.getByText("The import has finished.").waitFor({ timeout: 30_000 });
  const created = await page.getByTestId("import-result-created").innerText();
  assert.equal(created, "1", await page.locator("main").innerText());
}

async function createAsset(name: string, serial: string) {
  const created = await workspace.api(token, "POST", "/api/workspace/assets", {
    name,
    serial_number: serial,
  });
  assert.equal(created.status, 201);
  return (await created.json()) as { id: string; asset_tag: string };
}
