import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { workspaceRequests, type Method } from "../core/test-support.ts";

export { expectDetail, type Method } from "../core/test-support.ts";
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

type Named = { id: string; name: string; [field: string]: unknown };

/** The row called `name` of a workspace list (`models`, `status-labels`…), read as the tenant. */
export const named = async (
  as: (method: Method, url: string) => Promise<LightMyRequestResponse>,
  path: string,
  name: string,
): Promise<Named> => {
  const list = jsonOf(await as("GET", `/api/workspace/${path}`)) as Named[];
  const found = list.find((row) => row.name === name);
  if (!found) throw new Error(`no ${name} in ${path}`);
  return found;
};
