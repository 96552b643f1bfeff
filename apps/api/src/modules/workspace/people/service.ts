import type { HistoryPage, HistoryQuery } from "@fleetward/contracts/workspace-history";
import type {
  Person,
  PersonCreate,
  PersonListQuery,
  PersonListResponse,
  PersonUpdate,
} from "@fleetward/contracts/workspace-people";
import { emitWebhookEvent } from "../webhooks/service.ts";
import type { Orm } from "../../../db/client.ts";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { keysetList, type KeysetSort } from "../../../db/keyset.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { namedEntryOf } from "../catalog/service.ts";
import {
  changedFields,
  inWorkspaceWrite,
  listHistory,
  record,
  type WriteRequest,
  type WriteScope,
} from "../history/service.ts";
import {
  countPeople,
  findPeopleByKeys,
  findPerson,
  insertPerson,
  listPeople,
  managesChainOf,
  personColumns,
  personInTenant,
  updatePerson,
  type PersonValues,
  type PersonWithNames,
} from "./repository.ts";
import { blankToNull } from "../../../lib/forms.ts";

export { provisionPeople, sampleActor } from "./provisioning.ts";
export * from "./lookups.ts";

const noSuchPerson = "No such person in this workspace";

function toPerson({ person, locationName, managerName }: PersonWithNames): Person {
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    employee_number: person.employeeNumber,
    department: person.department,
    location_id: person.locationId,
    location_name: locationName,
    manager_id: person.managerId,
    manager_name: managerName,
    status: person.status,
    notes: person.notes,
    created_at: person.createdAt.toISOString(),
    updated_at: person.updatedAt.toISOString(),
  };
}

/** The fields history tracks, by their API names. */
const trackedFields = [
  "name",
  "email",
  "employee_number",
  "department",
  "location_id",
  "manager_id",
  "status",
  "notes",
] as const;

function sortOf(sort: PersonListQuery["sort"]): KeysetSort {
  const descending = sort.startsWith("-");
  const key = (descending ? sort.slice(1) : sort) as keyof typeof personColumns;
  const type = key === "created_at" || key === "updated_at" ? "timestamptz" : "text";
  return { name: sort, expr: personColumns[key], type, descending };
}

export async function listWorkspacePeople(
  orm: Orm,
  tenantId: string,
  query: PersonListQuery,
): Promise<PersonListResponse> {
  const filter = {
    q: query.q || undefined,
    status: query.status,
    department: query.department || undefined,
    locationId: query.location_id,
    managerId: query.manager_id,
  };
  return keysetList({
    sort: sortOf(query.sort),
    query,
    rows: (page) => listPeople(orm, tenantId, filter, page),
    cursorOf: (row) => ({ value: row.sortValue, id: row.person.id }),
    toItem: toPerson,
    count: async () => ({ total: await countPeople(orm, tenantId, filter) }),
  });
}

export async function getWorkspacePerson(orm: Orm, tenantId: string, personId: string) {
  const found = await findPerson(orm, tenantId, personId);
  if (!found) throw new HttpError(404, noSuchPerson);
  return toPerson(found);
}

/**
 * For the CSV import: the people with one of these employee numbers, e-mails (lower-cased) or
 * names (lower-cased), oldest first.
 */
export async function findWorkspacePeopleByKeys(
  orm: Orm,
  tenantId: string,
  keys: { employeeNumbers: string[]; emails: string[]; names: string[] },
): Promise<Person[]> {
  return (await findPeopleByKeys(orm, tenantId, keys)).map(toPerson);
}

function personValues(input: PersonUpdate): Partial<PersonValues> {
  const values: Partial<PersonValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if ("email" in input) values.email = blankToNull(input.email);
  if ("employee_number" in input) values.employeeNumber = blankToNull(input.employee_number);
  if ("department" in input) values.department = blankToNull(input.department);
  if ("location_id" in input) values.locationId = blankToNull(input.location_id);
  if ("manager_id" in input) values.managerId = blankToNull(input.manager_id);
  if (input.status !== undefined) values.status = input.status;
  if ("notes" in input) values.notes = blankToNull(input.notes);
  return values;
}

/** References stay inside the tenant, and nobody ends up managing themselves. */
async function checkReferences(
  scope: WriteScope,
  values: Partial<PersonValues>,
  personId?: string,
) {
  const { tx, tenantId } = scope;
  if (values.locationId && !(await namedEntryOf(tx, "location", tenantId, values.locationId))) {
    throw new HttpError(422, "location_id: No such location in this workspace");
  }
  if (!values.managerId) return;
  if (!(await personInTenant(tx, tenantId, values.managerId))) {
    throw new HttpError(422, "manager_id: No such person in this workspace");
  }
  if (personId && (await managesChainOf(tx, tenantId, values.managerId, personId))) {
    throw new HttpError(
      422,
      "manager_id: A person cannot report to themselves or to someone who reports to them",
    );
  }
}

