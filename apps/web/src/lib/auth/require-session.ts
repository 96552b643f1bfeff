import { redirect } from "react-router";
import { clearSession, getAuthSession, loadCurrentUser } from "./auth-store.ts";
import { isLocked, lockScreenPath } from "./lock-state.ts";

function requestedPath(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return pathname + search;
}

function loginUrl(request: Request): string {
  return `/login?redirect=${encodeURIComponent(requestedPath(request))}`;
}

/**
 * The navigation guard of spec §2 for pages that need a token, as route middleware:
 * no token → /login; a token but no user → load it, and on failure forget the token → /login.
 * A locked session goes to the lock screen instead, so no account data shows.
 */
export async function requireSession({ request }: { request: Request }): Promise<void> {
  const { token, user } = getAuthSession();
  if (!token) throw redirect(loginUrl(request));
  if (!user) {
    try {
      await loadCurrentUser();
    } catch {
      clearSession();
      throw redirect(loginUrl(request));
    }
  }
  if (isLocked()) throw redirect(lockScreenPath(requestedPath(request)));
}
