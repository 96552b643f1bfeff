import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { workspaceRequests, type Method } from "../assets/test-support.ts";

export { expectDetail, type Method } from "../assets/test-support.ts";
export type Call = (
  method: Method,
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** A customer with an active trial and its provisioned workspace; `as` calls it as the owner. */
export function workspaceTenant(app: FastifyInstance, prefix = "acme") {
  return workspaceRequests(() => app).tenant(prefix);
}

/** The JSON of a response that must have `status`. */
export function jsonOf(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
