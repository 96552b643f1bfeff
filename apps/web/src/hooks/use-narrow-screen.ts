import { useSyncExternalStore } from "react";

/** Below Tailwind's `md` (768 px): a phone, where lists become cards and the menu compact. */
export const narrowScreenQuery = "(max-width: 767.98px)";

function subscribe(listener: () => void): () => void {
  const query = matchMedia(narrowScreenQuery);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/**
 * Is the screen phone-sized now? Follows rotation and resizing. A layout that differs by more
 * than CSS can say (a table or cards) renders one of the two, so each row exists once.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(narrowScreenQuery).matches,
    () => false,
  );
}
