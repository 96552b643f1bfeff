import { HttpError } from "./http-client.ts";

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** Refusals whose `detail` names fields: invalid (422), taken (409), too large (413), wrong type (415). */
const fieldStatuses = new Set([409, 413, 415, 422]);

/**
 * The API names each refused field in its `detail`: `phone: Use digits…; city: Required`.
 * Splits that into the first message per field the form has; the parts naming no such field
 * come back as `general` (null when there are none).
 */
export function splitFieldDetail<Field extends string>(
  detail: string,
  fields: readonly Field[],
): { fields: FieldErrors<Field>; general: string | null } {
  const errors: FieldErrors<Field> = {};
  const rest: string[] = [];
  for (const part of detail.split("; ")) {
    const separator = part.indexOf(": ");
    const field = fields.find((name) => name === part.slice(0, separator));
    if (separator > 0 && field) errors[field] ??= part.slice(separator + 2);
    else rest.push(part);
  }
  return { fields: errors, general: rest.length > 0 ? rest.join("; ") : null };
}

/** The field messages of a failed call; empty unless it was a field-level refusal. */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  if (!(error instanceof HttpError) || !error.detail || !fieldStatuses.has(error.status ?? 0)) {
    return {};
  }
  return splitFieldDetail(error.detail, fields).fields;
}

export const hasFieldErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
