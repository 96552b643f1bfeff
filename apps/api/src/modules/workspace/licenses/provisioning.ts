import { randomUUID } from "node:crypto";
import type { Orm } from "../../../db/client.ts";
import { days } from "../../../lib/clock.ts";
import { record, type HistoryEntry } from "../history/service.ts";
import { insertLicense } from "./repository.ts";
import { insertSeat } from "./seats-repository.ts";

/** Who sample rows were made by, in their history (as the sample people's). */
const sampleActor = { userId: null, name: "Fleetward sample data" };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The sample licence of a workspace being provisioned (inside its transaction): a yearly
 * subscription bought a month ago, with seats checked out to the first two sample people.
 * It has no product key: the key would need the server's data key, which provisioning (a
 * trial deployment job) does not hold.
 */
export async function provisionLicenses(
  tx: Orm,
  tenantId: string,
  now: Date,
  people: readonly { id: string; name: string }[],
) {
  const id = randomUUID();
  const purchased = new Date(now.getTime() - days(30));
  await insertLicense(tx, tenantId, {
    id,
    name: "Microsoft 365 Business Premium",
    seats: 25,
    supplier: "Microsoft",
    orderNumber: "SAMPLE-M365-0001",
    purchaseDate: isoDay(purchased),
    purchaseCost: "6600.00",
    // The sample assets' currency: one currency per workspace (docs/decisions/0045).
    currency: "EUR",
    expiresOn: isoDay(new Date(purchased.getTime() + days(365))),
    notes: "Sample licence — yearly subscription, 25 seats.",
    createdAt: now,
    updatedAt: now,
  });
  const event = {
    tenantId,
    subjectType: "license" as const,
    subjectId: id,
    actor: sampleActor,
    at: now,
  };
  const events: HistoryEntry[] = [{ ...event, action: "created" }];
  for (const person of people.slice(0, 2)) {
    await insertSeat(tx, { tenantId, licenseId: id, personId: person.id, checkedOutAt: now });
    events.push({ ...event, action: "checked_out", field: "person", newValue: person.name });
  }
  await record(tx, events);
}
