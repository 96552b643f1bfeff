import { HttpError } from "../lib/http-error.ts";

/**
 * The unique constraint or index a failed statement violated (SQLSTATE 23505), looked up
 * through the error's causes (Drizzle wraps the driver's error). Undefined for anything else.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}

/**
 * Runs `work`; a unique violation of one of `details`' constraints becomes a 409 with its
 * detail ("field: message"), even when a concurrent write got there first.
 */
export async function uniqueConflictsAs409<T>(
  details: Readonly<Record<string, string>>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const detail = details[violatedUniqueConstraint(error) ?? ""];
    if (detail) throw new HttpError(409, detail);
    throw error;
  }
}

/** Whether a statement failed because a row is still referenced (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
