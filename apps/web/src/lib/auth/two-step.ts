import { HttpError } from "../http/http-client.ts";

/**
 * The 403 of the operator console or of a workspace that requires two-step sign-in, for a
 * session opened with the password alone (ADR 0053): pages answer it with how to set a
 * factor up instead of a generic failure.
 */
export const isTwoStepRefusal = (error: unknown) =>
  error instanceof HttpError && error.status === 403 && /two-step/.test(error.detail ?? "");

/**
 * The 403 of a workspace that requires its company sign-in for the member's e-mail domain
 * (ADR 0055), for a session opened any other way: answered with the company sign-in.
 */
export const isCompanySignInRefusal = (error: unknown) =>
  error instanceof HttpError && error.status === 403 && /company account/.test(error.detail ?? "");
