import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { FieldProblem } from "./field-messages.ts";

/**
 * A contract schema, or a function that imports it: a form on every page (the footer's) loads
 * zod only when it is first submitted, which keeps it out of the landing page's first load.
 */
export type ContractSchema<Input extends FieldValues, Output> =
  z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

/** The parts of a zod issue a translated message needs. */
function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const limit = (value: unknown) => (typeof value === "number" ? value : undefined);
  return {
    code: issue.code,
    message: issue.message,
    minimum: "minimum" in issue ? limit(issue.minimum) : undefined,
    maximum: "maximum" in issue ? limit(issue.maximum) : undefined,
    format: "format" in issue ? issue.format : undefined,
  };
}

/**
 * react-hook-form resolver for a contract schema. Unlike zodResolver it keeps each issue's
 * details (such as the minimum length), so `describe` can translate the message with them.
 * The first issue of a field wins; issues of the whole object go to `root`.
 */
export function contractResolver<Input extends FieldValues, Output>(
  source: ContractSchema<Input, Output>,
  describe: (field: string, problem: FieldProblem) => string,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const schema = typeof source === "function" ? await source() : source;
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join(".") || "root";
      errors[field] ??= { type: issue.code, message: describe(field, problemOf(issue)) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
