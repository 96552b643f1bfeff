/*
 * What search engines may crawl. Sign-in, account, workspace and e-mail preview pages are
 * of no use in search results; the status pages (thank-you, maintenance…) only make sense
 * when the app sends a visitor there.
 */

/** Path prefixes of private page families; robots.txt disallows them as well as the API. */
const privatePrefixes = ["/user-", "/auth-", "/email-", "/workspace/"] as const;

const unlistedPaths = new Set([
  "/login",
  "/signup",
  "/terms-trial",
  "/workspace",
  "/page-comingsoon",
  "/page-maintenance",
  "/page-thankyou",
]);

/**
 * The public pages worth listing, from the app's route patterns: patterns with a
 * parameter (`:id`, `:id?`, `*`) name many pages or none, so they are left out.
 */
export function sitemapPaths(patterns: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const pattern of patterns) {
    const path = pattern.length > 1 ? pattern.replace(/\/+$/, "").toLowerCase() : pattern;
    if (/[:*]/.test(path)) continue;
    if (unlistedPaths.has(path)) continue;
    if (privatePrefixes.some((prefix) => path.startsWith(prefix))) continue;
    paths.add(path);
  }
  return [...paths].sort();
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** A sitemaps.org 0.9 document listing `paths` under `publicUrl`. */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}
