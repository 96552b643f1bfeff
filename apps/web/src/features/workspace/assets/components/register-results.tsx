import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import type { Asset } from "../api/workspace-api.ts";
import { pageSize, type AssetRegisterQuery } from "../hooks/use-asset-register.ts";
import { AssetTable } from "./asset-table.tsx";

type RegisterResultsProps = {
  query: AssetRegisterQuery;
  readOnly: boolean;
  onEdit: (asset: Asset) => void;
  onRetire: (asset: Asset) => void;
};

/** What the register shows for the current filters: loading, a failure, nothing, or the table. */
export function RegisterResults({ query, ...rowActions }: RegisterResultsProps) {
  const { t } = useTranslation();
  const { assets } = query;
  const data = assets.data;
  return (
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
        <NoAssets filtered={query.filtered} onClear={query.clearFilters} />
      ) : data ? (
        <AssetTable assets={data.items} {...rowActions} />
      ) : null}
    </div>
  );
}

/** An empty register, or no match for the filters (with a way to clear them). */
function NoAssets({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <p className="font-semibold text-slate-900 dark:text-white">
        {filtered ? t("workspace.register.noMatches") : t("workspace.register.empty")}
      </p>
      {filtered ? (
        <button type="button" className={buttonClasses("secondary", "mt-4")} onClick={onClear}>
          {t("workspace.register.clearFilters")}
        </button>
      ) : null}
    </div>
  );
}

/** Previous / next, shown only when the register has more than one page. */
export function RegisterPagination({ query }: { query: AssetRegisterQuery }) {
  const { t } = useTranslation();
  const { page, pages, setPage } = query;
  const total = query.assets.data?.total ?? 0;
  if (total <= pageSize) return null;
  return (
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
        {t("workspace.register.pageOf", { page, pages, total })}
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
  );
}
