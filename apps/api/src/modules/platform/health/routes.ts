import { healthResponseSchema, readinessResponseSchema } from "@fleetward/contracts/health";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

export async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Liveness: answers as long as the event loop runs; never touches the database,
  // so a database outage does not get the process restarted.
  routes.get(
    "/healthz",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness",
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  // Readiness: a load balancer should only send traffic when the database answers.
  routes.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness (database reachable)",
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.ping();
        return { status: "ok" as const, database: "up" as const };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check: database unreachable");
        return reply.code(503).send({ status: "unavailable", database: "down" });
      }
    },
  );
}
