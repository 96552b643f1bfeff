import type { LocaleCode } from "@fleetward/contracts/locale";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { asSystem, withTenant } from "../../../db/scope.ts";
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
} from "../core/service.ts";
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

/**
 * Runs `work` with the link of a public invitation route: the workspace at the Host (404 when
 * none), found across workspaces since the invitee is no member yet; the work itself runs
 * inside that workspace alone (ADR 0034).
 */
export async function withInvitationLink<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  work: (link: InvitationLink) => Promise<T>,
): Promise<T> {
  const label = workspaceLabel(
    request.hostname,
    app.config.appHost,
    request.headers["x-workspace"],
  );
  const context = await asSystem(() => workspaceAt(app.db.orm, label, trialStateOf));
  const link: InvitationLink = {
    orm: app.db.orm,
    now: app.clock(),
    workspace: workspaceRef(app, label ?? "", context),
    token,
  };
  return withTenant(context.workspace.id, () => work(link));
}

/** Who is asking, as sign-in records it; the language a new account's e-mails will use. */
export function newAccountClientOf(request: FastifyRequest): ClientInfo & { locale: LocaleCode } {
  const client = clientOf(request);
  return { ...client, locale: localeFromAcceptLanguage(client.acceptLanguage) ?? "en" };
}
