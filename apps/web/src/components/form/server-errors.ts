import { fieldErrorsOf } from "../../lib/http/field-errors.ts";
import { HttpError } from "../../lib/http/http-client.ts";
import type { FieldProblem } from "./field-messages.ts";

/**
 * The fields a failed call refused (409/413/415/422 whose `detail` names them), in the order
 * of `fields`. `statusFields` gives a refusal that names no field to one field all the same
 * (a 413 or 415 of an upload is about the file).
 */
export function serverProblems<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  statusFields: Partial<Record<number, Field>> = {},
): [Field, FieldProblem][] {
  if (!(error instanceof HttpError)) return [];
  const status = error.status;
  const named = fieldErrorsOf(error, fields);
  const fallback = status === undefined ? undefined : statusFields[status];
  if (fallback && !named[fallback]) named[fallback] = error.detail ?? error.message;
  return fields.flatMap((field) => {
    const message = named[field];
    return message ? [[field, { code: "server", message, status }]] : [];
  });
}
