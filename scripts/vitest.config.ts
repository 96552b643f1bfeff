import { defineProject } from "vitest/config";
import { maxWorkers } from "../vitest.workers.ts";

// Repository checks (the lint probes): plain Node, no app environment.
export default defineProject({
  test: {
    maxWorkers,
    name: "scripts",
    environment: "node",
    include: ["**/*.test.ts"],
    // ESLint resolves the real import graph of each probe: slower than a unit test.
    testTimeout: 60_000,
  },
});
