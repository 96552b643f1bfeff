import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "fleet-sim", environment: "node" } });
