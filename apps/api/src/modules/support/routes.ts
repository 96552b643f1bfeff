import { supportRequestResponseSchema, supportRequestSchema } from "@fleetward/contracts/support";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { formErrorResponses, formRateLimit } from "../../lib/forms.ts";
import { openSupportRequest } from "./service.ts";

export async function supportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/support/requests",
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ["forms"],
        summary: "Open a support request",
        description: "Answers the ticket reference the customer quotes in later messages.",
        body: supportRequestSchema,
        response: {
          201: supportRequestResponseSchema,
          ...formErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const ticket = await openSupportRequest(app.db.orm, request.body);
      request.log.info(
        {
          supportRequestId: ticket.id,
          reference: ticket.reference,
          severity: request.body.severity,
        },
        "support request",
      );
      return reply.code(201).send(ticket);
    },
  );
}
