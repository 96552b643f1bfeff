import type {
  ImportField,
  ImportMapping,
  ImportReason,
  ImportRefusal,
} from "@fleetward/contracts/workspace-imports";
import {
  personCreateSchema,
  personUpdateSchema,
  type Person,
  type PersonStatus,
  type PersonUpdate,
} from "@fleetward/contracts/workspace-people";
import type { WriteScope } from "../history/service.ts";
import {
  createWorkspacePerson,
  editWorkspacePerson,
  findWorkspacePeopleByKeys,
} from "../people/service.ts";
import type { BatchResult, DataRecord, ImportContext } from "./batch.ts";
import {
  batchLedger,
  emptyAdded,
  emailOf,
  firstIssue,
  lowerKey,
  mappedCells,
  maxText,
  readRecords,
  refusedField,
  withinBatch,
} from "./kinds.ts";
import { addNamed, loadCatalog, type Catalog } from "./refs.ts";

/** A people row read through the mapping: only what its non-empty cells give. */
export type PersonRow = {
  row: number;
  name?: string;
  email?: string;
  employeeNumber?: string;
  department?: string;
  location?: string;
  manager?: string;
  status?: PersonStatus;
  notes?: string;
};

/** Status words of HR systems and Snipe-IT, lower-cased. */
const statusWords: Record<string, PersonStatus> = {
  active: "active",
  employed: "active",
  current: "active",
  yes: "active",
  true: "active",
  left: "left",
  inactive: "left",
  terminated: "left",
  former: "left",
  leaver: "left",
  no: "left",
  false: "left",
};

const textTargets = {
  name: "name",
  employee_number: "employeeNumber",
  department: "department",
  location: "location",
  manager: "manager",
  notes: "notes",
} as const satisfies Partial<Record<ImportField, keyof PersonRow>>;

/** Reads one people row; "First name" and "Last name" make the name when none is mapped. */
export function readPersonRow(
  cells: readonly string[],
  row: number,
  mapping: ImportMapping,
  headers: readonly string[],
): { row: PersonRow; refusals: ImportRefusal[] } {
  const result: PersonRow = { row };
  const refusals: ImportRefusal[] = [];
  const refuse = (column: number, reason: ImportReason, value: string) =>
    refusals.push({ row, column: headers[column] ?? null, reason, value });
  const cellsByTarget = mappedCells(cells, mapping);
  for (const [target, { value, column }] of cellsByTarget) {
    if (value.length > maxText) {
      refuse(column, "too_long", value.slice(0, 40));
    } else if (target in textTargets) {
      result[textTargets[target as keyof typeof textTargets]] = value;
    } else if (target === "email") {
      const email = emailOf(value);
      if (email) result.email = email;
      else refuse(column, "email_invalid", value);
    } else if (target === "status") {
      const status = statusWords[lowerKey(value)];
      if (status) result.status = status;
      else refuse(column, "person_status_unknown", value);
    }
  }
  if (!result.name) {
    const parts = [cellsByTarget.get("first_name"), cellsByTarget.get("last_name")];
    const joined = parts.flatMap((part) => (part ? [part.value] : [])).join(" ");
    if (joined) result.name = joined;
  }
  const manager = result.manager ? lowerKey(result.manager) : null;
  if (manager && (manager === result.email || manager === lowerKey(result.name ?? ""))) {
    const column = mapping.columns.indexOf("manager");
    refuse(column, "manager_self", result.manager ?? "");
  }
  return { row: result, refusals };
}

/** The API field a contract or service problem concerns, as the import target it came from. */
const targetOfField: Record<string, ImportField> = {
  name: "name",
  email: "email",
  employee_number: "employee_number",
  department: "department",
  location_id: "location",
  manager_id: "manager",
  status: "status",
  notes: "notes",
};

const reasonOfField: Record<string, ImportReason> = {
  email: "email_taken",
  employee_number: "exists",
  manager_id: "manager_self",
};

