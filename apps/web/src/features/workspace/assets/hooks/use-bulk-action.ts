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

/** The run under way: on how many assets, since when (`Date.now()`). */
export type BulkRun = { count: number; startedAt: number };

/**
 * A bulk change in three steps: choose the action (and its value), confirm, then run it with
 * a progress indicator; the result ("12 changed, 3 unchanged", and how long it took) stays
 * until dismissed.
 *
 * The progress is indeterminate on purpose: the API changes every asset in one transaction
 * (a locking read, one UPDATE, a few history inserts), so there is no truthful "n of N done" to
 * report while it runs. The bar names how many assets the change covers and the time elapsed.
 */
export function useBulkAction({ selection, filter }: BulkTarget) {
  const bulk = useBulkChange();
  const [type, setType] = useState<BulkActionType | "">("");
  const [target, setTarget] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [current, setCurrent] = useState<BulkRun | null>(null);
  /** How long the last run took, in milliseconds. */
  const [took, setTook] = useState<number | null>(null);
  const [problem, setProblem] = useState<ActionProblem | null>(null);

  const action = type ? bulkActionOf(type, target) : null;

  async function run(count: number) {
    if (!action) return;
    setProblem(null);
    const scope = selection.allMatching ? { filter } : { ids: [...selection.ids] };
    const startedAt = Date.now();
    setCurrent({ count, startedAt });
    try {
      setResult(await bulk.mutateAsync({ ...scope, action }));
      setTook(Date.now() - startedAt);
      // The changed rows may no longer match the filters: start again from nothing ticked.
      selection.clear();
      setType("");
      setTarget("");
    } catch (error) {
      setProblem(actionProblemOf(error));
    } finally {
      setConfirming(false);
      setCurrent(null);
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
      setTook(null);
      setProblem(null);
      setConfirming(action !== null);
    },
    cancel: () => setConfirming(false),
    /** Runs the confirmed change on `count` assets (the number the confirmation named). */
    run: (count: number) => void run(count),
    running: bulk.isPending,
    current: bulk.isPending ? current : null,
    result,
    took,
    problem,
    dismiss: () => {
      setResult(null);
      setTook(null);
      setProblem(null);
    },
  };
}

export type BulkActionState = ReturnType<typeof useBulkAction>;
