import type { FastifyInstance } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import type { UserRow } from "../users/service.ts";
import type { Clock, Sleep } from "../../../lib/clock.ts";
import type { SecretBox } from "../../../lib/secret-box.ts";
import type { SignInMethod } from "./schema.ts";

// What the auth service files share: the rules' view of the app, an open session and the
// wording of the refusals. Who is asking (ClientInfo) is lib/request-context.ts.

/** What the account rules need from the app; routes build it from the Fastify instance. */
export type AuthDeps = {
  orm: Orm;
  jobs: PgBoss;
  clock: Clock;
  sleep: Sleep;
  /** Origin of the links in e-mails, and the passkeys' relying party. */
  publicUrl: string;
  /** Workspace origins (`{app}`): a passkey also signs in there, under the same RP ID. */
  appUrlTemplate: string;
  /** Seals the authenticator apps' secrets and the passkey sign-in challenges. */
  secretBox: SecretBox;
};

/** The account rules' view of the app. */
export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    orm: app.db.orm,
    jobs: app.jobs,
    clock: app.clock,
    sleep: app.sleep,
    publicUrl: app.config.publicUrl,
    appUrlTemplate: app.config.appUrlTemplate,
    secretBox: app.secretBox,
  };
}

export type AuthenticatedSession = {
  id: string;
  user: UserRow;
  remember: boolean;
  expiresAt: Date;
  /** How it was opened: `password` alone does not pass where two-step sign-in is required. */
  signInMethod: SignInMethod;
  /** The workspace whose identity provider opened an `sso` session; null otherwise. */
  ssoWorkspaceId: string | null;
};

export const messages = {
  usernameTaken: "That username is taken",
  addressTaken: "An account with this e-mail address exists; sign in to continue",
  badCredentials: "Incorrect e-mail or password",
  noToken: "No auth token found",
  sessionEnded: "Your session has ended. Please sign in again.",
  badConfirmation: "This confirmation link is invalid or has expired",
  badReset: "This reset link is invalid or has expired",
  wrongPassword: "Incorrect password",
  wrongCurrentPassword: "current_password: The current password is not correct",
} as const;
