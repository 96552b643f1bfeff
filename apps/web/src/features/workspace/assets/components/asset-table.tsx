import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import type { Asset, AssetStatus } from "../api/workspace-api.ts";

const statusTone: Record<AssetStatus, string> = {
  in_use: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  in_stock: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  in_repair: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  retired: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

const columns = [
  "name",
  "category",
  "serialNumber",
  "status",
  "assignedTo",
  "location",
  "warrantyEnd",
] as const;

const headClasses = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide";
const cellClasses = "px-3 py-3 align-top";

type RowActions = {
  /** No edit or retire buttons when the workspace is read-only. */
  readOnly: boolean;
  onEdit: (asset: Asset) => void;
  onRetire: (asset: Asset) => void;
};

/** One page of the register as a table, one row per asset. */
export function AssetTable({ assets, ...actions }: RowActions & { assets: Asset[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{t("workspace.register.title")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headClasses}>
                {t(`workspace.fields.${column}`)}
              </th>
            ))}
            {!actions.readOnly ? (
              <th scope="col" className={headClasses}>
                <span className="sr-only">{t("workspace.register.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {assets.map((asset) => (
            <AssetRow key={asset.id} asset={asset} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AssetRow({ asset, ...actions }: RowActions & { asset: Asset }) {
  const { t } = useTranslation();
  return (
    <tr data-testid="asset-row">
      <th scope="row" className={`${cellClasses} text-start font-medium`}>
        <span className="text-slate-900 dark:text-white">{asset.name}</span>
        {asset.model ? (
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            {asset.model}
          </span>
        ) : null}
        {asset.is_sample ? (
          <span className="mt-1 inline-block rounded bg-violet-100 px-1.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-200">
            {t("workspace.register.sample")}
          </span>
        ) : null}
      </th>
      <td className={cellClasses}>{asset.category_name ?? "—"}</td>
      <td className={cellClasses} dir="ltr">
        {asset.serial_number ?? "—"}
      </td>
      <td className={cellClasses}>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTone[asset.status]}`}
        >
          {t(`workspace.status.${asset.status}`)}
        </span>
      </td>
      <td className={cellClasses}>{asset.assigned_to ?? "—"}</td>
      <td className={cellClasses}>{asset.location_name ?? "—"}</td>
      <td className={cellClasses} dir="ltr">
        {asset.warranty_end ?? "—"}
      </td>
      {!actions.readOnly ? <AssetRowActions asset={asset} {...actions} /> : null}
    </tr>
  );
}

function AssetRowActions({ asset, onEdit, onRetire }: RowActions & { asset: Asset }) {
  const { t } = useTranslation();
  return (
    <td className={`${cellClasses} whitespace-nowrap text-end`}>
      <button
        type="button"
        className={buttonClasses("ghost", "px-2 py-1")}
        onClick={() => onEdit(asset)}
        aria-label={t("workspace.register.editNamed", { name: asset.name })}
      >
        {t("workspace.register.edit")}
      </button>
      {asset.status !== "retired" ? (
        <button
          type="button"
          className={buttonClasses("ghost", "px-2 py-1")}
          onClick={() => onRetire(asset)}
          aria-label={t("workspace.register.retireNamed", { name: asset.name })}
        >
          {t("workspace.register.retire")}
        </button>
      ) : null}
    </td>
  );
}
