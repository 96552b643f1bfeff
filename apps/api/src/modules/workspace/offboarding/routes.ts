import {
  offboardResultSchema,
  offboardSchema,
  personHoldingsSchema,
} from "@fleetward/contracts/workspace-offboarding";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noStore, workspaceAccess, workspaceRoute } from "../access/service.ts";
import { offboardPerson, personHoldings } from "./service.ts";

const tags = ["workspace people"];
const params = z.object({ id: z.uuid() });

/** What a person holds, and collecting all of it when they leave. */
export async function offboardingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = workspaceAccess(app);
  noStore(app);

  api.get(
    "/api/workspace/people/:id/holdings",
    workspaceRoute(
      app,
      { tags, kind: "read", summary: "What a person holds: assets and licence seats" },
      { params, response: { 200: personHoldingsSchema } },
    ),
    async (request) =>
      personHoldings(
        app.db.orm,
        (await access.read(request)).workspace.id,
        request.params.id,
        app.clock(),
      ),
  );

  api.post(
    "/api/workspace/people/:id/offboard",
    workspaceRoute(
      app,
      {
        tags,
        kind: "write",
        summary: "Offboard a person: check in everything they hold and mark them as left",
        description: "One transaction; each check-in and the offboarding are recorded in history.",
      },
      { params, body: offboardSchema, response: { 200: offboardResultSchema } },
    ),
    async (request) => offboardPerson(access.write(request), request.params.id, request.body),
  );
}
