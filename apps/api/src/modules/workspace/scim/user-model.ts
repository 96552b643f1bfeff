import { scimSchemas } from "@fleetward/contracts/workspace-scim";
import { ScimError } from "./errors.ts";
import { booleanOf, flattenAttributes } from "./patch.ts";
import type { ScimUserRecord } from "./user-repository.ts";

/*
 * A SCIM User as this service keeps it: the person's fields (name, e-mail, employee number,
 * department, manager, active ⇄ status) and SCIM's own (userName, externalId, name parts).
 */

export type UserState = {
  userName: string;
  externalId: string | null;
  active: boolean;
  displayName: string | null;
  givenName: string | null;
  familyName: string | null;
  formatted: string | null;
  email: string | null;
  employeeNumber: string | null;
  department: string | null;
  /** A SCIM User id (a person id) or whatever the provider sent, checked when written. */
  managerId: string | null;
};

export const blankUser = (): UserState => ({
  userName: "",
  externalId: null,
  active: true,
  displayName: null,
  givenName: null,
  familyName: null,
  formatted: null,
  email: null,
  employeeNumber: null,
  department: null,
  managerId: null,
});

export function stateOf({ scim, person }: ScimUserRecord): UserState {
  return {
    userName: scim.userName,
    externalId: scim.externalId,
    active: person.status === "active",
    displayName: person.name,
    givenName: scim.givenName,
    familyName: scim.familyName,
    formatted: null,
    email: person.email,
    employeeNumber: person.employeeNumber,
    department: person.department,
    managerId: person.managerId,
  };
}

const textOrNull = (value: unknown, attribute: string): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number") return String(value);
  throw new ScimError(400, `${attribute} must be a string`, "invalidValue");
};

type Email = { value?: unknown; type?: unknown; primary?: unknown };

/** The work address, else the primary one, else the first. */
function emailOf(value: unknown): string | null {
  if (value === null) return null;
  const list = (Array.isArray(value) ? value : [value]) as Email[];
  const pick =
    list.find((email) => email?.type === "work") ??
    list.find((email) => email?.primary === true || email?.primary === "True") ??
    list[0];
  return textOrNull(pick?.value, "emails.value")?.toLowerCase() ?? null;
}

function managerOf(value: unknown): string | null {
  if (typeof value === "object" && value !== null) {
    return textOrNull((value as { value?: unknown }).value, "manager.value");
  }
  return textOrNull(value, "manager");
}

type Setter = (state: UserState, value: unknown) => void;

const setters: Record<string, Setter> = {
  username: (state, value) => {
    const userName = textOrNull(value, "userName");
    if (!userName) throw new ScimError(400, "userName is required", "invalidValue");
    state.userName = userName;
  },
  externalid: (state, value) => (state.externalId = textOrNull(value, "externalId")),
  active: (state, value) => {
    if (value !== null) state.active = booleanOf(value, "active");
  },
  displayname: (state, value) => (state.displayName = textOrNull(value, "displayName")),
  "name.givenname": (state, value) => (state.givenName = textOrNull(value, "name.givenName")),
  "name.familyname": (state, value) => (state.familyName = textOrNull(value, "name.familyName")),
  "name.formatted": (state, value) => (state.formatted = textOrNull(value, "name.formatted")),
  name: (state, value) => {
    if (value !== null) throw new ScimError(400, "name is an object", "invalidValue");
    state.givenName = state.familyName = state.formatted = null;
  },
  emails: (state, value) => (state.email = emailOf(value)),
  "emails.value": (state, value) => (state.email = emailOf([{ value }])),
  employeenumber: (state, value) => (state.employeeNumber = textOrNull(value, "employeeNumber")),
  department: (state, value) => (state.department = textOrNull(value, "department")),
  manager: (state, value) => (state.managerId = managerOf(value)),
  "manager.value": (state, value) => (state.managerId = textOrNull(value, "manager.value")),
};

/** Applies one attribute; ones this service does not keep (phone numbers, title…) are ignored. */
export function applyUserAttribute(state: UserState, path: string, value: unknown) {
  // `emails[type eq "work"].value` (Entra's default mapping) sets the work address.
  const key = /^emails\[type eq "?work"?\]\.value$/.test(path) ? "emails.value" : path;
  setters[key]?.(state, value);
}

/** The state a POST or PUT body describes (everything not sent is cleared, as PUT means). */
export function userFromResource(body: unknown): UserState {
  const state = blankUser();
  for (const [path, value] of flattenAttributes(body)) applyUserAttribute(state, path, value);
  if (!state.userName) throw new ScimError(400, "userName is required", "invalidValue");
  return state;
}

/** The person's name: displayName, else the name's parts, else the userName. */
export function personNameOf(state: UserState): string {
  const parts = [state.givenName, state.familyName].filter(Boolean).join(" ");
  return (state.displayName || state.formatted || parts || state.userName).slice(0, 200);
}

/** The SCIM representation of a user. */
export function toScimUser(record: ScimUserRecord, baseUrl: string) {
  const { scim, person } = record;
  const name = {
    ...(scim.givenName ? { givenName: scim.givenName } : {}),
    ...(scim.familyName ? { familyName: scim.familyName } : {}),
    formatted: person.name,
  };
  return {
    schemas: [scimSchemas.user, scimSchemas.enterpriseUser],
    id: person.id,
    ...(scim.externalId ? { externalId: scim.externalId } : {}),
    userName: scim.userName,
    name,
    displayName: person.name,
    active: person.status === "active",
    emails: person.email ? [{ value: person.email, type: "work", primary: true }] : [],
    [scimSchemas.enterpriseUser]: {
      ...(person.employeeNumber ? { employeeNumber: person.employeeNumber } : {}),
      ...(person.department ? { department: person.department } : {}),
      ...(person.managerId ? { manager: { value: person.managerId } } : {}),
    },
    meta: {
      resourceType: "User",
      created: person.createdAt.toISOString(),
      lastModified: (scim.updatedAt > person.updatedAt
        ? scim.updatedAt
        : person.updatedAt
      ).toISOString(),
      location: `${baseUrl}/Users/${person.id}`,
    },
  };
}
