import { useEffect, useState } from "react";
import { readStoredToken } from "../../../lib/auth-token.ts";
import { request } from "../../../lib/http/http-client.ts";

export type LockedUser = { username: string; email: string };

function isLockedUser(value: unknown): value is LockedUser {
  return (
    typeof value === "object" &&
    value !== null &&
    "username" in value &&
    typeof value.username === "string" &&
    "email" in value &&
    typeof value.email === "string"
  );
}

/** Who the locked session belongs to, so the lock screen can greet them; null when unknown. */
export function useLockedUser(): LockedUser | null {
  const [user, setUser] = useState<LockedUser | null>(null);
  useEffect(() => {
    if (!readStoredToken()) return;
    const controller = new AbortController();
    request("/api/user/me/details", { signal: controller.signal })
      .then((body) => setUser(isLockedUser(body) ? body : null))
      // Without a name the screen still works: it just shows a neutral avatar.
      .catch(() => setUser(null));
    return () => controller.abort();
  }, []);
  return user;
}
