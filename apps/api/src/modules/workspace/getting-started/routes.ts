import { gettingStartedSchema } from "@fleetward/contracts/workspace-getting-started";
import type { FastifyInstance } from "fastify";
import { workspaceRoutes } from "../access/service.ts";
import { dismissWorkspaceGettingStarted, gettingStartedOf } from "./service.ts";

const tags = ["workspace getting started"];

/** The checklist a new workspace opens on, ticked from the workspace's real state. */
export async function gettingStartedRoutes(app: FastifyInstance) {
  const { api, access, tenantOf, route } = workspaceRoutes(app, { tags });

  api.get(
    "/api/workspace/getting-started",
    route(
      {
        kind: "read",
        summary: "The getting-started checklist and which of its steps are done",
        description:
          "Steps: an import finished, a device enrolled, the recommended policies on, a second member or an invitation, no sample asset left. Each is read from the workspace, not stored.",
      },
      { response: { 200: gettingStartedSchema } },
    ),
    async (request) => gettingStartedOf(app.db.orm, tenantOf(request), app.clock()),
  );

  api.post(
    "/api/workspace/getting-started/dismiss",
    route(
      {
        kind: "admin",
        summary: "Put the checklist away for the whole workspace",
        description: "The workspace then opens on the register; a second call changes nothing.",
      },
      { response: { 200: gettingStartedSchema } },
    ),
    async (request) => dismissWorkspaceGettingStarted(access.write(request)),
  );
}
