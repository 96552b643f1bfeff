import type { HeldSeat, LicenseSeat, SeatCheckout } from "@fleetward/contracts/workspace-licenses";
import type { Orm } from "../../../db/client.ts";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { assetOf } from "../assets/service.ts";
import {
  inWorkspaceWrite,
  record,
  type Actor,
  type HistoryEntry,
  type WriteRequest,
} from "../history/service.ts";
import { personOf } from "../people/service.ts";
import { findLicense, lockLicense } from "./repository.ts";
import {
  checkInSeat,
  checkInSeatsOfHolder,
  countHeldSeats,
  findSeat,
  heldSeatsOfHolder,
  heldSeatsOfLicense,
  insertSeat,
  type Holder,
  type SeatRow,
  type SeatWithNames,
} from "./seats-repository.ts";

/* Seats: checking one out to a person or an asset, checking it in, and who holds which. */

export const noSuchLicense = "No such licence in this workspace";
const noSuchSeat = "No such seat of this licence";

function toSeat({ seat, personName, assetName }: SeatWithNames): LicenseSeat {
  return {
    id: seat.id,
    license_id: seat.licenseId,
    person_id: seat.personId,
    person_name: personName,
    asset_id: seat.assetId,
    asset_name: assetName,
    note: seat.note,
    checked_out_at: seat.checkedOutAt.toISOString(),
    checked_in_at: seat.checkedInAt?.toISOString() ?? null,
  };
}

function toHeldSeat(row: SeatWithNames): HeldSeat {
  return {
    ...toSeat(row),
    license_name: row.licenseName,
    license_expires_on: row.licenseExpiresOn,
  };
}

/** Two checkouts of one licence to the same holder at once: the second is a 409. */
const alreadyHolds = {
  license_seats_held_by_person_unique:
    "person_id: This person already holds a seat of this licence",
  license_seats_held_by_asset_unique: "asset_id: This asset already holds a seat of this licence",
};

const holderOf = (input: { person_id?: string | undefined; asset_id?: string | undefined }) =>
  input.person_id ? { personId: input.person_id } : { assetId: input.asset_id ?? "" };

/**
 * A person or asset of the tenant, by id, with its name and whether it may take a seat (a
 * person who left or a retired asset may not); undefined for another tenant's.
 */
async function findHolder(orm: Orm, tenantId: string, holder: Holder) {
  if ("personId" in holder) {
    const row = await personOf(orm, tenantId, holder.personId);
    return row && { id: row.id, name: row.name, inactive: row.status === "left" };
  }
  const row = await assetOf(orm, tenantId, holder.assetId);
  return row && { id: row.id, name: row.name, inactive: row.retiredAt !== null };
}

const holderField = (holder: Holder) => ("personId" in holder ? "person" : "asset");

/** The licence's history entry for a seat leaving or returning, naming its holder as it was. */
function seatEvent(
  at: { tenantId: string; actor: Actor; now: Date },
  seat: Pick<SeatRow, "licenseId" | "personId">,
  action: "checked_out" | "checked_in",
  holderName: string | null,
  note: string | null,
): HistoryEntry {
  return {
    tenantId: at.tenantId,
    subjectType: "license",
    subjectId: seat.licenseId,
    actor: at.actor,
    at: at.now,
    action,
    field: seat.personId ? "person" : "asset",
    ...(action === "checked_out" ? { newValue: holderName } : { oldValue: holderName }),
    note,
  };
}

export async function listLicenseSeats(orm: Orm, tenantId: string, licenseId: string) {
  if (!(await findLicense(orm, tenantId, licenseId))) throw new HttpError(404, noSuchLicense);
  return (await heldSeatsOfLicense(orm, tenantId, licenseId)).map(toSeat);
}

/**
 * Checks a seat out: the licence row is locked first, so concurrent checkouts of one licence
 * run one after the other and never exceed its seats (409 once all are in use).
 */
