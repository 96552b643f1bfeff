import { gzipSync } from "node:zlib";
import { launchBrowser } from "../../e2e/support/browser.ts";

export type PageLoad = { page: string; jsKb: number; cssKb: number; requests: number };

/**
 * What a first visit really downloads: the page is opened in Chromium with an empty cache and
 * every script and stylesheet it fetched until the network went idle is gzipped and counted.
 * `token` signs the visitor in first (for account pages).
 */
export async function measurePageLoads(baseUrl: string, pages: string[], token: string) {
  const browser = await launchBrowser();
  const results: PageLoad[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      if (page.startsWith("/user-")) {
        await context.addInitScript((value) => localStorage.setItem("token", value), token);
      }
      const tab = await context.newPage();
      let js = 0;
      let css = 0;
      let requests = 0;
      const pending: Promise<void>[] = [];
      tab.on("response", (response) => {
        requests += 1;
        const type = response.request().resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        pending.push(
          response.body().then(
            (body) => {
              const size = gzipSync(body).length;
              if (type === "script") js += size;
              else css += size;
            },
            () => undefined,
          ),
        );
      });
      await tab.goto(`${baseUrl}${page}`, { waitUntil: "networkidle" });
      await Promise.all(pending);
      results.push({ page, jsKb: js / 1024, cssKb: css / 1024, requests });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
