import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fromFormValues } from "./form-values-schema.ts";

const contract = z.strictObject({
  title: z.enum(["Mr", "Ms"]),
  accept_terms: z.literal(true),
});
type Values = { title: string; accept_terms: boolean };

describe("fromFormValues", () => {
  const schema = fromFormValues<Values>()(contract);

  it("lets the contract judge the form's own values, with the contract's issue paths", () => {
    const result = schema.safeParse({ title: "", accept_terms: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["title"], ["accept_terms"]]);
  });

  it("answers the contract's output for valid values", () => {
    expect(schema.parse({ title: "Ms", accept_terms: true })).toEqual({
      title: "Ms",
      accept_terms: true,
    });
  });
});
