import type { LoginResponse } from "@fleetward/contracts/auth";
import { addMs, days, hours } from "../../../lib/clock.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { generateToken, hashToken } from "../../../lib/tokens.ts";
import type { UserRow } from "../users/service.ts";
import type { AuthDeps } from "./common.ts";
import { insertSession } from "./repository.ts";
import type { SessionRow, SignInMethod } from "./schema.ts";

// Opening a session, once every factor of the sign-in has been checked.

/** Absolute lifetime, and how long the session survives without a request. */
export const sessionLifetimes = {
  standard: { absolute: hours(12), idle: hours(2) },
  remember: { absolute: days(30), idle: days(7) },
};
/** Opens a session for `user` and answers as sign-in does. */
export async function startSession(
  deps: Pick<AuthDeps, "orm" | "clock">,
  user: UserRow,
  remember: boolean,
  client: ClientInfo,
  signInMethod: SignInMethod = "password",
  ssoWorkspaceId: string | null = null,
): Promise<LoginResponse> {
  const { token, session } = await openSession(deps, user, remember, client, {
    signInMethod,
    ssoWorkspaceId,
  });
  return {
    access_token: token,
    token_type: "bearer",
    role: user.role,
    expires_at: session.expiresAt.toISOString(),
  };
}

async function openSession(
  deps: Pick<AuthDeps, "orm" | "clock">,
  user: UserRow,
  remember: boolean,
  client: ClientInfo,
  method: { signInMethod: SignInMethod; ssoWorkspaceId: string | null },
): Promise<{ token: string; session: SessionRow }> {
  const now = deps.clock();
  const lifetime = remember ? sessionLifetimes.remember : sessionLifetimes.standard;
  const token = generateToken();
  const session = await insertSession(deps.orm, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: addMs(now, lifetime.idle),
    expiresAt: addMs(now, lifetime.absolute),
    remember,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip,
    ...method,
  });
  return { token, session };
}
