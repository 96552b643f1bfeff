import type { ParseKeys, TFunction } from "i18next";

/** What is wrong with one field: a zod issue found in the browser, or a server refusal. */
export type FieldProblem = {
  /** The zod issue code (`too_small`, `invalid_format`, …), or `server` for a refusal. */
  code: string;
  /** zod's or the server's own message: English, so shown as is only to English readers. */
  message: string;
  /** For `too_small` / `too_big`: the limit. */
  minimum?: number;
  maximum?: number;
  /** For `invalid_format`: which format (`email`, `url`, …). */
  format?: string;
  /** For a server refusal: its HTTP status. */
  status?: number;
};

/** A form's own translated message for a field: always this key, or a key chosen per problem. */
export type FieldMessage = ParseKeys | ((problem: FieldProblem) => ParseKeys | undefined);
export type FieldMessages<Field extends string = string> = Partial<Record<Field, FieldMessage>>;

/** The message the contract writes for an empty required field (form-fields.ts `requiredLine`). */
const requiredMessage = "Required";

/** The generic translated message for a problem, when the form has none of its own. */
function genericMessage(t: TFunction, problem: FieldProblem, language: string): string {
  const { code, message, minimum, maximum } = problem;
  if (message === requiredMessage || (code === "too_small" && (minimum ?? 0) <= 1)) {
    return t("form.errors.required");
  }
  if (code === "invalid_type") return t("form.errors.required");
  if (code === "too_small" && minimum !== undefined) {
    return t("form.errors.tooShort", { min: minimum });
  }
  if (code === "too_big" && maximum !== undefined) {
    return t("form.errors.tooLong", { max: maximum });
  }
  if (code === "invalid_format" && problem.format === "email") return t("form.errors.email");
  if (code === "invalid_value") return t("form.errors.choose");
  // A refinement's or the server's own sentence says most, but it is English (as notifyFailure).
  if ((code === "custom" || code === "server") && language === "en") return message;
  return t("form.errors.invalid");
}

/** The translated text shown under a field for `problem`: the form's own message, else a generic one. */
export function fieldMessage(
  t: TFunction,
  language: string,
  problem: FieldProblem,
  own?: FieldMessage,
): string {
  const key = typeof own === "function" ? own(problem) : own;
  return key ? t(key) : genericMessage(t, problem, language);
}
