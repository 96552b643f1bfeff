import { trialStatuses, type TrialStatus } from "@fleetward/contracts/trials";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { requireSession } from "../../../../lib/auth/require-session.ts";
import { useAdminTrials, type TrialFilter } from "../api/admin-trials-api.ts";
import { TrialDetail } from "../components/trial-detail.tsx";
import { TrialFilters } from "../components/trial-filters.tsx";
import { formatDate } from "../../../../lib/format.ts";
import { isTwoStepRefusal } from "../../../../lib/auth/two-step.ts";

/** Signed-in only; the page itself answers 403 to anyone but an operator. */
export const clientMiddleware = [requireSession];

const isStatus = (value: string | null): value is TrialStatus =>
  (trialStatuses as readonly string[]).includes(value ?? "");

function filterFrom(params: URLSearchParams): TrialFilter {
  const status = params.get("status");
  const page = Number(params.get("page") ?? "1");
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(params.get("q") ? { q: params.get("q") ?? "" } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function Console() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const selected = params.get("id");
  const list = useAdminTrials(filter);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  const date = (iso: string | null) =>
    iso ? formatDate(iso, i18n.language, { dateStyle: "medium" }) : "—";

  const change = (next: Record<string, string | null>) => {
    const updated = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) updated.set(name, value);
      else updated.delete(name);
    }
    setParams(updated);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <TrialFilters filter={filter} onChange={change} />

      {list.isError ? (
        <p role="alert">
          {isTwoStepRefusal(list.error) ? (
            <Trans
              i18nKey="secondFactors.operatorConsole"
              components={{ a: <Link to="/user-setting" className="font-semibold underline" /> }}
            />
          ) : (
            t("admin.loadFailed")
          )}
        </p>
      ) : null}
      {list.data ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("admin.table.caption")}</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                {(["company", "app", "contact", "status", "requested", "expires"] as const).map(
                  (column) => (
                    <th key={column} scope="col" className="px-4 py-3 text-start font-semibold">
                      {t(`admin.table.${column}`)}
                    </th>
                  ),
                )}
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{t("admin.view")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((trial) => (
                <tr
                  key={trial.id}
                  className="border-t border-slate-200 dark:border-slate-800"
                  aria-selected={trial.id === selected}
                >
                  <td className="px-4 py-3 font-medium text-slate-900 dark:text-white">
                    {trial.company_name}
                  </td>
                  <td className="px-4 py-3">
                    {trial.app_name}
                    <br />
                    <span className="font-mono text-xs">{trial.app_domain}</span>
                  </td>
                  <td className="px-4 py-3">
                    {trial.contact_name}
                    <br />
                    <span className="text-xs">{trial.requester_email}</span>
                  </td>
                  <td className="px-4 py-3">{t(`trial.status.${trial.status}`)}</td>
                  <td className="px-4 py-3">{date(trial.requested_at)}</td>
                  <td className="px-4 py-3">{date(trial.expires_at)}</td>
                  <td className="px-4 py-3 text-end">
                    <button
                      type="button"
                      onClick={() => change({ id: trial.id })}
                      className={buttonClasses("ghost")}
                      aria-label={`${t("admin.view")}: ${trial.company_name}`}
                    >
                      {t("admin.view")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.items.length === 0 ? <p className="p-4">{t("admin.empty")}</p> : null}
        </div>
      ) : null}
      {list.data && pages > 1 ? (
        <nav aria-label={t("admin.pagination")} className="flex items-center gap-3">
          <button
            type="button"
            disabled={filter.page <= 1}
            onClick={() => change({ page: String(filter.page - 1) })}
            className={buttonClasses("secondary")}
          >
            {t("admin.previous")}
          </button>
          <span>{t("admin.page", { page: filter.page, pages })}</span>
          <button
            type="button"
            disabled={filter.page >= pages}
            onClick={() => change({ page: String(filter.page + 1) })}
            className={buttonClasses("secondary")}
          >
            {t("admin.next")}
          </button>
        </nav>
      ) : null}
      {selected ? <TrialDetail trialId={selected} onClose={() => change({ id: null })} /> : null}
    </div>
  );
}

export default function AdminTrialsPage() {
  const { t } = useTranslation();
  const { role } = useAuthSession();
  return (
    <div data-page="admin-trials">
      <PageMeta title={t("admin.title")} description={t("admin.description")} />
      <PageHeader eyebrow={t("admin.eyebrow")} title={t("admin.title")} lead={t("admin.lead")} />
      {role === "operator" ? (
        <Console />
      ) : (
        <p role="alert" className="mx-auto max-w-6xl px-4 py-10 text-lg sm:px-6">
          {t("admin.forbidden")}
        </p>
      )}
    </div>
  );
}