/** The people a batch refers to (existing and created on the way), by their keys. */
class PeopleIndex {
  readonly byNumber = new Map<string, Person>();
  readonly byEmail = new Map<string, Person>();
  readonly byName = new Map<string, Person[]>();
  add(person: Person) {
    if (person.employee_number && !this.byNumber.has(person.employee_number)) {
      this.byNumber.set(person.employee_number, person);
    }
    if (person.email && !this.byEmail.has(person.email)) this.byEmail.set(person.email, person);
    const name = lowerKey(person.name);
    const named = (this.byName.get(name) ?? []).filter((other) => other.id !== person.id);
    this.byName.set(name, [...named, person]);
  }
  /** By employee number, then e-mail; by name only for a row with neither, and one match. */
  match(row: PersonRow): { person?: Person; conflict?: boolean } {
    const numbered = row.employeeNumber ? this.byNumber.get(row.employeeNumber) : undefined;
    const mailed = row.email ? this.byEmail.get(row.email) : undefined;
    if (numbered && mailed && numbered.id !== mailed.id) return { conflict: true };
    if (numbered ?? mailed) return { person: numbered ?? mailed };
    if (row.employeeNumber || row.email || !row.name) return {};
    const named = this.byName.get(lowerKey(row.name)) ?? [];
    return named.length === 1 ? { person: named[0] } : {};
  }
  /** A manager named by e-mail or name. */
  manager(reference: string): Person | undefined {
    const key = lowerKey(reference);
    return this.byEmail.get(key) ?? this.byName.get(key)?.[0];
  }
}

/**
 * Imports one batch of people through the people service, each row in a savepoint: matched by
 * employee number, then e-mail (then name, for a row with neither), created or updated with
 * only the fields that differ. Missing locations are added; a manager not yet in the workspace
 * is added first — from their own row of the file when it has one (that row then finds them).
 */
export async function importPeopleBatch(
  scope: WriteScope,
  context: ImportContext,
  records: readonly DataRecord[],
): Promise<BatchResult> {
  const ledger = batchLedger(context.headers, context.mapping);
  const rows = readRecords(context, ledger, records, readPersonRow);
  const batch = new PeopleBatch(
    scope,
    context,
    ledger,
    await loadCatalog(scope.tx, scope.tenantId),
  );
  await batch.prepare(rows);
  for (const row of rows) await batch.importRow(row);
  return ledger.result(records, batch.added);
}

class PeopleBatch {
  readonly added = emptyAdded();
  readonly index = new PeopleIndex();
  private readonly scope: WriteScope;
  private readonly context: ImportContext;
  private readonly ledger: Ledger;
  private readonly catalog: Catalog;
  constructor(scope: WriteScope, context: ImportContext, ledger: Ledger, catalog: Catalog) {
    this.scope = scope;
    this.context = context;
    this.ledger = ledger;
    this.catalog = catalog;
  }

  /** Adds the missing locations and loads the people the rows may match or name as managers. */
  async prepare(rows: readonly PersonRow[]) {
    await this.addLocations(rows.flatMap((row) => (row.location ? [row.location] : [])));
    const keys = {
      employeeNumbers: new Set<string>(),
      emails: new Set<string>(),
      names: new Set<string>(),
    };
    for (const row of rows) {
      if (row.employeeNumber) keys.employeeNumbers.add(row.employeeNumber);
      if (row.email) keys.emails.add(row.email);
      if (row.name) keys.names.add(lowerKey(row.name));
      if (row.manager) {
        keys.emails.add(lowerKey(row.manager));
        keys.names.add(lowerKey(row.manager));
      }
    }
    const found = await findWorkspacePeopleByKeys(this.scope.tx, this.scope.tenantId, {
      employeeNumbers: [...keys.employeeNumbers],
      emails: [...keys.emails],
      names: [...keys.names],
    });
    for (const person of found) this.index.add(person);
  }

  private async addLocations(names: string[]) {
    const { tx, tenantId, now } = this.scope;
    this.added.locations.push(
      ...(await addNamed(tx, tenantId, "locations", this.catalog.locations, names, now)),
    );
  }

  private locationId(row: PersonRow) {
    return row.location ? (this.catalog.locations.get(lowerKey(row.location)) ?? null) : undefined;
  }

