import type { BulkRequest, BulkResult } from "@fleetward/contracts/workspace-assets";
import { useState } from "react";
import { useBulkChange } from "../api/assets-api.ts";
import { actionProblemOf, type ActionProblem } from "../lib/action-problems.ts";
import { bulkActionOf, type BulkActionType } from "../lib/bulk-actions.ts";
import type { Selection } from "./use-selection.ts";

type BulkTarget = {
  selection: Selection;
  /** The filter of "all N matching", as the bulk call takes it. */
  filter: NonNullable<BulkRequest["filter"]>;
};

/**
 * A bulk change in three steps: choose the action (and its value), confirm, then run it with
 * a progress indicator; the result ("12 changed, 3 unchanged") stays until dismissed.
 */
export function useBulkAction({ selection, filter }: BulkTarget) {
  const bulk = useBulkChange();
  const [type, setType] = useState<BulkActionType | "">("");
  const [target, setTarget] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [problem, setProblem] = useState<ActionProblem | null>(null);

  const action = type ? bulkActionOf(type, target) : null;

  async function run() {
    if (!action) return;
    setProblem(null);
    const scope = selection.allMatching ? { filter } : { ids: [...selection.ids] };
    try {
      setResult(await bulk.mutateAsync({ ...scope, action }));
      // The changed rows may no longer match the filters: start again from nothing ticked.
      selection.clear();
      setType("");
      setTarget("");
    } catch (error) {
      setProblem(actionProblemOf(error));
    } finally {
      setConfirming(false);
    }
  }

  return {
    type,
    target,
    chooseType: (next: BulkActionType | "") => {
      setType(next);
      setTarget("");
      setConfirming(false);
    },
    chooseTarget: setTarget,
    ready: action !== null,
    confirming,
    askToConfirm: () => {
      setResult(null);
      setProblem(null);
      setConfirming(action !== null);
    },
    cancel: () => setConfirming(false),
    run: () => void run(),
    running: bulk.isPending,
    result,
    problem,
    dismiss: () => {
      setResult(null);
      setProblem(null);
    },
  };
}

export type BulkActionState = ReturnType<typeof useBulkAction>;
