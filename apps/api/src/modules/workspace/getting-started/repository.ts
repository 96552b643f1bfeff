import { and, count, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Orm } from "../../../db/client.ts";
import { assets } from "../assets/schema.ts";
import { devices } from "../devices/schema.ts";
import { imports } from "../imports/schema.ts";
import { workspaceInvitations, workspaceMembers } from "../members/schema.ts";
import { posturePolicies } from "../policies/schema.ts";

/*
 * The checklist only reads, like the dashboard (docs/architecture.md, "Import rules"): a few
 * counts over other modules' tables, each by the tenant's indexed column, run side by side.
 */

async function countOf(orm: Orm, table: PgTable, where: SQL | undefined) {
  const [row] = await orm.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The facts each step is ticked from. */
export async function checklistFacts(orm: Orm, tenantId: string, recommended: readonly string[]) {
  const [imported, enrolled, policiesOn, members, invited, samples] = await Promise.all([
    countOf(orm, imports, and(eq(imports.tenantId, tenantId), eq(imports.status, "finished"))),
    countOf(orm, devices, eq(devices.tenantId, tenantId)),
    countOf(
      orm,
      posturePolicies,
      and(
        eq(posturePolicies.tenantId, tenantId),
        eq(posturePolicies.enabled, true),
        inArray(posturePolicies.libraryKey, [...recommended]),
      ),
    ),
    countOf(orm, workspaceMembers, eq(workspaceMembers.workspaceId, tenantId)),
    countOf(
      orm,
      workspaceInvitations,
      and(eq(workspaceInvitations.workspaceId, tenantId), isNull(workspaceInvitations.revokedAt)),
    ),
    countOf(orm, assets, and(eq(assets.tenantId, tenantId), eq(assets.isSample, true))),
  ]);
  return { imported, enrolled, policiesOn, members, invited, samples };
}
