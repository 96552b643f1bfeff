import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { useAssetCount } from "../api/assets-api.ts";
import { formatNumber } from "../../../../lib/format.ts";
import type { BulkActionState, BulkRun } from "../hooks/use-bulk-action.ts";
import type { Selection } from "../hooks/use-selection.ts";
import { BulkChoice, useTargetName } from "./bulk-choice.tsx";
import { ProblemText } from "./problem-text.tsx";

type AssetFilterParams = Parameters<typeof useAssetCount>[0];

type BulkBarProps = {
  id: string;
  selection: Selection;
  bulk: BulkActionState;
  /** Assets matching the filters, on all pages (counted up to the API's cap). */
  total: number;
  /** More than `total` match: the exact number is asked for once something is selected. */
  totalCapped: boolean;
  filter: AssetFilterParams;
  /** Rows loaded and shown. */
  shown: number;
};

/** `3 s`, `2.4 s`: a duration in seconds, in the reader's language. */
function formatSeconds(milliseconds: number, language: string, digits: number) {
  const seconds = digits === 0 ? Math.floor(milliseconds / 1000) : milliseconds / 1000;
  return formatNumber(seconds, language, {
    style: "unit",
    unit: "second",
    unitDisplay: "short",
    maximumFractionDigits: digits,
  });
}

const panel =
  "mt-4 rounded-xl border border-blue-200 bg-blue-50 p-4 text-slate-900 dark:border-blue-900 dark:bg-slate-900 dark:text-slate-100";

/**
 * Above the table while rows are ticked: how many, "all N matching", and the bulk action.
 * The result of the last action stays here after the selection is cleared.
 */
export function BulkBar({ id, selection, bulk, shown, ...counted }: BulkBarProps) {
  const { t } = useTranslation();
  const selecting = selection.allMatching || selection.ids.size > 0;
  const exact = useAssetCount(counted.filter, counted.totalCapped && selecting);
  // Until the exact count arrives, "all matching" is not offered (total would understate it).
  const total = counted.totalCapped ? (exact.data?.total ?? 0) : counted.total;
  const count = selection.count(total);
  if (count === 0 && !bulk.result && !bulk.problem && !bulk.running) return null;
  return (
    <section
      aria-labelledby={`${id}-bulk-title`}
      aria-busy={bulk.running}
      className={panel}
      data-testid="bulk-bar"
    >
      <h2 id={`${id}-bulk-title`} className="sr-only">
        {t("assets.bulk.title")}
      </h2>
      {count > 0 ? <SelectionSummary {...{ selection, total, shown, count }} /> : null}
      {count > 0 && !bulk.confirming && !bulk.running ? <BulkChoice id={id} bulk={bulk} /> : null}
      {bulk.confirming ? <BulkConfirm bulk={bulk} count={count} /> : null}
      {bulk.current ? <BulkRunning id={id} run={bulk.current} /> : null}
      <BulkOutcome bulk={bulk} />
    </section>
  );
}

type SummaryProps = { selection: Selection; total: number; shown: number; count: number };

/** "3 assets selected", and the offer to take every matching asset instead. */
function SelectionSummary({ selection, total, shown, count }: SummaryProps) {
  const { t } = useTranslation();
  const allShown = !selection.allMatching && count === shown && total > shown;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <strong>
        {selection.allMatching
          ? t("assets.selection.allMatching", { count })
          : t("assets.selection.selected", { count })}
      </strong>
      {allShown ? (
        <button
          type="button"
          className="font-semibold text-blue-800 underline underline-offset-2 dark:text-blue-300"
          onClick={selection.selectAllMatching}
        >
          {t("assets.selection.selectAllMatching", { count: total })}
        </button>
      ) : null}
      <button
        type="button"
        className="font-semibold text-blue-800 underline underline-offset-2 dark:text-blue-300"
        onClick={selection.clear}
      >
        {t("assets.selection.clear")}
      </button>
    </p>
  );
}

/**
 * While the change runs: an indeterminate bar (one transaction has no truthful "n of N" to
 * report), how many assets it covers, and the seconds elapsed. Only the first line is a live
 * region; the ticking seconds are not announced every second.
 */
function BulkRunning({ id, run }: { id: string; run: BulkRun }) {
  const { t, i18n } = useTranslation();
  const elapsed = useElapsed(run.startedAt);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="bulk-running">
      <progress
        aria-labelledby={`${id}-running`}
        className="h-2 w-40 accent-blue-700 dark:accent-blue-400"
      />
      <span id={`${id}-running`} role="status">
        {t("assets.bulk.running", { count: run.count })}
      </span>
      <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
        {t("assets.bulk.elapsed", { time: formatSeconds(elapsed, i18n.language, 0) })}
      </span>
    </div>
  );
}

/** Milliseconds since `startedAt`, refreshed every second. */
function useElapsed(startedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, now - startedAt);
}

/** The confirm step: what will change, on how many assets. */
function BulkConfirm({ bulk, count }: { bulk: BulkActionState; count: number }) {
  const { t } = useTranslation();
  const targetName = useTargetName(bulk);
  const type = bulk.type;
  if (!type) return null;
  const question =
    type === "checkin" || type === "retire" || targetName !== null
      ? t(`assets.bulk.confirm.${type}`, { count, value: targetName ?? "" })
      : t(`assets.bulk.confirm.${type === "set_location" ? "clearLocation" : "clearCategory"}`, {
          count,
        });
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="bulk-confirm">
      <p className="font-medium">{question}</p>
      <button type="button" className={buttonClasses("primary")} onClick={() => bulk.run(count)}>
        {t("assets.bulk.confirmButton")}
      </button>
      <button type="button" className={buttonClasses("secondary")} onClick={bulk.cancel}>
        {t("assets.bulk.cancel")}
      </button>
    </div>
  );
}

function BulkOutcome({ bulk }: { bulk: BulkActionState }) {
  const { t, i18n } = useTranslation();
  if (!bulk.result && !bulk.problem) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {bulk.result ? (
        <p role="status" className="font-medium" data-testid="bulk-result">
          {t("assets.bulk.result", {
            changed: bulk.result.changed,
            unchanged: bulk.result.unchanged,
          })}
          {bulk.took === null ? null : (
            <span className="ms-2 font-normal text-slate-700 dark:text-slate-300">
              {t("assets.bulk.took", { time: formatSeconds(bulk.took, i18n.language, 1) })}
            </span>
          )}
        </p>
      ) : null}
      {bulk.problem ? (
        <p role="alert" className="font-medium text-red-800 dark:text-red-300">
          {t("assets.bulk.failed")} <ProblemText problem={bulk.problem} />
        </p>
      ) : null}
      <button type="button" className={buttonClasses("ghost", "px-2 py-1")} onClick={bulk.dismiss}>
        {t("assets.bulk.dismiss")}
      </button>
    </div>
  );
}
