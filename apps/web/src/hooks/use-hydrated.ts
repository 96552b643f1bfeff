import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while React hydrates prerendered HTML, true afterwards and on any client render. A
 * prerendered page whose content depends on the URL's query renders the query-less state
 * (what the HTML holds) until hydration is done, so the two match for any query string.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
