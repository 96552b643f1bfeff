import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuthDeps, ClientInfo } from "./service.ts";

/** The account rules' view of the app. */
export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    orm: app.db.orm,
    jobs: app.jobs,
    clock: app.clock,
    sleep: app.sleep,
    publicUrl: app.config.publicUrl,
  };
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    acceptLanguage: request.headers["accept-language"],
  };
}
