import { Outlet, useLocation } from "react-router";

/** Re-keys the page on navigation so the chosen page animation (if any) plays. */
export function PageTransition() {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="page-transition">
      <Outlet />
    </div>
  );
}
