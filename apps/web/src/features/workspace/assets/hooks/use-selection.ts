import { useState } from "react";

type SelectionState = {
  /** What the selection was made under (the filters): a new view starts unselected. */
  scope: string;
  ids: ReadonlySet<string>;
  /** Every asset matching the filters, on all pages, not only the ticked rows. */
  allMatching: boolean;
};

const emptyFor = (scope: string): SelectionState => ({ scope, ids: new Set(), allMatching: false });

/** The ticked rows of the register, or "all N matching"; cleared when `scope` changes. */
export function useSelection(scope: string) {
  const [state, setState] = useState<SelectionState>(() => emptyFor(scope));
  // Derived from the filters while rendering (no effect): the stale selection is never shown.
  const current = state.scope === scope ? state : emptyFor(scope);
  if (current !== state) setState(current);

  const update = (ids: Set<string>) => setState({ scope, ids, allMatching: false });
  return {
    ids: current.ids,
    allMatching: current.allMatching,
    count: (total: number) => (current.allMatching ? total : current.ids.size),
    isSelected: (id: string) => current.allMatching || current.ids.has(id),
    toggle: (id: string) => {
      const ids = new Set(current.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      update(ids);
    },
    /** Ticks or unticks every row shown. */
    setShown: (shown: readonly string[], selected: boolean) =>
      update(selected ? new Set([...current.ids, ...shown]) : new Set()),
    selectAllMatching: () => setState({ scope, ids: current.ids, allMatching: true }),
    clear: () => setState(emptyFor(scope)),
  };
}

export type Selection = ReturnType<typeof useSelection>;
