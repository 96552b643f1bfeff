import { siteStatusSchema } from "@fleetward/contracts/site";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { siteSettings, siteStatus } from "./service.ts";

export async function siteRoutes(app: FastifyInstance) {
  // Computed once: every request of this process counts down to the same moment.
  const settings = siteSettings(app.config, app.clock());

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/site/status",
    {
      schema: {
        tags: ["site"],
        summary: "Launch date and maintenance window of the status pages",
        description:
          "`launch_at` is LAUNCH_AT, or six weeks after the server started; the maintenance window ends at MAINTENANCE_UNTIL.",
        response: { 200: siteStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return siteStatus(settings, app.clock());
    },
  );
}
