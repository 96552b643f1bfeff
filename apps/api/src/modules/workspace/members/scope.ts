import type { WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import type { UserRow } from "../../account/users/service.ts";

/**
 * The workspace a members call is about. The routes build it from the request (the workspace at
 * the Host, its app URL); this module never reads the workspace tables itself, so the workspace
 * module can depend on this one (provisioning adds the owner) without a cycle.
 */
export type WorkspaceRef = {
  id: string;
  name: string;
  /** `{APP_URL_TEMPLATE with the workspace's address}`: where invitation links point. */
  appUrl: string;
  /** Throws 403 inside `tx` when the workspace no longer accepts changes (an ended trial). */
  assertWritable(tx: Orm): Promise<void>;
  /** Keeps the workspace's owner column in step with a transfer, inside `tx`. */
  recordOwner(tx: Orm, userId: string): Promise<void>;
};

/** A signed-in member acting on their workspace. */
export type MemberScope = {
  orm: Orm;
  jobs: PgBoss;
  now: Date;
  workspace: WorkspaceRef;
  actor: { user: UserRow; memberId: string; role: WorkspaceRole };
};
