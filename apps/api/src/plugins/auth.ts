import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { authenticate, type AuthenticatedSession } from "../modules/auth/service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `app.requireSession` on protected routes; null elsewhere. */
    session: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** preHandler of every protected route: 401 unless the bearer token is a live session. */
    requireSession(request: FastifyRequest): Promise<void>;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("session", null);
    app.decorate("requireSession", async (request: FastifyRequest) => {
      request.session = await authenticate(
        { orm: app.db.orm, clock: app.clock },
        request.headers.authorization,
      );
    });
  },
  { name: "auth", dependencies: ["database", "clock"] },
);

/** The session of a route behind `requireSession`. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new Error("route is missing the requireSession preHandler");
  return request.session;
}
