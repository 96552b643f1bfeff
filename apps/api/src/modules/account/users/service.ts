import type { CurrentUser } from "@fleetward/contracts/auth";
import type { LocaleCode } from "@fleetward/contracts/locale";
import type { UserRow } from "./schema.ts";

/** The account as its owner sees it (GET /api/user/me/details, the register answer). */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: { role_name: user.role },
    first_name: user.firstName,
    last_name: user.lastName,
    email_confirmed: user.emailConfirmedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

/** How e-mails address the user: first name when known, else the username. */
export function recipientName(user: Pick<UserRow, "firstName" | "username">): string {
  return user.firstName?.trim() || user.username;
}

/** The language of the user's e-mails: the one stored at sign-up; English for older accounts. */
export function mailLocale(user: Pick<UserRow, "locale">): LocaleCode {
  return user.locale ?? "en";
}
