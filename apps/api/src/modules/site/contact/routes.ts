import {
  contactMessageRequestSchema,
  contactMessageResponseSchema,
} from "@fleetward/contracts/contact";
import { isHoneypotFilled } from "@fleetward/contracts/honeypot";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { formErrorResponses, formRateLimit } from "../../../lib/forms.ts";
import { receiveContactMessage } from "./service.ts";

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/contact/messages",
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ["forms"],
        summary: "Send a message through the contact form",
        description:
          "Stores the message and e-mails every operator. A filled-in hidden `website` field " +
          "gets the same answer, and nothing is stored or sent.",
        body: contactMessageRequestSchema,
        response: {
          201: contactMessageResponseSchema,
          ...formErrorResponses,
        },
      },
    },
    async (request, reply) => {
      if (isHoneypotFilled(request.body)) {
        request.log.info({ form: "contact" }, "honeypot filled; message dropped");
        return reply.code(201).send({ id: randomUUID(), received: true });
      }
      const { id } = await receiveContactMessage(
        { orm: app.db.orm, jobs: app.jobs, now: app.clock },
        request.body,
      );
      request.log.info({ contactMessageId: id, topic: request.body.topic }, "contact message");
      return reply.code(201).send({ id, received: true });
    },
  );
}
