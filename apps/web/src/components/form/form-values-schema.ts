import type { FieldValues } from "react-hook-form";
import { z } from "zod";

/**
 * A contract schema that takes the form's own values. Controls hold "" for an option not yet
 * chosen and false for an unticked box, which the contract's types do not allow (a title is
 * one of the titles, the terms are `true`); whether the values are valid is the contract's
 * call, made at run time as always. `fromFormValues<Values>()(schema)`.
 */
export function fromFormValues<Values extends FieldValues>() {
  return <Output>(schema: z.ZodType<Output>): z.ZodType<Output, Values> =>
    z
      .custom<Values>()
      .transform((values): unknown => values)
      .pipe(schema);
}
