import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";

/** A SCIM client with a bearer token, as identity providers call: JSON with SCIM's type. */
export function scimClient(app: FastifyInstance, token: string, host?: string) {
  return (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    app.inject({
      method,
      url: `/scim/v2${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(host ? { host } : {}),
        ...(body === undefined ? {} : { "content-type": "application/scim+json" }),
      },
      ...(body === undefined
        ? {}
        : { payload: typeof body === "string" ? body : JSON.stringify(body) }),
    });
}

/** A team workspace whose owner has created its SCIM token. */
export async function scimWorkspace(app: FastifyInstance, prefix = "scim") {
  const team = await teamWorkspace(app, prefix);
  const created = jsonOf(await team.as(team.owner, "POST", "/api/workspace/scim/token"), 201);
  return { ...team, token: created.token as string, scim: scimClient(app, created.token) };
}

/** A SCIM error answer: the error schema, `status` as a string, the scimType if any. */
export function expectScimError(
  response: LightMyRequestResponse,
  status: number,
  scimType?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/scim\+json/);
  const body = response.json();
  expect(body.schemas).toEqual(["urn:ietf:params:scim:api:messages:2.0:Error"]);
  expect(body.status).toBe(String(status));
  if (scimType) expect(body.scimType).toBe(scimType);
  return body;
}

export const enterprise = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
export const patchOp = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
