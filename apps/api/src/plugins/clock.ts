import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Clock, Sleep } from "../lib/clock.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The current time: `new Date()` except in tests that jump ahead. */
    clock: Clock;
    /** Deliberate delays (sign-in throttling) go through this, so tests can record them. */
    sleep: Sleep;
  }
}

export const clockPlugin = fp(
  async (app: FastifyInstance, options: { clock: Clock; sleep: Sleep }) => {
    app.decorate("clock", options.clock);
    app.decorate("sleep", options.sleep);
  },
  { name: "clock" },
);
