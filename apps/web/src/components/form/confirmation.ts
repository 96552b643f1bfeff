import { z } from "zod";

/**
 * A contract schema plus a `confirm` field that must repeat `field` (a new password typed
 * twice). A mismatch is an issue of `confirm`, so the message shows under that field.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
) {
  return schema.extend({ confirm: z.string() }).refine(
    (values) => {
      const entries = values as Record<string, unknown>;
      return entries.confirm === entries[field];
    },
    {
      path: ["confirm"],
      message: "The two entries differ",
    },
  );
}
