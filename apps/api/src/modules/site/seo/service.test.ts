import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapPaths, sitemapXml } from "./service.ts";

describe("sitemapPaths", () => {
  it("keeps the public pages and leaves out private, status and parameterised ones", () => {
    const patterns = [
      "/",
      "/about",
      "/blog",
      "/contact",
      "/page-job-grid",
      "/helpcenter-support",
      "/kb-detail/:id",
      "/course-detail/:id?",
      "/docs/*",
      "/login",
      "/signup",
      "/auth-re-password",
      "/auth-lock-screen",
      "/user-profile",
      "/user-billing",
      "/email-confirmation",
      "/terms-trial",
      "/page-comingsoon",
      "/page-maintenance",
      "/page-thankyou",
      "/workspace",
      "/workspace/members",
      "/workspace/people",
      "/workspace/people/:id",
      "/workspace/catalog",
    ];
    expect(sitemapPaths(patterns)).toEqual([
      "/",
      "/about",
      "/blog",
      "/contact",
      "/helpcenter-support",
      "/page-job-grid",
    ]);
  });

  it("lists each page once, whatever its case or trailing slash", () => {
    expect(sitemapPaths(["/About", "/about/", "/about", "/Login/"])).toEqual(["/about"]);
  });
});

describe("robotsTxt", () => {
  it("allows everything but the API and the private page families, and names the sitemap", () => {
    expect(robotsTxt("https://fleetward.example")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /user-",
        "Disallow: /auth-",
        "Disallow: /email-",
        "Disallow: /workspace/",
        "",
        "Sitemap: https://fleetward.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});

describe("sitemapXml", () => {
  it("writes a sitemaps.org urlset with absolute, escaped locations", () => {
    expect(sitemapXml("https://fleetward.example", ["/", "/about", "/a&b"])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://fleetward.example/</loc></url>",
        "  <url><loc>https://fleetward.example/about</loc></url>",
        "  <url><loc>https://fleetward.example/a&amp;b</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});
