import {
  contactMessageRequestSchema,
  contactMessageResponseSchema,
} from "@fleetward/contracts/contact";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { formErrorResponses, formRateLimit } from "../../lib/forms.ts";
import { receiveContactMessage } from "./service.ts";

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/contact/messages",
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ["forms"],
        summary: "Send a message through the contact form",
        body: contactMessageRequestSchema,
        response: {
          201: contactMessageResponseSchema,
          ...formErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id } = await receiveContactMessage(app.db.orm, request.body);
      request.log.info({ contactMessageId: id, topic: request.body.topic }, "contact message");
      return reply.code(201).send({ id, received: true });
    },
  );
}
