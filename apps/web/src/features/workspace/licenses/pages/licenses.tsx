import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { ExportButtons } from "../../../../components/workspace/export-buttons.tsx";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { LicenseForm } from "../components/license-form.tsx";
import { LicenseTable } from "../components/license-table.tsx";
import { LicensesFrame } from "../components/licenses-frame.tsx";
import { useLicenseList, type LicenseList, type LicenseSort } from "../hooks/use-license-list.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/** The sorts offered: by name, by expiry, by seats in use. */
const sortChoices = [
  "name",
  "-name",
  "expires_on",
  "-expires_on",
  "-seats_used",
  "seats_used",
] as const satisfies readonly LicenseSort[];
const expiringChoices = ["30", "90", "365"] as const;

/** The workspace's software licences: seats used of seats bought, and when each expires. */
export default function LicensesPage() {
  const { t } = useTranslation();
  return (
    <LicensesFrame title={t("licenses.nav")} description={t("licenses.meta.description")}>
      {({ canEdit }) => <LicenseListSection canEdit={canEdit} />}
    </LicensesFrame>
  );
}

function LicenseListSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLicenseList();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="licenses-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="licenses-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("licenses.list.title")}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("licenses.list.lead")}</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <ExportButtons
            kind="licenses"
            query={{
              q: list.filters.q,
              sort: list.filters.sort,
              expiring_within_days: list.filters.expiring,
            }}
          />
          {canEdit ? (
            <button
              type="button"
              className={buttonClasses("primary")}
              onClick={() => setAdding(true)}
            >
              {t("licenses.list.add")}
            </button>
          ) : null}
        </div>
      </div>
      <LicenseFilters list={list} />
      <LicenseResults list={list} />
      {canEdit ? (
        <LicenseForm
          license={null}
          open={adding}
          onClose={() => setAdding(false)}
          onSaved={(saved) => void navigate(workspacePaths.license(saved.id))}
        />
      ) : null}
    </section>
  );
}

function LicenseFilters({ list }: { list: LicenseList }) {
  const { t } = useTranslation();
  const id = useId();
  const { filters, setFilter } = list;
  return (
    <div
      role="search"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          {t("licenses.list.search")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={fieldClasses}
          placeholder={t("licenses.list.searchPlaceholder")}
          value={filters.q}
          maxLength={200}
          onChange={(event) => setFilter("q", event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-expiring`} className="block text-sm font-medium">
          {t("licenses.list.expiring")}
        </label>
        <select
          id={`${id}-expiring`}
          className={fieldClasses}
          value={filters.expiring}
          onChange={(event) => setFilter("expiring", event.target.value)}
        >
          <option value="">{t("licenses.list.expiringAny")}</option>
          {expiringChoices.map((days) => (
            <option key={days} value={days}>
              {t("licenses.list.expiringWithin", { count: Number(days) })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium">
          {t("licenses.list.sort")}
        </label>
        <select
          id={`${id}-sort`}
          className={fieldClasses}
          value={filters.sort}
          onChange={(event) => setFilter("sort", event.target.value as LicenseSort)}
        >
          {sortChoices.map((sort) => (
            <option key={sort} value={sort}>
              {t(`licenses.list.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function LicenseResults({ list }: { list: LicenseList }) {
  const { t } = useTranslation();
  const { licenses } = list;
  if (licenses.isPending) return <LoadingState />;
  if (licenses.isError) {
    return (
      <LoadError title={t("licenses.list.loadFailed")} onRetry={() => void licenses.refetch()} />
    );
  }
  const { items, total } = licenses.data;
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
        {list.filtered ? t("licenses.list.noMatches") : t("licenses.list.empty")}
      </p>
    );
  }
  return (
    <>
      <LicenseTable licenses={items} />
      <nav
        aria-label={t("licenses.list.pagination")}
        className="flex flex-wrap items-center justify-between gap-3"
      >
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {t("licenses.list.pageTotal", { page: list.page, count: total })}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClasses("secondary")}
            disabled={!list.previous}
            onClick={() => list.previous?.()}
          >
            {t("licenses.list.previous")}
          </button>
          <button
            type="button"
            className={buttonClasses("secondary")}
            disabled={!list.next}
            onClick={() => list.next?.()}
          >
            {t("licenses.list.next")}
          </button>
        </div>
      </nav>
    </>
  );
}
