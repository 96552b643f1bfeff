import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type PageWeight = { page: string; jsBytes: number; cssBytes: number; files: number };

const attr = (name: string) => new RegExp(`<(?:link|script)[^>]*?${name}="([^"]+)"[^>]*>`, "g");

/** Gzipped JavaScript and CSS a prerendered page asks for before it is interactive. */
export async function measurePage(clientDir: string, page: string): Promise<PageWeight> {
  const htmlFile = path.join(clientDir, page === "/" ? "index.html" : `${page}/index.html`);
  const html = await readFile(htmlFile, "utf8");
  const urls = new Set<string>();
  for (const match of html.matchAll(attr("href")))
    if (/modulepreload|stylesheet/.test(match[0])) urls.add(match[1]!);
  for (const match of html.matchAll(attr("src"))) urls.add(match[1]!);
  // React Router's inline bootstrap imports its entry and route modules by URL.
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);

  let jsBytes = 0;
  let cssBytes = 0;
  for (const url of urls) {
    if (!url.startsWith("/assets/")) continue;
    const size = gzipSync(await readFile(path.join(clientDir, url))).length;
    if (url.endsWith(".js")) jsBytes += size;
    if (url.endsWith(".css")) cssBytes += size;
  }
  return { page, jsBytes, cssBytes, files: urls.size };
}
