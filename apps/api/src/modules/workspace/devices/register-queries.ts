import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { assets } from "../assets/schema.ts";
import { people } from "../people/schema.ts";
import { devices } from "./schema.ts";

/*
 * The reads of "Add to register" (add-to-register.ts): what a device reports, the person
 * behind a user logged in on it, whether its serial is an asset's already.
 */

export async function reportedFacts(tx: Orm, tenantId: string, deviceId: string) {
  const [row] = await tx
    .select({
      id: devices.id,
      hostname: devices.hostname,
      assetId: devices.assetId,
      vendor: devices.hardwareVendor,
      model: devices.hardwareModel,
      serial: devices.hardwareSerial,
      loggedInUsers: devices.loggedInUsers,
    })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.id, deviceId)));
  return row;
}
export type ReportedFacts = NonNullable<Awaited<ReturnType<typeof reportedFacts>>>;

/** `ACME\jdoe` and `jdoe@acme.example` are the user `jdoe`; system accounts are nobody. */
export function accountNames(users: readonly { user: string }[]) {
  const system = new Set(["root", "administrator", "admin", "_mbsetupuser", "system", "guest"]);
  const names = users.map((entry) => entry.user.trim().toLowerCase().replace(/^.*\\/, ""));
  return [...new Set(names)].filter((name) => name !== "" && !system.has(name));
}

/** The active person whose e-mail (or its part before @) or name is one of these accounts. */
export async function personOfAccounts(tx: Orm, tenantId: string, accounts: string[]) {
  if (accounts.length === 0) return undefined;
  const local = sql`lower(split_part(${people.email}, '@', 1))`;
  const matches = accounts.map((account) => {
    const user = account.replace(/@.*$/, "");
    return or(
      sql`lower(${people.email}) = ${account}`,
      sql`${local} = ${user}`,
      sql`lower(${people.name}) = ${user}`,
      sql`lower(replace(${people.name}, ' ', '.')) = ${user}`,
    );
  });
  const [row] = await tx
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(and(eq(people.tenantId, tenantId), eq(people.status, "active"), or(...matches)))
    .orderBy(people.name, people.id)
    .limit(1);
  return row;
}

/** The asset that has this serial number already (ignoring case), if one does. */
export async function assetWithSerial(tx: Orm, tenantId: string, serial: string | null) {
  if (!serial) return undefined;
  const [row] = await tx
    .select({ id: assets.id, assetTag: assets.assetTag })
    .from(assets)
    .where(
      and(eq(assets.tenantId, tenantId), sql`lower(${assets.serialNumber}) = lower(${serial})`),
    )
    .limit(1);
  return row;
}

/** The next unlinked devices by id after `after`, for "add all" in batches. */
export async function unlinkedDeviceIds(
  tx: Orm,
  tenantId: string,
  after: string | undefined,
  limit: number,
) {
  const rows = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.tenantId, tenantId),
        isNull(devices.assetId),
        after ? gt(devices.id, after) : undefined,
      ),
    )
    .orderBy(devices.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
