import { dashboardSchema } from "@fleetward/contracts/workspace-dashboard";
import type { FastifyInstance } from "fastify";
import { workspaceRoutes } from "../access/service.ts";
import { licenseSummary } from "../licenses/service.ts";
import { workspaceDashboard } from "./service.ts";

const tags = ["workspace dashboard"];

/** The workspace's first page: counts, what needs attention and the latest changes. */
export async function dashboardRoutes(app: FastifyInstance) {
  const { api, access, tenantOf, route } = workspaceRoutes(app, { tags });

  api.get(
    "/api/workspace/dashboard",
    route(
      {
        kind: "read",
        summary: "The dashboard: assets by status, category and location, and what is due",
        description:
          "Counts cover the whole register (retired assets included), as its filters count them; recent activity is the last 10 history events (API token events only for admins).",
      },
      { response: { 200: dashboardSchema } },
    ),
    async (request) => {
      const { role } = access.caller(request);
      return workspaceDashboard(app.db.orm, tenantOf(request), role, app.clock(), licenseSummary);
    },
  );
}
