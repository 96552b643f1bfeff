import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { clearSession, loadCurrentUser, useAuthSession } from "../lib/auth/auth-store.ts";
import { workspacePaths } from "../lib/workspace-paths.ts";

/**
 * Spec §2/§4 on public pages: a stored token without a user loads the user; if that fails the
 * token is forgotten and the visitor goes to /login. (Protected pages do this in their middleware.)
 */
export function useSessionBootstrap(): void {
  const { token, user } = useAuthSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    // The workspace screen has its own sign-in and handles an ended session in place.
    if (!token || user || pathname === workspacePaths.register()) return;
    let cancelled = false;
    loadCurrentUser().catch(() => {
      if (cancelled) return;
      clearSession();
      void navigate("/login", { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [token, user, pathname, navigate]);
}
