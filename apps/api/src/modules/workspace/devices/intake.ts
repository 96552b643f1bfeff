import type { FastifyRequest } from "fastify";
import type { Orm } from "../../../db/client.ts";
import { asSystem } from "../../../db/scope.ts";
import { trialStateOf } from "../../account/trials/service.ts";
import { deviceIntakeOf, isWorkspaceLabel, workspaceLabel } from "../core/service.ts";

/*
 * What the osquery routes accept, beyond a valid secret or node key (docs/decisions/0039):
 * - nothing for a closed workspace: enrolments and check-ins answer `node_invalid`;
 * - device data but no webhooks for a workspace that refuses changes (its trial ended);
 * - nothing at a Host naming another workspace than the device's or the secret's. A Host
 *   naming no workspace (the bare APP_HOST, `devices.{APP_HOST}`, an IP address) is accepted:
 *   flags files of existing installs use such hosts.
 */

/** The workspace label the request's Host names (`{label}.{APP_HOST}`); null for any other. */
export function hostLabelOf(request: FastifyRequest, appHost: string): string | null {
  // The Host only: osquery sends no X-Workspace, and a header must not widen what it names.
  return workspaceLabel(request.hostname, appHost, undefined);
}

/** False when `host` names a workspace other than the one at `appDomain`. */
export async function hostAllows(orm: Orm, host: string | null, appDomain: string) {
  if (!host || host === appDomain) return true;
  return !(await isWorkspaceLabel(orm, host));
}

/** The workspace's label and intake (closed, read-only or open), read across workspaces. */
export const intakeOf = (orm: Orm, tenantId: string) =>
  asSystem(() => deviceIntakeOf(orm, tenantId, trialStateOf));
