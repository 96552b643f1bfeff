import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ["apps/api", "apps/web", "packages/*", "scripts"],
    // Vitest's default on a 2-core CI machine is a single worker, yet most API test time
    // is spent waiting on a database: three files at once keep both cores busy.
    maxWorkers: 3,
  },
});
