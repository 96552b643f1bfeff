import type {
  Offboard,
  OffboardResult,
  PersonHoldings,
} from "@fleetward/contracts/workspace-offboarding";
import type { Orm } from "../../../db/client.ts";
import { assetsHeldBy, checkInAllHeldBy } from "../assets/service.ts";
import { inWorkspaceWrite, type WriteRequest, type WriteScope } from "../history/service.ts";
import { checkInSeatsOf, seatsHeldBy } from "../licenses/service.ts";
import { getWorkspacePerson, markPersonLeft } from "../people/service.ts";

/*
 * Offboarding joins people and what they hold: it lives beside both modules, so neither
 * has to know the other.
 */

/** What a person holds: the list to collect on their last day. 404 for another's person. */
export async function personHoldings(
  orm: Orm,
  tenantId: string,
  personId: string,
  now: Date,
): Promise<PersonHoldings> {
  // Read side by side: a person who is not the workspace's fails the whole (404), and the
  // other two reads then found nothing of theirs (every query is the tenant's).
  const [, assets, seats] = await Promise.all([
    getWorkspacePerson(orm, tenantId, personId),
    assetsHeldBy(orm, tenantId, personId, now),
    seatsHeldBy(orm, tenantId, { personId }),
  ]);
  return { assets, license_seats: seats };
}

/** Checks in everything the person holds and marks them as left, in one transaction. */
export async function offboardPerson(
  request: WriteRequest,
  personId: string,
  input: Offboard,
): Promise<OffboardResult> {
  return inWorkspaceWrite(request, async (scope) => {
    await getWorkspacePerson(scope.tx, scope.tenantId, personId);
    const note = input.note || "Offboarding";
    const assets = await checkInAllHeldBy(scope, personId, note);
    const seats = await checkInSeatsOf(scope.tx, scope.tenantId, personId, scope.actor, scope.now);
    const summary = `${note}: ${assets.length} asset(s) and ${seats.length} licence seat(s) checked in`;
    const person = await markPersonLeft(scope, personId, summary);
    return { person, assets_checked_in: assets.length, seats_checked_in: seats.length };
  });
}

/**
 * The identity provider turned the person off (SCIM, ADR 0054): they are marked as left now,
 * but nothing is checked in: what they hold must still be collected, so it is listed in the
 * `person.left` event and stays on their page and the dashboard until someone checks it in.
 */
export async function markLeftWithHoldings(scope: WriteScope, personId: string, note: string) {
  const [assets, seats] = await Promise.all([
    assetsHeldBy(scope.tx, scope.tenantId, personId, scope.now),
    seatsHeldBy(scope.tx, scope.tenantId, { personId }),
  ]);
  const toCollect = {
    assets: assets.map(({ id, name, asset_tag }) => ({ id, name, asset_tag })),
    license_seats: seats.map(({ id, license_name }) => ({ id, license_name })),
  };
  const summary = `${note}: ${assets.length} asset(s) and ${seats.length} licence seat(s) to collect`;
  await markPersonLeft(scope, personId, summary, toCollect);
  return toCollect;
}
