import type { AssetSort } from "@fleetward/contracts/workspace-assets";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import type { Asset } from "../api/assets-api.ts";
import type { useAssetList } from "../api/assets-api.ts";
import type { Selection } from "../hooks/use-selection.ts";
import { formatNumber } from "../../../../lib/format.ts";
import type { AssetColumn } from "../lib/asset-columns.ts";
import { formatAssetTotal } from "../lib/asset-total.ts";
import { useNarrowScreen } from "../../../../hooks/use-narrow-screen.ts";
import { AssetCards } from "./asset-cards.tsx";
import { AssetTable } from "./asset-table.tsx";

type RegisterResultsProps = {
  list: ReturnType<typeof useAssetList>;
  assets: Asset[];
  columns: AssetColumn[];
  sort: AssetSort;
  onSort: (sort: AssetSort) => void;
  selection: Selection | null;
  filtered: boolean;
  onClearFilters: () => void;
};

/** What the register shows for the current filters: loading, a failure, nothing, or the rows. */
export function RegisterResults({
  list,
  assets,
  filtered,
  onClearFilters,
  ...table
}: RegisterResultsProps) {
  const { t } = useTranslation();
  // A phone gets cards instead of the table's columns (ADR 0044).
  const narrow = useNarrowScreen();
  return (
    <div className="mt-4" aria-busy={list.isFetching && !list.isFetchingNextPage}>
      {list.isPending ? (
        <p role="status" className="py-12 text-center text-slate-600 dark:text-slate-300">
          {t("common.loading")}
        </p>
      ) : list.isError && assets.length === 0 ? (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p>{t("assets.register.loadFailed")}</p>
          <button
            type="button"
            className={buttonClasses("secondary", "mt-3")}
            onClick={() => void list.refetch()}
          >
            {t("errors.tryAgain")}
          </button>
        </div>
      ) : assets.length === 0 ? (
        <NoAssets filtered={filtered} onClear={onClearFilters} />
      ) : (
        <>
          {narrow ? (
            <AssetCards assets={assets} selection={table.selection} />
          ) : (
            <AssetTable assets={assets} {...table} />
          )}
          <LoadMore list={list} shown={assets.length} />
        </>
      )}
    </div>
  );
}

/** An empty register, or no match for the filters (with a way to clear them). */
function NoAssets({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <p className="font-semibold text-slate-900 dark:text-white">
        {filtered ? t("assets.register.noMatches") : t("assets.register.empty")}
      </p>
      {filtered ? (
        <button type="button" className={buttonClasses("secondary", "mt-4")} onClick={onClear}>
          {t("assets.register.clearFilters")}
        </button>
      ) : null}
    </div>
  );
}

/** "Showing 25 of 142" and the next page after the last row shown (keyset paging). */
function LoadMore({ list, shown }: { list: ReturnType<typeof useAssetList>; shown: number }) {
  const { t, i18n } = useTranslation();
  const first = list.data?.pages[0];
  return (
    <nav
      aria-label={t("assets.register.paging")}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="register-showing">
        {t("assets.register.showing", {
          shown: formatNumber(shown, i18n.language),
          total: first
            ? formatAssetTotal(first, i18n.language)
            : formatNumber(shown, i18n.language),
        })}
      </p>
      {list.hasNextPage ? (
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage
            ? t("assets.register.loadingMore")
            : t("assets.register.loadMore")}
        </button>
      ) : null}
    </nav>
  );
}
