import type { ReactNode } from "react";
import { Link } from "react-router";

export const linkClasses =
  "font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300";

/** An internal text link in the auth cards' style; inside <Trans>, the translation supplies the children. */
export function AuthLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className={linkClasses}>
      {children}
    </Link>
  );
}
