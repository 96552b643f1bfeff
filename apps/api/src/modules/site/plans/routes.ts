import { planListResponseSchema } from "@fleetward/contracts/plans";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicCacheControl } from "../../../lib/public-cache.ts";
import { planList } from "./service.ts";

export async function plansRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/plans",
    {
      schema: {
        tags: ["site"],
        summary: "The plans of the pricing page, in display order",
        description:
          "Prices are per device, in cents. Public and cacheable (`Cache-Control: public, max-age=300`).",
        response: { 200: planListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", publicCacheControl);
      return planList(app.db.orm);
    },
  );
}
