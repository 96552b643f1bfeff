import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuthSession } from "../lib/auth/auth-store.ts";
import { lockScreenPath, setLocked, useLockAfter, useLocked } from "../lib/auth/lock-state.ts";

const activityEvents = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/** Locks a signed-in session after the chosen minutes without activity (default 15). */
export function useInactivityLock(): void {
  const { token } = useAuthSession();
  const locked = useLocked();
  const minutes = useLockAfter();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;

  useEffect(() => {
    if (!token || locked) return;
    let timer: ReturnType<typeof setTimeout>;
    const lock = () => {
      setLocked(true);
      void navigate(lockScreenPath(here));
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(lock, minutes * 60_000);
    };
    restart();
    for (const name of activityEvents) window.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of activityEvents) window.removeEventListener(name, restart);
    };
  }, [token, locked, minutes, navigate, here]);
}
