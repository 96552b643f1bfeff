import type { FieldErrors } from "../../../../lib/http/field-errors.ts";
import type { z } from "zod";

export type { FieldErrors };

/** The first message of each field from a failed zod parse. */
export function errorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string") errors[field] ??= issue.message;
  }
  return errors;
}
