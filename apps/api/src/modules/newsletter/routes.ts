import {
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
} from "@fleetward/contracts/newsletter";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/forms.ts";
import { subscribeToNewsletter } from "./service.ts";

export async function newsletterRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/newsletter/subscribe",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an e-mail address to the newsletter",
        description: "Answers 202 whether or not the address was already subscribed.",
        body: newsletterSubscribeRequestSchema,
        response: {
          202: newsletterSubscribeResponseSchema,
          ...errorResponses(422, 429),
        },
      },
    },
    async (request, reply) => {
      const { created } = await subscribeToNewsletter(app.db.orm, request.body);
      request.log.info({ created }, "newsletter subscription");
      return reply.code(202).send({ subscribed: true });
    },
  );
}
