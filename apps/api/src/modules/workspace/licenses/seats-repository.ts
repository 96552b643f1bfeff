import { and, asc, count, eq, isNull, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { assets } from "../assets/schema.ts";
import { people } from "../people/schema.ts";
import { licenses, licenseSeats } from "./schema.ts";

/* The seats of licences: who or what holds one, and since when. Every query is per tenant. */

export type SeatRow = typeof licenseSeats.$inferSelect;

const held = isNull(licenseSeats.checkedInAt);

/** A seat with its holder's name and its licence's name and expiry. */
function selectSeats(orm: Orm) {
  return orm
    .select({
      seat: licenseSeats,
      personName: people.name,
      assetName: assets.name,
      licenseName: licenses.name,
      licenseExpiresOn: licenses.expiresOn,
    })
    .from(licenseSeats)
    .innerJoin(licenses, eq(licenses.id, licenseSeats.licenseId))
    .leftJoin(people, eq(people.id, licenseSeats.personId))
    .leftJoin(assets, eq(assets.id, licenseSeats.assetId));
}
export type SeatWithNames = Awaited<ReturnType<ReturnType<typeof selectSeats>["execute"]>>[number];

export async function countHeldSeats(tx: Orm, tenantId: string, licenseId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(licenseSeats)
    .where(and(eq(licenseSeats.tenantId, tenantId), eq(licenseSeats.licenseId, licenseId), held));
  return row?.n ?? 0;
}

/** The seats of one licence held now, oldest checkout first. */
export async function heldSeatsOfLicense(orm: Orm, tenantId: string, licenseId: string) {
  return selectSeats(orm)
    .where(and(eq(licenseSeats.tenantId, tenantId), eq(licenseSeats.licenseId, licenseId), held))
    .orderBy(asc(licenseSeats.checkedOutAt), asc(licenseSeats.id));
}

export type Holder = { personId: string } | { assetId: string };

const holderIs = (holder: Holder): SQL =>
  "personId" in holder
    ? eq(licenseSeats.personId, holder.personId)
    : eq(licenseSeats.assetId, holder.assetId);

/** The seats a person or an asset holds now, by licence name. */
export async function heldSeatsOfHolder(orm: Orm, tenantId: string, holder: Holder) {
  return selectSeats(orm)
    .where(and(eq(licenseSeats.tenantId, tenantId), holderIs(holder), held))
    .orderBy(asc(licenses.name), asc(licenseSeats.id));
}

export async function findSeat(orm: Orm, tenantId: string, licenseId: string, seatId: string) {
  const [row] = await selectSeats(orm).where(
    and(
      eq(licenseSeats.tenantId, tenantId),
      eq(licenseSeats.licenseId, licenseId),
      eq(licenseSeats.id, seatId),
    ),
  );
  return row;
}

export async function insertSeat(
  tx: Orm,
  values: Omit<typeof licenseSeats.$inferInsert, "id" | "checkedInAt">,
) {
  return insertedRow(
    await tx.insert(licenseSeats).values(values).returning({ id: licenseSeats.id }),
    "license_seats",
  );
}

/** Checks in held seats matching `where`; answers the seats it checked in. */
async function checkIn(tx: Orm, tenantId: string, where: SQL | undefined, now: Date) {
  return tx
    .update(licenseSeats)
    .set({ checkedInAt: now })
    .where(and(eq(licenseSeats.tenantId, tenantId), held, where))
    .returning();
}

export async function checkInSeat(tx: Orm, tenantId: string, seatId: string, now: Date) {
  const [row] = await checkIn(tx, tenantId, eq(licenseSeats.id, seatId), now);
  return row;
}

export async function checkInSeatsOfHolder(tx: Orm, tenantId: string, holder: Holder, now: Date) {
  return checkIn(tx, tenantId, holderIs(holder), now);
}
