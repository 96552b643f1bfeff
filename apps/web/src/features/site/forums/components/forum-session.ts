import { useEffect } from "react";
import { useLocation } from "react-router";
import { loadCurrentUser, useAuthSession } from "../../../../lib/auth/auth-store.ts";

/**
 * Who is reading: signed out, a member, or an operator (who sees hidden posts and may hide).
 * A stored token without its user (after a reload) loads the user once, to learn the role.
 */
export function useForumViewer() {
  const session = useAuthSession();
  useEffect(() => {
    if (session.token && !session.user) loadCurrentUser().catch(() => undefined);
  }, [session.token, session.user]);
  const signedIn = session.token !== null;
  const operator = session.role === "operator";
  return {
    signedIn,
    operator,
    /** Part of the query keys: answers differ between operators and everyone else. */
    key: operator ? "operator" : signedIn ? "member" : "guest",
  };
}

/** `/login?redirect=<this page>`, so signing in brings the person back here. */
export function useLoginHref(): string {
  const location = useLocation();
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}
