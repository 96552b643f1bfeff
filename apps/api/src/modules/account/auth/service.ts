// The account rules: registration, sessions and passwords. Other modules and the plugins use
// auth through this file only; each part lives in its own file next to it.

export { messages, type AuthDeps, type AuthenticatedSession, type ClientInfo } from "./common.ts";
export { confirmEmail, register } from "./registration.ts";
export { authenticate, bearerToken, login, logout, unlock } from "./sessions.ts";
export { changePassword, confirmPasswordReset, requestPasswordReset } from "./password-changes.ts";
