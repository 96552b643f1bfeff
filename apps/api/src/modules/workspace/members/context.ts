import type { LocaleCode } from "@fleetward/contracts/locale";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { localeFromAcceptLanguage } from "../../../lib/accept-language.ts";
import { memberOf, workspaceOf } from "../../../plugins/workspace-access.ts";
import { clientOf, type ClientInfo } from "../../../lib/request-context.ts";
import { appUrlOf, trialStateOf } from "../../account/trials/service.ts";
import {
  assertWritable,
  setWorkspaceOwner,
  workspaceAt,
  workspaceLabel,
  type WorkspaceContext,
} from "../assets/service.ts";
import type { InvitationLink } from "./invitations.ts";
import type { MemberScope, WorkspaceRef } from "./scope.ts";

/*
 * What the members rules need from a request: the workspace at its Host (from the workspace
 * module) and the member acting on it (from the member check in plugins/workspace-access.ts).
 */

function workspaceRef(
  app: FastifyInstance,
  label: string,
  context: WorkspaceContext,
): WorkspaceRef {
  const { workspace } = context;
  return {
    id: workspace.id,
    name: workspace.name,
    appUrl: appUrlOf(app.config, workspace.appDomain),
    // Re-read inside the transaction: a trial that has just ended refuses the change.
    assertWritable: async (tx) => assertWritable(await workspaceAt(tx, label, trialStateOf)),
    recordOwner: (tx, userId) => setWorkspaceOwner(tx, workspace.id, userId),
  };
}

/** The signed-in member of a member route and their workspace. */
export function memberScope(app: FastifyInstance, request: FastifyRequest): MemberScope {
  const access = workspaceOf(request);
  const { user, memberId } = memberOf(request);
  return {
    orm: app.db.orm,
    jobs: app.jobs,
    now: app.clock(),
    workspace: workspaceRef(app, access.label, access),
    actor: { user, memberId, role: access.role },
  };
}

/** The workspace at the Host of a public invitation route (404 when none), and the link's token. */
export async function invitationLink(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<InvitationLink> {
  const label = workspaceLabel(
    request.hostname,
    app.config.appHost,
    request.headers["x-workspace"],
  );
  const context = await workspaceAt(app.db.orm, label, trialStateOf);
  return {
    orm: app.db.orm,
    now: app.clock(),
    workspace: workspaceRef(app, label ?? "", context),
    token,
  };
}

/** Who is asking, as sign-in records it; the language a new account's e-mails will use. */
export function newAccountClientOf(request: FastifyRequest): ClientInfo & { locale: LocaleCode } {
  const client = clientOf(request);
  return { ...client, locale: localeFromAcceptLanguage(client.acceptLanguage) ?? "en" };
}
