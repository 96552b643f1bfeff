import { prepareFixtures } from "./api-bench.ts";
import { runLighthouse } from "./lighthouse-bench.ts";
import { startProduct } from "./servers.ts";
import { measurePageLoads } from "./web-bench.ts";

/*
 * The web half of `npm run bench` only (no API load), for iterating on front-end performance:
 * `npm run build && npx node --import tsx bench/src/web-only.ts [report-dir]`. With a report
 * directory, each page's full Lighthouse JSON is written there to read its diagnostics.
 */
const reportDir = process.argv[2];
const pages = (process.env.PAGES ?? "/,/blog,/login,/page-pricing").split(",");
const product = await startProduct();
try {
  const fixtures = await prepareFixtures(product.baseUrl, Date.now().toString(36));
  const loads = await measurePageLoads(
    product.baseUrl,
    [...pages, "/user-profile"],
    fixtures.token,
  );
  console.table(
    loads.map((row) => ({ ...row, jsKb: row.jsKb.toFixed(1), cssKb: row.cssKb.toFixed(1) })),
  );
  console.table(await runLighthouse(product.baseUrl, pages, reportDir));
} finally {
  await product.stop();
}
