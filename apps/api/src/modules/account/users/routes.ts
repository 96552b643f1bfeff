import { changePasswordRequestSchema, currentUserSchema } from "@fleetward/contracts/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { clientOf } from "../../../lib/request-context.ts";
import { authDeps, changePassword } from "../auth/service.ts";
import { toCurrentUser } from "./service.ts";

export async function usersRoutes(app: FastifyInstance) {
  const deps = authDeps(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/user/me/details",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["users"],
        summary: "The signed-in user",
        description:
          'No token: 401 "No auth token found". A malformed, expired or revoked token: 401 "Your session has ended. Please sign in again."',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      // Personal data: never stored by a shared cache.
      reply.header("cache-control", "no-store");
      return toCurrentUser(sessionOf(request).user);
    },
  );

  api.post(
    "/api/user/me/password",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      preHandler: app.requireSession,
      schema: {
        tags: ["users"],
        summary: "Change the password; the user's other sessions end",
        description:
          'A wrong current password is a 422 "current_password: …"; throttled like sign-in.',
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema,
        response: {
          204: z.null().describe("No content"),
          ...errorResponses(400, 401, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      await changePassword(deps, sessionOf(request), request.body, clientOf(request));
      return reply.code(204).send(null);
    },
  );
}
