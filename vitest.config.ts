import { defineConfig } from "vitest/config";
import { maxWorkers } from "./vitest.workers.ts";

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ["apps/api", "apps/web", "packages/*", "scripts"],
    maxWorkers,
  },
});