export async function checkOutSeat(
  request: WriteRequest,
  licenseId: string,
  input: SeatCheckout,
): Promise<LicenseSeat> {
  const holder = holderOf(input);
  return uniqueConflictsAs409(alreadyHolds, () =>
    inWorkspaceWrite(request, async (scope) => {
      const { tx, tenantId } = scope;
      const license = await lockLicense(tx, tenantId, licenseId);
      if (!license) throw new HttpError(404, noSuchLicense);
      const found = await findHolder(tx, tenantId, holder);
      const field = holderField(holder);
      if (!found) throw new HttpError(404, `No such ${field} in this workspace`);
      if (found.inactive) {
        const why = field === "person" ? "has left" : "is retired";
        throw new HttpError(409, `${field}_id: This ${field} ${why} and cannot take a seat`);
      }
      const used = await countHeldSeats(tx, tenantId, licenseId);
      if (used >= license.seats) {
        throw new HttpError(409, `All ${license.seats} seats of this licence are in use`);
      }
      const note = input.note || null;
      const { id } = await insertSeat(tx, {
        tenantId,
        licenseId,
        personId: "personId" in holder ? holder.personId : null,
        assetId: "assetId" in holder ? holder.assetId : null,
        note,
        checkedOutAt: scope.now,
      });
      const seat = await findSeat(tx, tenantId, licenseId, id);
      if (!seat) throw new Error(`seat ${id} vanished`);
      await record(tx, [seatEvent(scope, seat.seat, "checked_out", found.name, note)]);
      return toSeat(seat);
    }),
  );
}

export async function checkInWorkspaceSeat(
  request: WriteRequest,
  licenseId: string,
  seatId: string,
): Promise<LicenseSeat> {
  return inWorkspaceWrite(request, async (scope) => {
    const { tx, tenantId } = scope;
    const seat = await findSeat(tx, tenantId, licenseId, seatId);
    if (!seat) throw new HttpError(404, noSuchSeat);
    // Conditional: of two check-ins at once, one finds the seat already returned.
    const returned = await checkInSeat(tx, tenantId, seatId, scope.now);
    if (!returned) throw new HttpError(409, "This seat is already checked in");
    const name = seat.personName ?? seat.assetName;
    await record(tx, [seatEvent(scope, returned, "checked_in", name, null)]);
    return toSeat({ ...seat, seat: returned });
  });
}

/** The seats a person or an asset holds now (the people page's "licence seats held"). */
export async function seatsHeldBy(orm: Orm, tenantId: string, holder: Holder) {
  return (await heldSeatsOfHolder(orm, tenantId, holder)).map(toHeldSeat);
}

/** The same, for the API: 404 for a person or asset of another workspace. */
export async function workspaceHeldSeats(
  orm: Orm,
  tenantId: string,
  query: { person_id?: string | undefined; asset_id?: string | undefined },
) {
  const holder = holderOf(query);
  if (!(await findHolder(orm, tenantId, holder))) {
    throw new HttpError(404, `No such ${holderField(holder)} in this workspace`);
  }
  return seatsHeldBy(orm, tenantId, holder);
}

/**
 * Offboarding: checks in every seat the person holds, inside the caller's transaction, and
 * records each return in its licence's history. Answers the seats returned.
 */
export async function checkInSeatsOf(
  tx: Orm,
  tenantId: string,
  personId: string,
  actor: Actor,
  now: Date,
): Promise<HeldSeat[]> {
  const holder = { personId };
  const seats = await heldSeatsOfHolder(tx, tenantId, holder);
  if (seats.length === 0) return [];
  const returned = new Map(
    (await checkInSeatsOfHolder(tx, tenantId, holder, now)).map((row) => [row.id, row]),
  );
  const done = seats.flatMap((row) => {
    const seat = returned.get(row.seat.id);
    return seat ? [{ ...row, seat }] : [];
  });
  await record(
    tx,
    done.map((row) =>
      seatEvent({ tenantId, actor, now }, row.seat, "checked_in", row.personName, null),
    ),
  );
  return done.map(toHeldSeat);
}
