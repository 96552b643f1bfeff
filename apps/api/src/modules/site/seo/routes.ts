import type { FastifyInstance } from "fastify";
import { loadRoutePatterns } from "../../../plugins/web-build.ts";
import { robotsTxt, sitemapPaths, sitemapXml } from "./service.ts";

// Same name across builds, so crawlers and proxies may keep them only briefly.
const cacheControl = "public, max-age=3600";

export type SeoRoutesOptions = {
  /** The browser build; its route manifest lists the pages. */
  webDistDir: string;
  /** Origin for absolute links, without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
};

/**
 * `GET /robots.txt` and `GET /sitemap.xml`, built once at start from the web build's
 * route manifest, like the HTML the web-app plugin serves from memory.
 */
export async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions) {
  // Without a manifest (no build yet, or an old one) the landing page is the one page we know.
  const patterns = (await loadRoutePatterns(options.webDistDir)) ?? ["/"];
  const robots = robotsTxt(options.publicUrl);
  const sitemap = sitemapXml(options.publicUrl, sitemapPaths(patterns));

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", cacheControl).type("text/plain; charset=utf-8").send(robots),
  );
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("cache-control", cacheControl)
      .type("application/xml; charset=utf-8")
      .send(sitemap),
  );
}
