import { useTranslation } from "react-i18next";
import { LoadState } from "../../../../components/load-state.tsx";
import { formatDate, formatNumber } from "../../../../lib/format.ts";
import { useHeldAssets, type HeldAsset } from "../api/people-api.ts";

const headClasses = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide";
const cellClasses = "px-3 py-2 align-top";

/** The assets checked out to a person, with when they went out and when they are due back. */
export function HeldAssets({ personId, labelledBy }: { personId: string; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const held = useHeldAssets(personId);
  return (
    <LoadState query={held}>
      {(page) =>
        page.items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("register.people.holds.none")}
          </p>
        ) : (
          <>
            <HeldTable items={page.items} labelledBy={labelledBy} />
            {page.total > page.items.length ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                {t("register.people.list.count", {
                  shown: formatNumber(page.items.length, i18n.language),
                  total: formatNumber(page.total, i18n.language),
                })}
              </p>
            ) : null}
          </>
        )
      }
    </LoadState>
  );
}

function HeldTable({ items, labelledBy }: { items: HeldAsset[]; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full text-sm" aria-labelledby={labelledBy}>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {(["assetTag", "name", "model", "checkedOut", "dueBack"] as const).map((key) => (
              <th key={key} scope="col" className={headClasses}>
                {t(`register.people.holds.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((asset) => (
            <HeldRow key={asset.id} asset={asset} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeldRow({ asset }: { asset: HeldAsset }) {
  const { t, i18n } = useTranslation();
  // A bare date (the due day) is read in UTC, so no reader sees the day before.
  const day = (iso: string | null | undefined) =>
    iso
      ? formatDate(iso, i18n.language, {
          dateStyle: "medium",
          ...(iso.length === 10 && { timeZone: "UTC" }),
        })
      : "—";
  // Due back before today: said in words, not only by colour.
  const overdue =
    asset.overdue ??
    Boolean(
      asset.expected_checkin && asset.expected_checkin < new Date().toISOString().slice(0, 10),
    );
  return (
    <tr data-testid="held-asset">
      <td className={cellClasses} dir="ltr">
        {asset.asset_tag ?? "—"}
      </td>
      <th scope="row" className={`${cellClasses} text-start font-medium`}>
        {asset.name}
      </th>
      <td className={cellClasses}>{asset.model_name ?? "—"}</td>
      <td className={cellClasses}>{day(asset.checked_out_at)}</td>
      <td className={cellClasses}>
        {day(asset.expected_checkin)}
        {overdue ? (
          <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            {t("register.people.holds.overdue")}
          </span>
        ) : null}
      </td>
    </tr>
  );
}
