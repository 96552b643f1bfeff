import type {
  SocialLinks,
  SocialLinksRequest,
  UpdateDetailsRequest,
  UserSession,
} from "@fleetward/contracts/account";
import type { CurrentUser } from "@fleetward/contracts/auth";
import type { Orm } from "../../../db/client.ts";
import { isUuid } from "../../../lib/ids.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { closeOwnedWorkspaces } from "../../workspace/core/service.ts";
import {
  checkOwnPassword,
  listLiveSessions,
  revokeOwnSession,
  type AuthDeps,
  type AuthenticatedSession,
  type SessionRow,
} from "../auth/service.ts";
import {
  deleteUser,
  findSocialLinks,
  updateUserDetails,
  upsertSocialLinks,
} from "./account-repository.ts";
import { toCurrentUser } from "./service.ts";

// Social links

export async function readSocialLinks(orm: Orm, userId: string): Promise<SocialLinks> {
  const row = await findSocialLinks(orm, userId);
  return {
    website: row?.website ?? null,
    linkedin: row?.linkedin ?? null,
    github: row?.github ?? null,
    x: row?.x ?? null,
    mastodon: row?.mastodon ?? null,
  };
}

/** Replaces every link; the contract has already checked each address (https, right host). */
export async function saveSocialLinks(
  orm: Orm,
  userId: string,
  links: { [Key in keyof SocialLinksRequest]-?: string | null },
  now: Date,
): Promise<SocialLinks> {
  await upsertSocialLinks(orm, { userId, ...links, updatedAt: now });
  return readSocialLinks(orm, userId);
}

// Sessions

/** Browser and system from a user agent: enough for a person to recognise their devices. */
export function describeUserAgent(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  const ua = userAgent ?? "";
  const pick = (names: readonly (readonly [RegExp, string])[]) =>
    names.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return {
    browser: pick([
      [/Edg\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/Firefox\//, "Firefox"],
      [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
      [/Safari\//, "Safari"],
      [/curl\//, "curl"],
    ]),
    system: pick([
      [/Windows/, "Windows"],
      [/Android/, "Android"],
      [/iPhone|iPad|iOS/, "iOS"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/CrOS/, "ChromeOS"],
      [/Linux/, "Linux"],
    ]),
  };
}

function toUserSession(row: SessionRow, currentId: string): UserSession {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    current: row.id === currentId,
  };
}

export async function sessionList(orm: Orm, session: AuthenticatedSession, now: Date) {
  const rows = await listLiveSessions(orm, session.user.id, now);
  return { items: rows.map((row) => toUserSession(row, session.id)) };
}

/** Only the user's own sessions; another user's session id is a 404, like an unknown one. */
export async function revokeSession(orm: Orm, userId: string, sessionId: string, now: Date) {
  const revoked = isUuid(sessionId) && (await revokeOwnSession(orm, userId, sessionId, now));
  if (!revoked) throw new HttpError(404, "No such session");
}

// Details and deletion

export async function updateDetails(
  orm: Orm,
  userId: string,
  details: UpdateDetailsRequest,
): Promise<CurrentUser> {
  const row = await updateUserDetails(orm, userId, {
    firstName: details.first_name || null,
    lastName: details.last_name || null,
    ...(details.locale ? { locale: details.locale } : {}),
  });
  if (!row) throw new HttpError(404, "No such account");
  return toCurrentUser(row);
}

/**
 * Deletes the account after the password confirms it: closes the user's workspaces, then
 * deletes the user row; sessions, trial, workspaces, cards, links and notifications go with
 * it (foreign keys cascade). Invoices stay, detached, for bookkeeping. Throttled like sign-in.
 */
export async function deleteAccount(
  deps: AuthDeps,
  session: AuthenticatedSession,
  password: string,
  client: ClientInfo,
) {
  const { user } = session;
  const refusal = new HttpError(422, "password: The password is not correct");
  await checkOwnPassword(deps, user, password, client, refusal);
  const now = deps.clock();
  await deps.orm.transaction(async (tx) => {
    await closeOwnedWorkspaces(tx, user.id, now);
    await deleteUser(tx, user.id);
  });
}
