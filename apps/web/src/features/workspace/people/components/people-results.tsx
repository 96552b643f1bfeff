import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { formatNumber } from "../../../../lib/format.ts";
import type { PeopleSearchState } from "../hooks/use-people-search.ts";
import { PeopleTable } from "./people-table.tsx";

/** What the list shows for the current search: loading, a failure, nothing, or the table. */
export function PeopleResults({ state }: { state: PeopleSearchState }) {
  const { t, i18n } = useTranslation();
  const { list } = state;
  if (list.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600 dark:text-slate-300">
        {t("common.loading")}
      </p>
    );
  }
  if (list.isError) {
    return (
      <div
        role="alert"
        className="mt-6 rounded-xl border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p>{t("register.people.list.loadFailed")}</p>
        <button
          type="button"
          className={buttonClasses("secondary", "mt-3")}
          onClick={() => void list.refetch()}
        >
          {t("errors.tryAgain")}
        </button>
      </div>
    );
  }
  const people = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.total ?? 0;
  const count = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {t("register.people.list.count", {
          count: total,
          shown: count(people.length),
          total: count(total),
        })}
      </p>
      {people.length === 0 ? (
        <NoPeople filtered={state.filtered} onClear={state.clearFilters} />
      ) : (
        <PeopleTable people={people} sort={state.search.sort} onSort={state.sortBy} />
      )}
      {list.hasNextPage ? (
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t("common.loading") : t("register.people.list.loadMore")}
        </button>
      ) : null}
    </div>
  );
}

/** Nobody yet, or nobody matching (with a way to clear the filters). */
function NoPeople({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <p className="font-semibold text-slate-900 dark:text-white">
        {filtered ? t("register.people.list.noMatches") : t("register.people.list.empty")}
      </p>
      {filtered ? (
        <button type="button" className={buttonClasses("secondary", "mt-4")} onClick={onClear}>
          {t("register.people.list.clearFilters")}
        </button>
      ) : null}
    </div>
  );
}
