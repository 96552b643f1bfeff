import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress } from "./precompress.ts";
import { prerenderedPaths } from "./src/app/prerendered-paths.ts";

export default {
  appDirectory: "src",
  buildDirectory: "build",
  // A single-page app: the API server serves the built files; no runtime SSR.
  ssr: false,
  // Static public pages are rendered to HTML at build time so they paint before any JavaScript runs.
  prerender: prerenderedPaths,
  // The API server needs every route pattern to answer 404 for paths the app does not know.
  async buildEnd({ reactRouterConfig, buildManifest }) {
    const patterns = new Set<string>();
    const routes = buildManifest?.routes ?? {};
    const fullPath = (id: string): string => {
      const route = routes[id];
      if (!route) return "";
      const parent = route.parentId ? fullPath(route.parentId) : "";
      const own = route.index ? "" : (route.path ?? "");
      return [parent, own].filter(Boolean).join("/");
    };
    for (const id of Object.keys(routes)) {
      const route = routes[id];
      if (!route || (!route.path && !route.index) || route.path === "*") continue;
      patterns.add("/" + fullPath(id).replace(/^\/+/, ""));
    }
    const file = path.join(reactRouterConfig.buildDirectory, "route-manifest.json");
    await writeFile(file, JSON.stringify([...patterns].sort(), null, 2) + "\n");
    await precompress(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
