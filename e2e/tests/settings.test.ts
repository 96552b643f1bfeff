import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, waitForHydration, watchErrors } from "../support/browser.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext();
  page = await context.newPage();
  errors = watchErrors(page);
});

async function chooseInCustomizer(name: string) {
  await page.getByTestId("open-settings").first().click();
  await page.getByRole("dialog").getByText(name, { exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
}

describe("settings", () => {
  it("dark theme puts `dark` on body, persists it and survives a reload", async () => {
    await page.goto(server.baseUrl + "/about", { waitUntil: "networkidle" });
    assert.equal(await page.evaluate(() => document.body.classList.contains("dark")), false);
    await chooseInCustomizer("Dark");
    assert.equal(await page.evaluate(() => document.body.classList.contains("dark")), true);
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "dark");
    await page.reload({ waitUntil: "networkidle" });
    assert.equal(await page.evaluate(() => document.body.classList.contains("dark")), true);
    assert.deepEqual(errors, []);
  });

  it("system theme follows the operating system", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(server.baseUrl + "/", { waitUntil: "networkidle" });
    await chooseInCustomizer("System");
    assert.equal(await page.evaluate(() => document.body.classList.contains("dark")), true);
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => !document.body.classList.contains("dark"));
  });

  it("locale ae sets dir=rtl, any other locale ltr", async () => {
    await page.goto(server.baseUrl + "/", { waitUntil: "networkidle" });
    await chooseLanguage(page, "ae");
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    assert.equal(await page.evaluate(() => localStorage.getItem("locale")), "ae");
    await page.reload({ waitUntil: "networkidle" });
    assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
    await chooseLanguage(page, "de");
    await page.waitForFunction(() => document.documentElement.dir === "ltr");
    assert.deepEqual(errors, []);
  });

  it("switching language translates the header", async () => {
    await page.goto(server.baseUrl + "/", { waitUntil: "networkidle" });
    const header = page.getByTestId("site-header");
    const english = await header.innerText();
    assert.match(english, /Sign in/);
    for (const locale of ["de", "ja"]) {
      await chooseLanguage(page, locale);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
      await page.waitForFunction(
        () =>
          !document
            .querySelector("[data-testid=site-header]")
            ?.textContent?.includes("Start free trial"),
      );
      const translated = await header.innerText();
      assert.doesNotMatch(translated, /Sign in|Resources|Company/, `header in ${locale}`);
    }
    assert.deepEqual(errors, []);
  });

  it("offers all 16 languages, English, German and Japanese first", async () => {
    await page.goto(server.baseUrl + "/", { waitUntil: "networkidle" });
    const codes = await page
      .getByTestId("language-select")
      .first()
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    assert.equal(codes.length, 16);
    assert.deepEqual(codes.slice(0, 3), ["en", "de", "ja"]);
  });

  it("the cookie notice shows on the first visit only", async () => {
    await page.goto(server.baseUrl + "/", { waitUntil: "networkidle" });
    const notice = page.getByTestId("cookie-notice");
    await notice.waitFor();
    // The notice is prerendered: a click before hydration would reach no handler.
    const choice = notice.getByRole("button").first();
    await waitForHydration(choice);
    await choice.click();
    await page.reload({ waitUntil: "networkidle" });
    // Hidden from the first paint by the pre-paint script, then removed once hydrated.
    assert.equal(await notice.isVisible(), false);
    await notice.waitFor({ state: "detached" });
  });
});

/** The footer's language switch, once hydrated (/ is prerendered). */
async function chooseLanguage(page: Page, locale: string) {
  const select = page.getByTestId("site-footer").getByTestId("language-select");
  await waitForHydration(select);
  await select.selectOption(locale);
}