  /**
   * Creates a person the batch needs as a manager: from their own row of the file when it has
   * one (that row, later, counts as created), else from the name or e-mail (added on the way).
   */
  private async addManager(reference: string): Promise<Person | undefined> {
    const { context } = this;
    const own = context.peopleRows.get(lowerKey(reference));
    const read = own ? readPersonRow(own.cells, own.row, context.mapping, context.headers) : null;
    const source: PersonRow =
      own && read && read.refusals.length === 0 && !context.duplicates.has(own.row)
        ? read.row
        : reference.includes("@")
          ? { row: 0, name: reference.split("@")[0], email: lowerKey(reference) }
          : { row: 0, name: reference.trim() };
    if (source.location) await this.addLocations([source.location]);
    const parsed = personCreateSchema.safeParse({
      name: source.name ?? reference.trim(),
      email: source.email ?? null,
      employee_number: source.employeeNumber ?? null,
      department: source.department ?? null,
      location_id: this.locationId(source) ?? null,
      status: source.status ?? "active",
      notes: source.notes ?? null,
    });
    if (!parsed.success) return undefined;
    try {
      const person = await createWorkspacePerson(withinBatch(this.scope), parsed.data);
      this.index.add(person);
      if (source.row > 0) context.createdEarly.set(source.row, person.id);
      else this.added.people.push(person.name);
      return person;
    } catch (error) {
      if (refusedField(error) === null) throw error;
      return undefined;
    }
  }

  async importRow(row: PersonRow) {
    const { ledger } = this;
    const early = this.context.createdEarly.get(row.row);
    const { person, conflict } = this.index.match(row);
    if (conflict) return ledger.refuse(row.row, "email", "email_taken", row.email);
    if (person && this.context.mapping.mode === "create" && person.id !== early) {
      const by = row.employeeNumber && person.employee_number === row.employeeNumber;
      return ledger.refuse(
        row.row,
        by ? "employee_number" : row.email ? "email" : "name",
        "exists",
        by ? row.employeeNumber : (row.email ?? row.name),
      );
    }
    if (!person && !row.name) return ledger.refuse(row.row, "name", "name_missing");
    let managerId: string | undefined;
    if (row.manager) {
      const manager = this.index.manager(row.manager) ?? (await this.addManager(row.manager));
      if (!manager || manager.id === person?.id) {
        return ledger.refuse(row.row, "manager", "manager_self", row.manager);
      }
      managerId = manager.id;
    }
    const values: PersonUpdate = {
      name: row.name,
      email: row.email,
      employee_number: row.employeeNumber,
      department: row.department,
      location_id: this.locationId(row),
      manager_id: managerId,
      status: row.status,
      notes: row.notes,
    };
    await writePerson(this.scope, ledger, this.index, row, person, values);
    // Added earlier as another row's manager: this row is where it was created.
    if (early && person?.id === early && ledger.outcome.get(row.row) !== "r") {
      ledger.outcome.set(row.row, "c");
    }
  }
}

type Ledger = ReturnType<typeof batchLedger>;

async function writePerson(
  scope: WriteScope,
  ledger: Ledger,
  index: PeopleIndex,
  row: PersonRow,
  person: Person | undefined,
  values: PersonUpdate,
) {
  const given = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
  ) as PersonUpdate;
  const changes = person
    ? (Object.fromEntries(
        Object.entries(given).filter(([key, value]) => person[key as keyof Person] !== value),
      ) as PersonUpdate)
    : given;
  if (person && Object.keys(changes).length === 0) {
    ledger.outcome.set(row.row, "n");
    return;
  }
  const parsed = person
    ? personUpdateSchema.safeParse(changes)
    : personCreateSchema.safeParse(changes);
  if (!parsed.success) {
    const field = firstIssue(parsed.error) ?? "name";
    const target = targetOfField[field] ?? null;
    const reason =
      field === "email" ? "email_invalid" : field === "name" ? "name_missing" : "too_long";
    ledger.refuse(row.row, target, reason);
    return;
  }
  try {
    const saved = person
      ? await editWorkspacePerson(withinBatch(scope), person.id, parsed.data)
      : await createWorkspacePerson(
          withinBatch(scope),
          parsed.data as Parameters<typeof createWorkspacePerson>[1],
        );
    index.add(saved);
    ledger.outcome.set(row.row, person ? "u" : "c");
  } catch (error) {
    const field = refusedField(error);
    if (field === null) throw error;
    const reason = reasonOfField[field] ?? "exists";
    const target = targetOfField[field] ?? null;
    const value = target ? (values[field as keyof PersonUpdate] ?? null) : null;
    ledger.refuse(
      row.row,
      target,
      reason,
      field === "manager_id" ? row.manager : (value as string | null),
    );
  }
}
