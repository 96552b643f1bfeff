import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { z } from "zod";
import { contentSecurityPolicy } from "./security.ts";

/** One HTML file, read once at startup and served from memory. */
export type HtmlDocument = {
  body: Buffer;
  /** The same bytes compressed once at start: HTML is most of a first visit's transfer. */
  brotli: Buffer;
  gzip: Buffer;
  /** The global policy plus the hashes of this file's own inline scripts. */
  csp: string;
  etag: string;
};

export type WebBuild = {
  /** Prerendered pages by route path: `/` ← index.html, `/about` ← about/index.html. */
  pages: Map<string, HtmlDocument>;
  /** `__spa-fallback.html`: the shell for every route that was not prerendered. */
  fallback: HtmlDocument | undefined;
  /** Whether a path is one of the app's routes; undefined when the build has no manifest. */
  isKnownRoute: ((pathname: string) => boolean) | undefined;
};

export const fallbackFileName = "__spa-fallback.html";

/** React Router writes it next to the client directory: `apps/web/build/route-manifest.json`. */
export function routeManifestPath(webDistDir: string): string {
  return path.join(webDistDir, "..", "route-manifest.json");
}

/** Reads every HTML file and the route manifest. Undefined when there is no build. */
export async function loadWebBuild(webDistDir: string): Promise<WebBuild | undefined> {
  if (!existsSync(webDistDir)) return undefined;
  const pages = new Map<string, HtmlDocument>();
  let fallback: HtmlDocument | undefined;

  for (const file of await listHtmlFiles(webDistDir)) {
    const document = toHtmlDocument(await readFile(path.join(webDistDir, file)));
    if (file === fallbackFileName) fallback = document;
    else pages.set(pagePathOf(file), document);
  }
  return { pages, fallback, isKnownRoute: await loadRouteMatcher(webDistDir) };
}

async function listHtmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"));
}

/** `index.html` → `/`, `about/index.html` → `/about`, `legal.html` → `/legal.html`. */
function pagePathOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/\/index\.html$/, "")}`;
}

function toHtmlDocument(body: Buffer): HtmlDocument {
  const hashes = inlineScriptHashes(body.toString("utf8"));
  return {
    body,
    brotli: brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
    csp: contentSecurityPolicy(hashes),
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  };
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * CSP source expressions (`'sha256-…'`) for the inline scripts of a page. The browser
 * hashes the exact UTF-8 text between the tags, so that is what we hash too.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const manifestSchema = z.array(z.string().startsWith("/"));

/** The app's route patterns (`/`, `/about`, `/kb-detail/:id`…); undefined when the build has none. */
export async function loadRoutePatterns(webDistDir: string): Promise<string[] | undefined> {
  const file = routeManifestPath(webDistDir);
  if (!existsSync(file)) return undefined;
  return manifestSchema.parse(JSON.parse(await readFile(file, "utf8")));
}

async function loadRouteMatcher(webDistDir: string) {
  const patterns = await loadRoutePatterns(webDistDir);
  if (!patterns) return undefined;
  const expressions = patterns.map(routePatternToRegExp);
  return (pathname: string) => expressions.some((expression) => expression.test(pathname));
}

/**
 * A React Router path pattern as a regular expression: `:id` is one segment, a
 * trailing `?` makes a segment optional, `*` matches the rest. Like React Router,
 * case-insensitive and tolerant of a trailing slash.
 */
export function routePatternToRegExp(pattern: string): RegExp {
  let source = "";
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*") {
      source += "(?:/.*)?";
      continue;
    }
    const optional = segment.endsWith("?");
    const name = optional ? segment.slice(0, -1) : segment;
    const part = name.startsWith(":") ? "/[^/]+" : `/${escapeRegExp(name)}`;
    source += optional ? `(?:${part})?` : part;
  }
  return new RegExp(`^${source}/?$`, "i");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
