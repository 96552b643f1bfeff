import type { PersonStatus } from "@fleetward/contracts/workspace-people";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import type { Person } from "../api/people-api.ts";

/** What the person form holds: every field as the text of its control ("" for none). */
export type PersonFormValues = {
  name: string;
  email: string;
  employee_number: string;
  department: string;
  status: PersonStatus;
  location_id: string;
  manager_id: string;
  notes: string;
};

export const emptyPersonValues: PersonFormValues = {
  name: "",
  email: "",
  employee_number: "",
  department: "",
  status: "active",
  location_id: "",
  manager_id: "",
  notes: "",
};

/** The form's starting values: the person's own, or empty for a new one. */
export function personFormValuesOf(person: Person | null): PersonFormValues {
  if (!person) return emptyPersonValues;
  return {
    name: person.name,
    email: person.email ?? "",
    employee_number: person.employee_number ?? "",
    department: person.department ?? "",
    status: person.status,
    location_id: person.location_id ?? "",
    manager_id: person.manager_id ?? "",
    notes: person.notes ?? "",
  };
}

const generic = "register.people.form.errors.generic";
const choice = "register.people.form.errors.choice";
const conflict = (key: "emailTaken" | "employeeNumberTaken") => (problem: { status?: number }) =>
  problem.status === 409 ? (`register.people.form.errors.${key}` as const) : undefined;

/** A translated message per field; which one can depend on the problem (a 409 is a duplicate). */
export const personFormMessages: FieldMessages<keyof PersonFormValues> = {
  name: "register.people.form.errors.name",
  email: conflict("emailTaken"),
  employee_number: conflict("employeeNumberTaken"),
  department: generic,
  status: choice,
  location_id: choice,
  manager_id: ({ message }) =>
    /report/i.test(message) ? "register.people.form.errors.managerLoop" : choice,
  notes: generic,
};
