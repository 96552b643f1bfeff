import {
  offboardResultSchema,
  offboardSchema,
  personHoldingsSchema,
} from "@fleetward/contracts/workspace-offboarding";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { workspaceRoutes } from "../access/service.ts";
import { offboardPerson, personHoldings } from "./service.ts";

const tags = ["workspace people"];
const params = z.object({ id: z.uuid() });

/** What a person holds, and collecting all of it when they leave. */
export async function offboardingRoutes(app: FastifyInstance) {
  const { api, access, tenantOf, route } = workspaceRoutes(app, { tags });

  api.get(
    "/api/workspace/people/:id/holdings",
    route(
      { kind: "read", summary: "What a person holds: assets and licence seats" },
      { params, response: { 200: personHoldingsSchema } },
    ),
    async (request) =>
      personHoldings(app.db.orm, tenantOf(request), request.params.id, app.clock()),
  );

  api.post(
    "/api/workspace/people/:id/offboard",
    route(
      {
        kind: "write",
        summary: "Offboard a person: check in everything they hold and mark them as left",
        description: "One transaction; each check-in and the offboarding are recorded in history.",
      },
      { params, body: offboardSchema, response: { 200: offboardResultSchema } },
    ),
    async (request) => offboardPerson(access.write(request), request.params.id, request.body),
  );
}
