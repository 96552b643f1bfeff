import {
  workspaceSettingsSchema,
  workspaceSettingsUpdateSchema,
} from "@fleetward/contracts/workspace-settings";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../../lib/http-error.ts";
import { workspaceRoutes } from "../access/service.ts";
import { capApiTokenLifetimes } from "../api-tokens/service.ts";
import { editWorkspaceSettings, getWorkspaceSettings } from "./service.ts";

const tags = ["workspace settings"];
const enableTwoStepFirst =
  "require_two_step: Sign in with two-step sign-in yourself before requiring it of every member";

export async function settingsRoutes(app: FastifyInstance) {
  const { api, access, tenantOf, route } = workspaceRoutes(app, { tags });

  api.get(
    "/api/workspace/settings",
    route(
      { kind: "read", summary: "The workspace's settings, such as its asset tag prefix" },
      { response: { 200: workspaceSettingsSchema } },
    ),
    async (request) => getWorkspaceSettings(app.db.orm, tenantOf(request), app.clock()),
  );

  api.patch(
    "/api/workspace/settings",
    route(
      {
        kind: "admin",
        summary: "Change the workspace's settings",
        description:
          "A new asset tag prefix applies to assets added from now on. Setting `max_token_lifetime_days` refuses new API tokens that never expire or live longer (422), and shortens every live token beyond it to expire now + the maximum, each recorded in the history; null lifts the limit (existing expiries stay). `currency` (ISO 4217) is the one currency of the workspace: asset and licence costs entered without a currency take it. `require_two_step` refuses every member session opened with the password alone (403), owners and admins included; only an admin signed in with two-step sign-in may switch it on (409 otherwise).",
      },
      { body: workspaceSettingsUpdateSchema, response: { 200: workspaceSettingsSchema } },
    ),
    async (request) => {
      // Whoever requires two-step sign-in must be using it, or the change locks them out.
      const { member } = access.caller(request);
      if (request.body.require_two_step && member?.signInMethod === "password") {
        throw new HttpError(409, enableTwoStepFirst);
      }
      return editWorkspaceSettings(access.write(request), request.body, capApiTokenLifetimes);
    },
  );
}
