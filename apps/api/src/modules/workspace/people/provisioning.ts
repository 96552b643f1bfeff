import type { Orm } from "../../../db/client.ts";
import { record } from "../history/service.ts";
import { insertPeople } from "./repository.ts";

/** Sample people of a new workspace; their location is looked up by name among its own. */
const samplePeople = [
  {
    name: "Ada Okafor",
    email: "ada.okafor@example.com",
    employeeNumber: "E-1000",
    department: "IT",
    location: "Head office",
  },
  {
    name: "Jamie Rivera",
    email: "jamie.rivera@example.com",
    employeeNumber: "E-1001",
    department: "Design",
    location: "Remote",
  },
  {
    name: "Priya Shah",
    email: "priya.shah@example.com",
    employeeNumber: "E-1002",
    department: "Finance",
    location: "Head office",
  },
  {
    name: "Kwame Osei",
    email: "kwame.osei@example.com",
    employeeNumber: "E-1003",
    department: "Sales",
    location: "Head office",
  },
] as const;

/** Who sample rows were made by, in their history. */
export const sampleActor = { userId: null, name: "Fleetward sample data" };

/**
 * Adds the sample people to a workspace being provisioned (inside its transaction), the
 * first one managing the others, each with a "created" history event.
 */
export async function provisionPeople(
  tx: Orm,
  tenantId: string,
  now: Date,
  locationId: (name: string) => string | null,
) {
  const values = samplePeople.map(({ location, ...person }) => ({
    ...person,
    locationId: locationId(location),
    createdAt: now,
    updatedAt: now,
  }));
  const [first, ...others] = values;
  if (!first) return [];
  const managers = await insertPeople(tx, tenantId, [first]);
  const managerId = managers[0]?.id ?? null;
  const reports = await insertPeople(
    tx,
    tenantId,
    others.map((person) => ({ ...person, managerId })),
  );
  const rows = [...managers, ...reports];
  await record(
    tx,
    rows.map((row) => ({
      tenantId,
      subjectType: "person" as const,
      subjectId: row.id,
      actor: sampleActor,
      at: now,
      action: "created" as const,
    })),
  );
  return rows;
}
