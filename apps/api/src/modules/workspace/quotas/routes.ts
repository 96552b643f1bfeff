import { workspaceQuotasSchema } from "@fleetward/contracts/workspace-quotas";
import type { FastifyInstance } from "fastify";
import { workspaceRoutes } from "../access/service.ts";
import { workspaceQuotas } from "./report.ts";

const tags = ["workspace settings"];

export async function quotasRoutes(app: FastifyInstance) {
  const { api, tenantOf, route } = workspaceRoutes(app, { tags });

  api.get(
    "/api/workspace/quotas",
    route(
      {
        kind: "read",
        summary: "The workspace's quotas and what it uses of each",
        description:
          "Devices, device log bytes today (UTC), uploaded imports not yet run, webhooks and working API tokens. Past a quota the call that would add more answers 409 naming it.",
      },
      { response: { 200: workspaceQuotasSchema } },
    ),
    async (request) => workspaceQuotas(app.db.orm, tenantOf(request), app.clock(), app.quotaLimits),
  );
}
