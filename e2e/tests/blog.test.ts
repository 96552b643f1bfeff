import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newVisitorPage(browser);
  await page.goto(server.baseUrl + path, { waitUntil: "networkidle" });
  return { page, errors };
}

const postLinks = (page: Page) => page.locator("main a[href^='/blog-detail?id=']");

describe("blog and knowledge base", () => {
  it("pages through the blog and filters it by a tag, all in the URL", async () => {
    const { page, errors } = await openPage("/blog");
    await postLinks(page).first().waitFor();
    const firstPage = await postLinks(page).allInnerTexts();
    assert.ok(firstPage.length >= 10, "a full first page of articles");

    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Page 2 of 3" })
      .click();
    await page.waitForURL(/[?&]page=2/);
    await page.waitForFunction(
      (first) => document.querySelector("main a[href^='/blog-detail?id=']")?.textContent !== first,
      firstPage[0],
    );
    assert.notDeepEqual(await postLinks(page).allInnerTexts(), firstPage);

    await page.getByRole("button", { name: /^#inventory\b/ }).click();
    await page.waitForURL(/[?&]tags=inventory/);
    assert.doesNotMatch(page.url(), /[?&]page=2/, "a new filter starts at page 1");
    await page.waitForFunction(
      () => document.querySelectorAll("main a[href^='/blog-detail?id=']").length <= 8,
    );
    const filtered = await postLinks(page).count();
    assert.ok(
      filtered >= 1 && filtered < firstPage.length,
      `filtered list has ${filtered} articles`,
    );

    await page.reload({ waitUntil: "networkidle" });
    assert.equal(await postLinks(page).count(), filtered, "the filter survives a reload");
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("opens a knowledge-base article by its id", async () => {
    const answer = await fetch(`${server.baseUrl}/api/post/list?kind=kb&page_size=1`);
    const { items } = (await answer.json()) as { items: { id: number; title: string }[] };
    const article = items[0];
    assert.ok(article, "a seeded knowledge-base article");
    const { page, errors } = await openPage(`/kb-detail/${article.id}`);
    await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
    assert.ok(
      (await page.locator(".article-body").innerText()).length > 1500,
      "the full article body",
    );
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