/** A duplicate e-mail or employee number is a 409 naming the field. */
const uniqueFields = {
  people_tenant_email_unique: "email: Another person in this workspace has this e-mail address",
  people_tenant_employee_number_unique:
    "employee_number: Another person in this workspace has this employee number",
};

const personEvent = (scope: WriteScope, personId: string) => ({
  tenantId: scope.tenantId,
  subjectType: "person" as const,
  subjectId: personId,
  actor: scope.actor,
  at: scope.now,
});

/** What a person who left without an offboarding still holds, named in `person.left`. */
export type ToCollect = {
  assets: { id: string; name: string; asset_tag: string }[];
  license_seats: { id: string; license_name: string }[];
};

/** The `person.left` webhook event, in the transaction that marks the person as left. */
async function emitLeft(
  scope: WriteScope,
  person: { id: string; name: string; email: string | null; employee_number: string | null },
  note: string | null,
  toCollect?: ToCollect,
) {
  await emitWebhookEvent(
    scope.tx,
    scope.tenantId,
    "person.left",
    {
      person: {
        id: person.id,
        name: person.name,
        email: person.email,
        employee_number: person.employee_number,
      },
      note,
      actor: { user_id: scope.actor.userId, name: scope.actor.name },
      ...(toCollect ? { to_collect: toCollect } : {}),
    },
    { now: scope.now },
  );
}

/** Turns a duplicate e-mail or employee number into a 409 naming the field. */
export function personConflictsAs409<T>(work: () => Promise<T>): Promise<T> {
  return uniqueConflictsAs409(uniqueFields, work);
}

/** Adds a person inside a write that is already open (the API's, or SCIM's). */
export async function createPersonIn(scope: WriteScope, input: PersonCreate) {
  const values = personValues(input);
  await checkReferences(scope, values);
  const { id } = await insertPerson(scope.tx, scope.tenantId, {
    ...values,
    name: input.name,
    status: input.status ?? "active",
    createdAt: scope.now,
    updatedAt: scope.now,
  });
  await record(scope.tx, [{ ...personEvent(scope, id), action: "created" }]);
  return getWorkspacePerson(scope.tx, scope.tenantId, id);
}

/** Edits a person inside a write that is already open; each change is recorded. */
export async function editPersonIn(scope: WriteScope, personId: string, input: PersonUpdate) {
  const before = await getWorkspacePerson(scope.tx, scope.tenantId, personId);
  const values = personValues(input);
  await checkReferences(scope, values, personId);
  await updatePerson(scope.tx, scope.tenantId, personId, { ...values, updatedAt: scope.now });
  const after = await getWorkspacePerson(scope.tx, scope.tenantId, personId);
  const changes = changedFields(before, after, trackedFields);
  if (before.status !== "left" && after.status === "left") await emitLeft(scope, after, null);
  await record(
    scope.tx,
    changes.map((change) => ({
      ...personEvent(scope, personId),
      action: "updated",
      ...change,
    })),
  );
  return after;
}

export async function createWorkspacePerson(request: WriteRequest, input: PersonCreate) {
  return personConflictsAs409(() =>
    inWorkspaceWrite(request, (scope) => createPersonIn(scope, input)),
  );
}

export async function editWorkspacePerson(
  request: WriteRequest,
  personId: string,
  input: PersonUpdate,
) {
  return personConflictsAs409(() =>
    inWorkspaceWrite(request, (scope) => editPersonIn(scope, personId, input)),
  );
}

export async function workspacePersonHistory(
  orm: Orm,
  tenantId: string,
  personId: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  if (!(await personInTenant(orm, tenantId, personId))) throw new HttpError(404, noSuchPerson);
  return listHistory(orm, { tenantId, type: "person", id: personId }, query);
}

/**
 * Offboarding's last step, inside its transaction: the person is marked as left, with one
 * "offboarded" event summing up what was collected.
 */
export async function markPersonLeft(
  scope: WriteScope,
  personId: string,
  note: string,
  toCollect?: ToCollect,
) {
  const before = await getWorkspacePerson(scope.tx, scope.tenantId, personId);
  if (before.status !== "left") {
    await updatePerson(scope.tx, scope.tenantId, personId, {
      status: "left",
      updatedAt: scope.now,
    });
    await emitLeft(scope, before, note, toCollect);
  }
  await record(scope.tx, [
    {
      ...personEvent(scope, personId),
      action: "offboarded",
      field: "status",
      oldValue: before.status,
      newValue: "left",
      note,
    },
  ]);
  return getWorkspacePerson(scope.tx, scope.tenantId, personId);
}
