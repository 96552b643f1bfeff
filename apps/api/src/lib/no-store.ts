import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * onSend hook of an answer with personal or tenant data: no shared cache (a proxy, a CDN)
 * may keep it. A route declares it in its options (`onSend: [noStore]`).
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header("cache-control", "no-store");
  return payload;
}

/** Every answer of this route plugin (an encapsulated scope) is no-store. */
export function noStoreAnswers(scope: FastifyInstance) {
  scope.addHook("onSend", noStore);
}
