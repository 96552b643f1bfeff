import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";
import { useSettings } from "../../../../lib/settings/settings-store.ts";
import type { Dashboard } from "../api/dashboard-api.ts";
import {
  deviceCards,
  groupRows,
  locationRows,
  statCards,
  statusRows,
} from "../lib/dashboard-data.ts";
import { BarChartFigure } from "./bar-chart-figure.tsx";
import { OverdueList } from "./overdue-list.tsx";
import { ToCollectList } from "./to-collect-list.tsx";
import { RecentActivity } from "./recent-activity.tsx";
import { StatCards } from "./stat-cards.tsx";

/** The dashboard's content: key figures, three charts, overdue check-ins, what to collect from leavers and recent activity. */
export function DashboardView({
  dashboard,
  posture,
  checklist,
}: {
  dashboard: Dashboard;
  /** The getting-started checklist, first while the workspace has not put it away. */
  checklist?: ReactNode;
  /** The devices' security posture card, when the page shows it. */
  posture?: ReactNode;
}) {
  const { t } = useTranslation();
  const builtin = useBuiltinText();
  const statuses = dashboard.by_status.map((status) => ({
    ...status,
    name: builtin.statusLabel(status.name),
  }));
  const rtl = useSettings().rtlClass === "rtl";
  const cards = statCards(dashboard);
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          {t("dashboard.title")}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("dashboard.lead")}</p>
      </header>
      {checklist}
      <StatCards
        id="stats-assets"
        title={t("dashboard.cards.assets")}
        cards={cards.slice(0, 4)}
        columns="lg:grid-cols-4"
      />
      <StatCards
        id="stats-attention"
        title={t("dashboard.cards.attention")}
        cards={cards.slice(4)}
        columns="sm:grid-cols-3 lg:grid-cols-6"
      />
      <StatCards
        id="stats-devices"
        title={t("dashboard.cards.devices", { count: dashboard.devices.total })}
        cards={deviceCards(dashboard.devices)}
        columns="sm:grid-cols-3"
      />
      {posture}
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChartFigure
          id="chart-status"
          title={t("dashboard.charts.byStatus")}
          column={t("dashboard.charts.status")}
          rows={statusRows({ ...dashboard, by_status: statuses }, t("dashboard.cards.checkedOut"))}
          rtl={rtl}
        />
        <BarChartFigure
          id="chart-category"
          title={t("dashboard.charts.byCategory")}
          column={t("dashboard.charts.category")}
          rows={groupRows(dashboard.by_category, "category_id", t("dashboard.charts.noCategory"))}
          rtl={rtl}
        />
        <BarChartFigure
          id="chart-location"
          title={t("dashboard.charts.byLocation")}
          column={t("dashboard.charts.location")}
          rows={locationRows(dashboard.by_location, {
            none: t("dashboard.charts.noLocation"),
            other: t("dashboard.charts.otherLocations"),
          })}
          rtl={rtl}
        />
        <OverdueList overdue={dashboard.overdue_checkins} today={dashboard.today} />
        <ToCollectList toCollect={dashboard.to_collect} />
      </div>
      <RecentActivity events={dashboard.recent_activity} />
    </div>
  );
}
