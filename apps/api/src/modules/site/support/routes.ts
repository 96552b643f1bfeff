import { isHoneypotFilled } from "@fleetward/contracts/honeypot";
import { supportRequestResponseSchema, supportRequestSchema } from "@fleetward/contracts/support";
import { randomInt, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { localeFromAcceptLanguage } from "../../../lib/accept-language.ts";
import { formErrorResponses, formRateLimit } from "../../../lib/forms.ts";
import { openSupportRequest } from "./service.ts";

export async function supportRoutes(app: FastifyInstance) {
  const deps = {
    orm: app.db.orm,
    jobs: app.jobs,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/support/requests",
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ["forms"],
        summary: "Open a support request",
        description:
          "Answers the ticket reference the customer quotes in later messages, and e-mails " +
          "the requester a confirmation in the language of their Accept-Language header. A " +
          "filled-in hidden `website` field gets a like answer, and nothing is stored or sent.",
        body: supportRequestSchema,
        response: {
          201: supportRequestResponseSchema,
          ...formErrorResponses,
        },
      },
    },
    async (request, reply) => {
      if (isHoneypotFilled(request.body)) {
        // Looks like any ticket to the script that filled the hidden field; none exists.
        request.log.info({ form: "support" }, "honeypot filled; request dropped");
        const year = app.clock().getUTCFullYear();
        const number = String(randomInt(1, 1_000_000)).padStart(6, "0");
        return reply.code(201).send({ id: randomUUID(), reference: `FW-${year}-${number}` });
      }
      const ticket = await openSupportRequest(
        deps,
        request.body,
        localeFromAcceptLanguage(request.headers["accept-language"]),
      );
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
