import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../../e2e/support/browser.ts";

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse's default (mobile) run on each page, driving Debian's Chromium. With `reportDir`,
 * each page's full JSON report is written there, to read its diagnostics.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: string[],
  reportDir?: string,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      const result = await lighthouse(`${baseUrl}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      if (reportDir) {
        await mkdir(reportDir, { recursive: true });
        const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "_");
        await writeFile(`${reportDir}/${name}.json`, result.report as string);
      }
      rows.push({
        page,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories["best-practices"]?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
