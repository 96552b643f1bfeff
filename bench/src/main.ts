import path from "node:path";
import { fileURLToPath } from "node:url";
import { measurePage } from "./bundle-budget.ts";

const clientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../apps/web/build/client",
);
const budget = { jsKb: 100, cssKb: 25 };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const rows = [];
for (const page of ["/", "/about", "/page-pricing"]) {
  const weight = await measurePage(clientDir, page);
  rows.push({
    page,
    "JS gz (KB)": kb(weight.jsBytes),
    "JS budget": `${budget.jsKb}`,
    "CSS gz (KB)": kb(weight.cssBytes),
    "CSS budget": `${budget.cssKb}`,
    requests: weight.files,
  });
}
console.log("Initial load of prerendered pages (gzipped, before any lazy chunk):");
console.table(rows);
