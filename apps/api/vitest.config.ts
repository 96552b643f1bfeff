import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.workers.ts";

export default defineProject({
  test: {
    maxWorkers,
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // PGlite boots in 1–2 s and argon2 is deliberately slow; PostgreSQL runs create databases.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own databases, so files may run in parallel; the tests
    // inside a file run one after another on the database(s) that file created.
    sequence: { concurrent: false },
  },
});
