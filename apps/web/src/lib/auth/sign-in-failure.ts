import { HttpError } from "../http/http-client.ts";

/** What a failed sign-in tells the visitor: i18n keys, a title and at most one more line. */
export type SignInFailure = { title: string; message?: string };

/**
 * The one message a failed sign-in shows. Wrong credentials (401) are only "Login failed":
 * adding "An unexpected error occurred" beside it told the visitor two different stories.
 * A refusal for another reason names that reason (too many attempts, no connection, a server
 * problem); only a failure with no known cause keeps spec §8's login_error line.
 */
export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof HttpError) {
    return error.status === 401
      ? { title: "login_failed" }
      : { title: "login_failed", message: error.messageKey };
  }
  return { title: "login_failed", message: "login_error" };
}
