import { policyStatuses, type PolicyStatus } from "@fleetward/contracts/workspace-policies";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { formatRelativeTime } from "../../../../lib/format.ts";
import { PolicyResultBadge } from "../../../../components/workspace/devices/device-badges.tsx";
import {
  cellClasses,
  headClasses,
  linkClasses,
  panelClasses,
  tableClasses,
  tbodyClasses,
  theadClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import { policyDevicesPage, usePolicyDevices, type PolicyDevices } from "../api/policies-api.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

const statusOf = (value: string | null): PolicyStatus | "" =>
  (policyStatuses as readonly string[]).includes(value ?? "") ? (value as PolicyStatus) : "";

/** The devices with a result for this policy, failing first; the result filter is in the address. */
export function PolicyDevicesPanel({ policyId }: { policyId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  // The cursors of the pages before this one (keyset paging): Previous pops, Next pushes.
  const [page, setPage] = useState<{ status: string; cursors: string[] }>({ status, cursors: [] });
  const cursors = page.status === status ? page.cursors : [];
  const devices = usePolicyDevices(policyId, status, cursors.at(-1));
  const setStatus = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set("status", next);
    else updated.delete("status");
    setParams(updated, { replace: true });
  };
  return (
    <section aria-labelledby={`${id}-title`} className={`${panelClasses} space-y-4`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("devices.policies.devices")}
        </h2>
        <div className="w-48">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium">
            {t("devices.policies.statusFilter")}
          </label>
          <select
            id={`${id}-status`}
            className={fieldClasses}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">{t("devices.policies.anyResult")}</option>
            {policyStatuses.map((choice) => (
              <option key={choice} value={choice}>
                {t(`devices.results.${choice}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LoadState query={devices}>
        {(data) => (
          <ResultsTable
            data={data}
            before={cursors.length * policyDevicesPage}
            onPrevious={() => setPage({ status, cursors: cursors.slice(0, -1) })}
            onNext={(cursor) => setPage({ status, cursors: [...cursors, cursor] })}
          />
        )}
      </LoadState>
    </section>
  );
}

type PagerProps = {
  /** How many rows the pages before this one showed. */
  before: number;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
};

function ResultsTable(props: PagerProps & { data: PolicyDevices }) {
  const { t, i18n } = useTranslation();
  const { data } = props;
  if (data.items.length === 0) {
    return <p className="text-slate-600 dark:text-slate-300">{t("devices.policies.noDevices")}</p>;
  }
  const columns = [
    t("devices.list.hostname"),
    t("devices.list.platform"),
    t("devices.policies.statusFilter"),
    t("devices.policies.checked"),
    t("devices.policies.error"),
  ];
  return (
    <>
      <div className="overflow-x-auto">
        <table className={tableClasses} data-testid="policy-devices">
          <caption className="sr-only">{t("devices.policies.devicesCaption")}</caption>
          <thead className={theadClasses}>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={headClasses}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={tbodyClasses}>
            {data.items.map((result) => (
              <tr key={result.device_id}>
                <th scope="row" className={`${cellClasses} text-start`}>
                  <Link to={workspacePaths.device(result.device_id)} className={linkClasses}>
                    <span dir="ltr">{result.hostname}</span>
                  </Link>
                </th>
                <td className={cellClasses}>{result.platform}</td>
                <td className={cellClasses}>
                  <PolicyResultBadge status={result.status} />
                </td>
                <td className={cellClasses}>
                  {formatRelativeTime(result.checked_at, i18n.language)}
                </td>
                <td className={cellClasses}>
                  {result.error ? <code dir="ltr">{result.error}</code> : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <KeysetPager
        total={data.total}
        shown={data.items.length}
        nextCursor={data.next_cursor}
        before={props.before}
        onPrevious={props.onPrevious}
        onNext={props.onNext}
      />
    </>
  );
}

function KeysetPager(
  props: PagerProps & { total: number; shown: number; nextCursor: string | null },
) {
  const { t } = useTranslation();
  const { before, nextCursor, onNext } = props;
  return (
    <nav
      aria-label={t("devices.list.pagination")}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {t("devices.policies.more", { shown: before + props.shown, count: props.total })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={before === 0}
          onClick={props.onPrevious}
        >
          {t("devices.list.previous")}
        </button>
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={!nextCursor}
          onClick={() => nextCursor && onNext(nextCursor)}
        >
          {t("devices.list.next")}
        </button>
      </div>
    </nav>
  );
}
