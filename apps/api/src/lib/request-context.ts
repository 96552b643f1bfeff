import type { FastifyRequest } from "fastify";

/**
 * Who is asking: recorded on sessions, shown in reset e-mails, keyed for throttling. The
 * Accept-Language header picks the language of a new account that states none.
 */
export type ClientInfo = {
  ip: string;
  userAgent: string | undefined;
  acceptLanguage?: string | undefined;
};

export function clientOf(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    acceptLanguage: request.headers["accept-language"],
  };
}
