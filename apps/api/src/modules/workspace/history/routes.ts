import { historyPageSchema, historyQuerySchema } from "@fleetward/contracts/workspace-history";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { workspaceRoutes } from "../access/service.ts";
import { getWorkspaceAsset } from "../assets/service.ts";
import { listHistory } from "./service.ts";

const tags = ["workspace history"];

/** Histories of subjects whose modules have no route for it (a person's is under people). */
export async function historyRoutes(app: FastifyInstance) {
  const { api, tenantOf, route } = workspaceRoutes(app, { tags });

  api.get(
    "/api/workspace/assets/:id/history",
    route(
      {
        kind: "read",
        summary: "An asset's history: every change, who made it and when",
        description: "Newest first; append-only.",
      },
      {
        params: z.object({ id: z.uuid() }),
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema },
      },
    ),
    async (request) => {
      // 404 for an asset of another workspace, as for the asset itself.
      const tenantId = tenantOf(request);
      const asset = await getWorkspaceAsset(app.db.orm, tenantId, request.params.id, app.clock());
      const subject = { tenantId, type: "asset" as const, id: asset.id };
      return listHistory(app.db.orm, subject, request.query);
    },
  );
}
