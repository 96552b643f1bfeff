import type { AssetSort, AssetSortKey } from "@fleetward/contracts/workspace-assets";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Asset } from "../api/assets-api.ts";
import type { Selection } from "../hooks/use-selection.ts";
import { sortKeyOf, type AssetColumn } from "../lib/asset-columns.ts";
import { ariaSortOf, nextSort } from "../lib/register-params.ts";
import { OverdueBadge, RetiredBadge, SampleBadge } from "./asset-badges.tsx";
import { AssetCell } from "./asset-cells.tsx";
import { useColumnLabel } from "./column-chooser.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

const headClasses = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide";

type AssetTableProps = {
  assets: Asset[];
  columns: AssetColumn[];
  sort: AssetSort;
  onSort: (sort: AssetSort) => void;
  /** Null when the register is read-only: no checkboxes. */
  selection: Selection | null;
};

/** The loaded rows of the register: the name (a link to the asset) and the chosen columns. */
export function AssetTable({ assets, columns, sort, onSort, selection }: AssetTableProps) {
  const { t } = useTranslation();
  const label = useColumnLabel();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{t("assets.register.title")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-3 py-2">
                <SelectShown assets={assets} selection={selection} />
              </th>
            ) : null}
            <SortHeader sortKey="name" label={t("assets.fields.name")} {...{ sort, onSort }} />
            {columns.map((column) => {
              const key = sortKeyOf(column);
              return key ? (
                <SortHeader
                  key={column}
                  sortKey={key}
                  label={label(column)}
                  {...{ sort, onSort }}
                />
              ) : (
                <th key={column} scope="col" className={headClasses}>
                  {label(column)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {assets.map((asset) => (
            <AssetRow key={asset.id} asset={asset} columns={columns} selection={selection} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type SortHeaderProps = {
  sortKey: AssetSortKey;
  label: string;
  sort: AssetSort;
  onSort: (sort: AssetSort) => void;
};

/** A header that sorts by its column; aria-sort marks the one column the rows are sorted by. */
function SortHeader({ sortKey, label, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const state = ariaSortOf(sort, sortKey);
  return (
    <th scope="col" aria-sort={state === "none" ? undefined : state} className={headClasses}>
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded whitespace-nowrap uppercase hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-white"
        onClick={() => onSort(nextSort(sort, sortKey))}
        title={t("assets.register.sortBy", { column: label })}
      >
        {label}
        <span aria-hidden="true" className={state === "none" ? "opacity-40" : ""}>
          {state === "ascending" ? "▲" : state === "descending" ? "▼" : "↕"}
        </span>
      </button>
    </th>
  );
}

/** The header's box: ticks every row shown; half-ticked when only some are. */
export function SelectShown({ assets, selection }: { assets: Asset[]; selection: Selection }) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const ticked = assets.filter((asset) => selection.isSelected(asset.id)).length;
  const all = assets.length > 0 && ticked === assets.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-4 accent-blue-700 dark:accent-blue-400"
      aria-label={t("assets.selection.selectShown")}
      checked={all}
      onChange={(event) =>
        selection.setShown(
          assets.map((asset) => asset.id),
          event.target.checked,
        )
      }
    />
  );
}

type RowProps = { asset: Asset; columns: AssetColumn[]; selection: Selection | null };

function AssetRow({ asset, columns, selection }: RowProps) {
  const { t } = useTranslation();
  return (
    <tr
      data-testid="asset-row"
      className={asset.retired_at ? "text-slate-600 dark:text-slate-400" : ""}
    >
      {selection ? (
        <td className="px-3 py-3 align-top">
          <input
            type="checkbox"
            className="size-4 accent-blue-700 dark:accent-blue-400"
            aria-label={t("assets.selection.selectRow", { name: asset.name })}
            checked={selection.isSelected(asset.id)}
            disabled={selection.allMatching}
            onChange={() => selection.toggle(asset.id)}
          />
        </td>
      ) : null}
      <th scope="row" className="min-w-40 px-3 py-3 text-start align-top font-medium">
        <Link
          to={workspacePaths.asset(asset.id)}
          className="text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
        >
          {asset.name}
        </Link>
        <span className="mt-1 flex flex-wrap gap-1">
          {asset.is_sample ? <SampleBadge /> : null}
          {asset.retired_at ? <RetiredBadge /> : null}
          {asset.overdue && !columns.includes("expected_checkin") ? <OverdueBadge /> : null}
        </span>
      </th>
      {columns.map((column) => (
        <AssetCell key={column} asset={asset} column={column} />
      ))}
    </tr>
  );
}
