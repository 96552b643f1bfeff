import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.workers.ts";

export default defineProject({ test: { maxWorkers, name: "fleet-sim", environment: "node" } });
