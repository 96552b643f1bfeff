import { isHoneypotFilled } from "@fleetward/contracts/honeypot";
import {
  newsletterConfirmResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
  newsletterTokenRequestSchema,
  newsletterUnsubscribeResponseSchema,
} from "@fleetward/contracts/newsletter";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/forms.ts";
import { confirmNewsletter, subscribeToNewsletter, unsubscribeNewsletter } from "./service.ts";

export async function newsletterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    orm: app.db.orm,
    jobs: app.jobs,
    now: app.clock,
    publicUrl: app.config.publicUrl,
  });

  api.post(
    "/api/newsletter/subscribe",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an e-mail address to the newsletter (double opt-in)",
        description:
          "Stores the address as pending and e-mails a confirmation link. Answers 202 whether " +
          "or not the address was already subscribed, and when the hidden `website` field is " +
          "filled in (then nothing is stored or sent).",
        body: newsletterSubscribeRequestSchema,
        response: {
          202: newsletterSubscribeResponseSchema,
          ...errorResponses(400, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      if (isHoneypotFilled(request.body)) {
        request.log.info({ form: "newsletter" }, "honeypot filled; subscription dropped");
      } else {
        const outcome = await subscribeToNewsletter(deps(), request.body);
        request.log.info({ outcome }, "newsletter subscription");
      }
      return reply.code(202).send({ subscribed: true });
    },
  );

  api.post(
    "/api/newsletter/confirm",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["newsletter"],
        summary: "Confirm a subscription with the token of the e-mailed link",
        description: "The link works once and expires after 48 hours.",
        body: newsletterTokenRequestSchema,
        response: { 200: newsletterConfirmResponseSchema, ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request) => {
      await confirmNewsletter(deps(), request.body.token);
      return { confirmed: true as const };
    },
  );

  api.post(
    "/api/newsletter/unsubscribe",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["newsletter"],
        summary: "End a subscription with the token of the unsubscribe link",
        description: "Unsubscribing twice is not an error.",
        body: newsletterTokenRequestSchema,
        response: {
          200: newsletterUnsubscribeResponseSchema,
          ...errorResponses(400, 404, 422, 429),
        },
      },
    },
    async (request) => {
      await unsubscribeNewsletter(deps(), request.body.token);
      return { unsubscribed: true as const };
    },
  );
}
