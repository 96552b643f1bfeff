import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ensureXsrfCookie } from "./security.ts";
import { fallbackFileName, loadWebBuild, type HtmlDocument, type WebBuild } from "./web-build.ts";

// Vite puts content-hashed files here: a new build means new names, so cache forever.
const immutableCache = "public, max-age=31536000, immutable";
// robots.txt, favicon, sitemap…: same name across builds, so only briefly.
const shortCache = "public, max-age=3600";

/**
 * Serves the built web app (apps/web/build/client): static files from disk, HTML from
 * memory with a per-file CSP, and the SPA fallback for client-side routes — with 404
 * status for paths no route matches. Registered last: its `GET /*` is the catch-all.
 */
export async function webAppPlugin(app: FastifyInstance, options: { webDistDir: string }) {
  const build = await loadWebBuild(options.webDistDir);
  if (!build) {
    app.log.warn(
      `No web build in ${options.webDistDir}; run \`npm run build\` to serve the web app`,
    );
    app.get("/*", { schema: { hide: true } }, answerWebAppMissing);
    return;
  }
  if (!build.fallback) app.log.warn(`The web build has no ${fallbackFileName}`);
  if (!build.isKnownRoute) app.log.warn("The web build has no route-manifest.json; 404s get 200");

  await app.register(fastifyStatic, {
    root: options.webDistDir,
    prefix: "/",
    // One route per file found now, instead of a filesystem lookup per request.
    wildcard: false,
    index: false,
    redirect: false,
    // HTML is served from memory by the catch-all below.
    globIgnore: ["**/*.html"],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(options.webDistDir, filePath);
      reply.header(
        "cache-control",
        relative.startsWith(`assets${path.sep}`) ? immutableCache : shortCache,
      );
    },
  });
  app.get("/*", { schema: { hide: true } }, (request, reply) => answerPage(build, request, reply));
}

async function answerPage(build: WebBuild, request: FastifyRequest, reply: FastifyReply) {
  const pathname = normalisePath(request.url);
  if (isApiPath(pathname)) return reply.callNotFound();
  // A missing hashed asset is a stale tab after a deploy: a fast 404, not an HTML page
  // the browser would try to run as a script.
  if (pathname.startsWith("/assets/")) {
    return reply.code(404).send({ detail: `No such file: ${pathname}` });
  }

  const page = build.pages.get(pathname);
  const document = page ?? build.fallback;
  if (!document) return reply.callNotFound();
  const known = page !== undefined || (build.isKnownRoute?.(pathname) ?? true);
  return sendHtml(request, reply, document, known ? 200 : 404);
}

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  document: HtmlDocument,
  status: number,
) {
  ensureXsrfCookie(request, reply);
  reply
    .header("content-security-policy", document.csp)
    .header("cache-control", "no-cache")
    .type("text/html; charset=utf-8");
  if (status !== 200) return reply.code(status).send(document.body);

  reply.header("etag", document.etag);
  if (matchesEtag(request.headers["if-none-match"], document.etag)) return reply.code(304).send();
  return reply.code(200).send(document.body);
}

async function answerWebAppMissing(request: FastifyRequest, reply: FastifyReply) {
  if (isApiPath(normalisePath(request.url))) return reply.callNotFound();
  return reply.code(404).send({
    detail: "The web app has not been built; run `npm run build` and restart the server",
  });
}

/** `If-None-Match` may list several tags, weak or strong; any match means "unchanged". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
}

/** Path without query string or trailing slash (`/about/?x` → `/about`). */
function normalisePath(url: string): string {
  const pathname = url.split("?")[0] ?? "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}
