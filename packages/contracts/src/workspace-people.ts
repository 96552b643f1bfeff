import { z } from "zod";
import { lookupText, optionalLine, requiredLine } from "./form-fields.ts";
import {
  cursorPageOf,
  cursorQueryFields,
  nullableLine,
  optionalEmail,
  optionalId,
} from "./workspace-fields.ts";

/*
 * People: the employees who hold a workspace's assets. They need not be members (users who
 * sign in to the workspace); a person is a record, not an account.
 */

export const personStatuses = ["active", "left"] as const;
export type PersonStatus = (typeof personStatuses)[number];

const personFields = {
  name: requiredLine(160),
  email: optionalEmail.describe("Unique within the workspace when set"),
  employee_number: nullableLine(60).describe("Unique within the workspace when set"),
  department: nullableLine(120),
  location_id: optionalId.describe("A location of this workspace"),
  manager_id: optionalId.describe("Another person of this workspace"),
  status: z.enum(personStatuses),
  notes: optionalLine(2000).nullable(),
};

export const personCreateSchema = z.strictObject({
  ...personFields,
  status: personFields.status.default("active"),
});
export type PersonCreate = z.input<typeof personCreateSchema>;

/** Only the fields sent change; null or "" clears an optional one. */
export const personUpdateSchema = z.strictObject({
  name: personFields.name.optional(),
  email: personFields.email,
  employee_number: personFields.employee_number.optional(),
  department: personFields.department.optional(),
  location_id: personFields.location_id,
  manager_id: personFields.manager_id,
  status: personFields.status.optional(),
  notes: personFields.notes.optional(),
});
export type PersonUpdate = z.input<typeof personUpdateSchema>;

export const personSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  employee_number: z.string().nullable(),
  department: z.string().nullable(),
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  manager_id: z.uuid().nullable(),
  manager_name: z.string().nullable(),
  status: z.enum(personStatuses),
  notes: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Person = z.infer<typeof personSchema>;

export const personSortKeys = [
  "name",
  "email",
  "employee_number",
  "department",
  "status",
  "created_at",
  "updated_at",
] as const;
export type PersonSortKey = (typeof personSortKeys)[number];
/** `name` sorts A→Z, `-name` Z→A. */
export const personSorts = [...personSortKeys, ...personSortKeys.map((key) => `-${key}` as const)];

export const personListQuerySchema = z.object({
  q: lookupText(z.string().trim().max(200))
    .optional()
    .describe("Part of the name, e-mail, employee number or department"),
  status: z.enum(personStatuses).optional(),
  department: lookupText(z.string().trim().max(120)).optional(),
  location_id: z.uuid().optional(),
  manager_id: z.uuid().optional(),
  sort: z.enum(personSorts).default("name"),
  ...cursorQueryFields(25, 100),
});
export type PersonListQuery = z.output<typeof personListQuerySchema>;

export const personListResponseSchema = cursorPageOf(personSchema, "By `sort`, then by id").extend({
  total: z.number().int().describe("People matching the filters, on all pages"),
});
export type PersonListResponse = z.infer<typeof personListResponseSchema>;
