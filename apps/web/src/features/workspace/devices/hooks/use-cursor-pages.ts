import { useState } from "react";

/**
 * Keyset pages: where each page shown so far started, so "previous" goes back without
 * offsets. `resetKey` (the filters) starts again from the first page when it changes.
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({
    key: resetKey,
    cursors: [],
  });
  const cursors = state.key === resetKey ? state.cursors : [];
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    next: (nextCursor: string | null | undefined) =>
      nextCursor ? () => setState({ key: resetKey, cursors: [...cursors, nextCursor] }) : null,
    previous:
      cursors.length > 0 ? () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }) : null,
  };
}
