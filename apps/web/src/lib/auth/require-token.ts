import { redirect } from "react-router";
import { getAuthSession } from "./auth-store.ts";

/** The lock screen belongs to a held session: without a token there is nothing to unlock. */
export function requireToken(): void {
  if (!getAuthSession().token) throw redirect("/login");
}
