import { HttpError } from "../http/http-client.ts";

/**
 * The 403 of the operator console or of a workspace that requires two-step sign-in, for a
 * session opened with the password alone (ADR 0053): pages answer it with how to set a
 * factor up instead of a generic failure.
 */
export const isTwoStepRefusal = (error: unknown) =>
  error instanceof HttpError && error.status === 403 && /two-step/.test(error.detail ?? "");
