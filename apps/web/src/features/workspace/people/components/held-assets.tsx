import type { Asset } from "@fleetward/contracts/workspace-assets";
import type { HeldSeat } from "@fleetward/contracts/workspace-licenses";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadState } from "../../../../components/load-state.tsx";
import { formatDate } from "../../../../lib/format.ts";
import { useHoldings } from "../api/people-api.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

const headClasses = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide";
const cellClasses = "px-3 py-2 align-top";
const linkClasses =
  "font-medium text-blue-800 underline underline-offset-2 hover:no-underline dark:text-blue-300";
const tableClasses = "overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800";
const theadClasses = "bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200";

/** A day as the reader writes it; a bare date (a due day) is read in UTC, so no one sees the day before. */
function useDay() {
  const { i18n } = useTranslation();
  return (iso: string | null | undefined) =>
    iso
      ? formatDate(iso, i18n.language, {
          dateStyle: "medium",
          ...(iso.length === 10 && { timeZone: "UTC" }),
        })
      : "—";
}

/** What a person holds now: the assets checked out to them, then their licence seats. */
export function HeldAssets({ personId, labelledBy }: { personId: string; labelledBy: string }) {
  const { t } = useTranslation();
  const held = useHoldings(personId);
  return (
    <LoadState query={held}>
      {({ assets, license_seats: seats }) =>
        assets.length + seats.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("register.people.holds.none")}
          </p>
        ) : (
          <>
            {assets.length > 0 ? <HeldTable items={assets} labelledBy={labelledBy} /> : null}
            {seats.length > 0 ? <HeldSeats seats={seats} /> : null}
          </>
        )
      }
    </LoadState>
  );
}

function HeldTable({ items, labelledBy }: { items: Asset[]; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <div className={tableClasses}>
      <table className="min-w-full text-sm" aria-labelledby={labelledBy}>
        <thead className={theadClasses}>
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

function HeldRow({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const day = useDay();
  return (
    <tr data-testid="held-asset">
      <td className={cellClasses} dir="ltr">
        {asset.asset_tag}
      </td>
      <th scope="row" className={`${cellClasses} text-start font-medium`}>
        <Link to={workspacePaths.asset(asset.id)} className={linkClasses}>
          {asset.name}
        </Link>
      </th>
      <td className={cellClasses}>{asset.model_name ?? "—"}</td>
      <td className={cellClasses}>{day(asset.checked_out_at)}</td>
      <td className={cellClasses}>
        {day(asset.expected_checkin)}
        {/* Due back before today: said in words, not only by colour. */}
        {asset.overdue ? (
          <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            {t("register.people.holds.overdue")}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/** The licence seats the person holds, each linking to its licence. */
function HeldSeats({ seats }: { seats: HeldSeat[] }) {
  const { t } = useTranslation();
  const day = useDay();
  return (
    <div className={tableClasses}>
      <table className="min-w-full text-sm">
        <caption className="px-3 py-2 text-start font-semibold text-slate-900 dark:text-white">
          {t("register.people.holds.seatsTitle")}
        </caption>
        <thead className={theadClasses}>
          <tr>
            {(["licence", "checkedOut", "expires"] as const).map((key) => (
              <th key={key} scope="col" className={headClasses}>
                {t(`register.people.holds.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {seats.map((seat) => (
            <tr key={seat.id} data-testid="held-seat">
              <th scope="row" className={`${cellClasses} text-start font-medium`}>
                <Link to={workspacePaths.license(seat.license_id)} className={linkClasses}>
                  {seat.license_name}
                </Link>
              </th>
              <td className={cellClasses}>{day(seat.checked_out_at)}</td>
              <td className={cellClasses}>{day(seat.license_expires_on)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
