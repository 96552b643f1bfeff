import { z } from "zod";

/** Every failure the API answers has this shape: one sentence a person can read. */
export const errorResponseSchema = z.object({
  detail: z.string().describe("What went wrong, in plain words"),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
