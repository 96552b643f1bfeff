// The account rules: registration, sessions and passwords. Other modules and the plugins use
// auth through this file only; each part lives in its own file next to it.

export { authDeps, messages, type AuthDeps, type AuthenticatedSession } from "./common.ts";
export {
  claimUnconfirmedAccount,
  confirmEmail,
  createConfirmedAccount,
  hashNewPassword,
  register,
} from "./registration.ts";
export {
  authenticate,
  bearerToken,
  login,
  logout,
  unlock,
  type SessionCheckDeps,
} from "./sessions.ts";
export { startSession } from "./session-open.ts";
export { passkeysOnWorkspaces } from "./webauthn.ts";
export { createSessionCache, type SessionCaching } from "./session-cache.ts";
export { changePassword, confirmPasswordReset, requestPasswordReset } from "./password-changes.ts";

/** For the seed's operator account, the account pages' sessions and deleting an account. */
export { generatePassword, hashPassword } from "./password.ts";
export { listLiveSessions, revokeOwnSession, revokeUserSessions } from "./repository.ts";
export type { SessionRow } from "./schema.ts";
export { checkOwnPassword, spendFromLimit } from "./throttle.ts";
export type { ClientInfo } from "../../../lib/request-context.ts";
/** Single-use link tokens, for other modules' links (workspace invitations). */
export { generateToken, hashToken, isWellFormedToken } from "../../../lib/tokens.ts";
