import { assetStatuses, type AssetListParams } from "@fleetward/contracts/workspaces";
import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useAssets,
  useCategories,
  useLocations,
  useRemoveSamples,
  useRetireAsset,
  type Asset,
  type AssetStatus,
  type WorkspaceSummary,
} from "../api/workspace-api.ts";
import { AssetForm } from "./asset-form.tsx";

const pageSize = 25;

const statusTone: Record<AssetStatus, string> = {
  in_use: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  in_stock: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  in_repair: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  retired: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

type Filters = Required<Pick<AssetListParams, "q" | "category_id" | "location_id">> & {
  status: AssetStatus | "";
};

const noFilters: Filters = { q: "", status: "", category_id: "", location_id: "" };

type RegisterProps = { summary: WorkspaceSummary; canEdit: boolean };
/** The asset register: search, filters, the table, and the actions the trial and role allow. */
export function AssetRegister({ summary, canEdit }: RegisterProps) {
  const { t } = useTranslation();
  const id = useId();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ asset: Asset | null } | null>(null);
  // Typing in the search box should not fire a request per keystroke while React is busy.
  const search = useDeferredValue(filters.q);
  const assets = useAssets({
    ...filters,
    q: search,
    status: filters.status || undefined,
    page,
    page_size: pageSize,
  });
  const categories = useCategories();
  const locations = useLocations();
  const retire = useRetireAsset();
  const removeSamples = useRemoveSamples();
  const readOnly = summary.read_only || !canEdit; // a viewer gets no controls (the API refuses too)

  const setFilter = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  async function handleRetire(asset: Asset) {
    if (!window.confirm(t("workspace.register.retireConfirm", { name: asset.name }))) return;
    try {
      await retire.mutateAsync(asset.id);
      showNotice({ kind: "success", title: t("workspace.register.retired", { name: asset.name }) });
    } catch (error) {
      notifyFailure(error, t);
    }
  }

  async function handleRemoveSamples() {
    if (!window.confirm(t("workspace.register.removeSamplesConfirm"))) return;
    try {
      const { removed } = await removeSamples.mutateAsync();
      showNotice({
        kind: "success",
        title: t("workspace.register.samplesRemoved", { count: removed }),
      });
    } catch (error) {
      notifyFailure(error, t);
    }
  }

  const data = assets.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("workspace.register.title")}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("workspace.register.lead")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!readOnly && data && data.sample_count > 0 ? (
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => void handleRemoveSamples()}
              disabled={removeSamples.isPending}
            >
              {t("workspace.register.removeSamples", { count: data.sample_count })}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClasses("secondary")}
            disabled
            aria-describedby={`${id}-export-reason`}
          >
            {t("workspace.register.export")}
          </button>
          {!readOnly ? (
            <button
              type="button"
              className={buttonClasses("primary")}
              onClick={() => setEditing({ asset: null })}
            >
              {t("workspace.register.add")}
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-export-reason`} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {summary.trial.status === "upgraded"
          ? t("workspace.register.exportLater")
          : t("workspace.register.exportDisabled")}
      </p>

      <div
        role="search"
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-medium">
            {t("workspace.register.search")}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={fieldClasses}
            placeholder={t("workspace.register.searchPlaceholder")}
            value={filters.q}
            maxLength={200}
            onChange={(event) => setFilter("q", event.target.value)}
          />
        </div>
        <FilterSelect
          id={`${id}-status`}
          label={t("workspace.fields.status")}
          value={filters.status}
          onChange={(value) => setFilter("status", value)}
          options={assetStatuses.map((status) => ({
            id: status,
            name: t(`workspace.status.${status}`),
          }))}
        />
        <FilterSelect
          id={`${id}-category`}
          label={t("workspace.fields.category")}
          value={filters.category_id}
          onChange={(value) => setFilter("category_id", value)}
          options={categories.data ?? []}
        />
        <FilterSelect
          id={`${id}-location`}
          label={t("workspace.fields.location")}
          value={filters.location_id}
          onChange={(value) => setFilter("location_id", value)}
          options={locations.data ?? []}
        />
      </div>

      <div className="mt-6" aria-live="polite" aria-busy={assets.isFetching}>
        {assets.isPending ? (
          <p role="status" className="py-12 text-center text-slate-600 dark:text-slate-300">
            {t("common.loading")}
          </p>
        ) : assets.isError ? (
          <div
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <p>{t("workspace.register.loadFailed")}</p>
            <button
              type="button"
              className={buttonClasses("secondary", "mt-3")}
              onClick={() => void assets.refetch()}
            >
              {t("errors.tryAgain")}
            </button>
          </div>
        ) : data && data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <p className="font-semibold text-slate-900 dark:text-white">
              {filtered ? t("workspace.register.noMatches") : t("workspace.register.empty")}
            </p>
            {filtered ? (
              <button
                type="button"
                className={buttonClasses("secondary", "mt-4")}
                onClick={() => {
                  setFilters(noFilters);
                  setPage(1);
                }}
              >
                {t("workspace.register.clearFilters")}
              </button>
            ) : null}
          </div>
        ) : data ? (
          <AssetTable
            assets={data.items}
            readOnly={readOnly}
            onEdit={(asset) => setEditing({ asset })}
            onRetire={(asset) => void handleRetire(asset)}
          />
        ) : null}
      </div>

      {data && data.total > pageSize ? (
        <nav
          aria-label={t("workspace.register.pagination")}
          className="mt-4 flex items-center justify-between gap-3"
        >
          <button
            type="button"
            className={buttonClasses("secondary")}
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            {t("workspace.register.previous")}
          </button>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("workspace.register.pageOf", { page, pages, total: data.total })}
          </p>
          <button
            type="button"
            className={buttonClasses("secondary")}
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            {t("workspace.register.next")}
          </button>
        </nav>
      ) : null}

      {!readOnly ? (
        <AssetForm
          open={editing !== null}
          asset={editing?.asset ?? null}
          categories={categories.data ?? []}
          locations={locations.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        className={fieldClasses}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{t("workspace.register.all")}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function AssetTable(props: {
  assets: Asset[];
  readOnly: boolean;
  onEdit: (asset: Asset) => void;
  onRetire: (asset: Asset) => void;
}) {
  const { t } = useTranslation();
  const head = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide";
  const cell = "px-3 py-3 align-top";
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{t("workspace.register.title")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className={head}>
              {t("workspace.fields.name")}
            </th>
            <th scope="col" className={head}>
              {t("workspace.fields.category")}
            </th>
            <th scope="col" className={head}>
              {t("workspace.fields.serialNumber")}
            </th>
            <th scope="col" className={head}>
              {t("workspace.fields.status")}
            </th>
            <th scope="col" className={head}>
              {t("workspace.fields.assignedTo")}
            </th>
            <th scope="col" className={head}>
              {t("workspace.fields.location")}
            </th>
            <th scope="col" className={head}>
              {t("workspace.fields.warrantyEnd")}
            </th>
            {!props.readOnly ? (
              <th scope="col" className={head}>
                <span className="sr-only">{t("workspace.register.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {props.assets.map((asset) => (
            <tr key={asset.id} data-testid="asset-row">
              <th scope="row" className={`${cell} text-start font-medium`}>
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
              <td className={cell}>{asset.category_name ?? "—"}</td>
              <td className={cell} dir="ltr">
                {asset.serial_number ?? "—"}
              </td>
              <td className={cell}>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTone[asset.status]}`}
                >
                  {t(`workspace.status.${asset.status}`)}
                </span>
              </td>
              <td className={cell}>{asset.assigned_to ?? "—"}</td>
              <td className={cell}>{asset.location_name ?? "—"}</td>
              <td className={cell} dir="ltr">
                {asset.warranty_end ?? "—"}
              </td>
              {!props.readOnly ? (
                <td className={`${cell} whitespace-nowrap text-end`}>
                  <button
                    type="button"
                    className={buttonClasses("ghost", "px-2 py-1")}
                    onClick={() => props.onEdit(asset)}
                    aria-label={t("workspace.register.editNamed", { name: asset.name })}
                  >
                    {t("workspace.register.edit")}
                  </button>
                  {asset.status !== "retired" ? (
                    <button
                      type="button"
                      className={buttonClasses("ghost", "px-2 py-1")}
                      onClick={() => props.onRetire(asset)}
                      aria-label={t("workspace.register.retireNamed", { name: asset.name })}
                    >
                      {t("workspace.register.retire")}
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
