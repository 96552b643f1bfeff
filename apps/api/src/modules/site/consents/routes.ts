import { consentRequestSchema, consentResponseSchema } from "@fleetward/contracts/consents";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/forms.ts";
import { recordConsent } from "./service.ts";

export async function consentsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/consents",
    {
      // A person chooses once or twice; the limit only stops a script filling the table.
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["site"],
        summary: "Record a cookie choice of an anonymous browser",
        description:
          "Stores the random subject id, the choice, the policy version and the time — no IP address.",
        body: consentRequestSchema,
        response: { 201: consentResponseSchema, ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await recordConsent(app.db.orm, request.body, app.clock());
      return reply.code(201).send({ recorded: true });
    },
  );
}
