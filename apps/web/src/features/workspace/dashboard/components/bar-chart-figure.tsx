import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from "recharts";
import { formatNumber } from "../../../../lib/format.ts";
import { chartHeight, type ChartRow } from "../lib/dashboard-data.ts";

type BarChartFigureProps = {
  id: string;
  title: string;
  /** The table's first column: what each row is (status, category, location). */
  column: string;
  rows: ChartRow[];
  rtl: boolean;
};

/*
 * Chart colours come from CSS variables set here from the theme's palette, so the same SVG
 * reads in light and dark mode; a status bar keeps its label's own colour.
 */
const chartColours =
  "[--chart-bar:var(--color-blue-600)] [--chart-grid:var(--color-slate-200)] [--chart-text:var(--color-slate-700)] dark:[--chart-bar:var(--color-blue-400)] dark:[--chart-grid:var(--color-slate-700)] dark:[--chart-text:var(--color-slate-300)]";

const maxLabel = 22;
const shortened = (label: string) =>
  label.length > maxLabel ? `${label.slice(0, maxLabel - 1)}…` : label;

/**
 * A horizontal bar chart with its data as a table: the table is the text alternative (read
 * by screen readers while visually hidden) and can be shown, with links to the register.
 */
export function BarChartFigure({ id, title, column, rows, rtl }: BarChartFigureProps) {
  const { t } = useTranslation();
  const [tableShown, setTableShown] = useState(false);
  return (
    <figure
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={`rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900 ${chartColours}`}
    >
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {rows.length > 0 ? (
          <button
            type="button"
            aria-expanded={tableShown}
            aria-controls={`${id}-table`}
            onClick={() => setTableShown((shown) => !shown)}
            className="rounded text-sm font-medium text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300"
          >
            {tableShown ? t("dashboard.charts.hideTable") : t("dashboard.charts.showTable")}
          </button>
        ) : null}
      </figcaption>
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-300">{t("dashboard.charts.empty")}</p>
      ) : (
        <>
          {tableShown ? null : <Chart rows={rows} rtl={rtl} />}
          <ChartTable
            id={`${id}-table`}
            title={title}
            column={column}
            rows={rows}
            shown={tableShown}
          />
        </>
      )}
    </figure>
  );
}

/**
 * The drawing only, hidden from assistive technology (the table says the same). Mirrored
 * for right-to-left: names on the right, bars growing leftwards. The SVG itself stays
 * left-to-right so text anchors mean what the axes expect; Arabic names still read right.
 */
function Chart({ rows, rtl }: { rows: ChartRow[]; rtl: boolean }) {
  const { i18n } = useTranslation();
  const number = (value: unknown) => formatNumber(Number(value), i18n.language);
  return (
    <div aria-hidden="true" dir="ltr" className="mt-4">
      <BarChart
        responsive
        accessibilityLayer={false}
        data={rows}
        layout="vertical"
        margin={{ top: 4, right: 24, bottom: 4, left: 24 }}
        style={{ width: "100%", height: chartHeight(rows.length) }}
      >
        <CartesianGrid horizontal={false} stroke="var(--chart-grid)" />
        <XAxis
          type="number"
          allowDecimals={false}
          reversed={rtl}
          stroke="var(--chart-grid)"
          tick={{ fill: "var(--chart-text)", fontSize: 12 }}
          tickFormatter={number}
        />
        <YAxis
          type="category"
          dataKey="label"
          width="auto"
          orientation={rtl ? "right" : "left"}
          tickMargin={6}
          stroke="var(--chart-grid)"
          tick={{ fill: "var(--chart-text)", fontSize: 13 }}
          tickFormatter={(value: string) => shortened(value)}
        />
        <Bar dataKey="count" isAnimationActive={false} maxBarSize={22} radius={3}>
          {rows.map((row) => (
            <Cell key={row.key} fill={row.colour ?? "var(--chart-bar)"} />
          ))}
          {/* "right" is past the bar's end either way: a reversed axis draws bars leftwards. */}
          <LabelList
            dataKey="count"
            position="right"
            fill="var(--chart-text)"
            fontSize={12}
            formatter={number}
          />
        </Bar>
      </BarChart>
    </div>
  );
}

type ChartTableProps = {
  id: string;
  title: string;
  column: string;
  rows: ChartRow[];
  shown: boolean;
};

/** The chart's numbers; links only while shown, so no invisible link takes the focus. */
function ChartTable({ id, title, column, rows, shown }: ChartTableProps) {
  const { t, i18n } = useTranslation();
  const cell = "px-3 py-2";
  return (
    <table id={id} className={shown ? "mt-4 w-full text-sm" : "sr-only"}>
      <caption className="sr-only">{title}</caption>
      <thead className="border-b border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-200">
        <tr>
          <th scope="col" className={`${cell} text-start font-semibold`}>
            {column}
          </th>
          <th scope="col" className={`${cell} text-end font-semibold`}>
            {t("dashboard.charts.count")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${cell} text-start font-normal`}>
              {row.colour ? (
                <span
                  aria-hidden="true"
                  className="me-2 inline-block size-3 rounded-sm align-middle"
                  style={{ backgroundColor: row.colour }}
                />
              ) : null}
              {shown && row.href ? (
                <Link
                  to={row.href}
                  className="font-medium text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300"
                >
                  {row.label}
                </Link>
              ) : (
                row.label
              )}
            </th>
            <td className={`${cell} text-end tabular-nums`}>
              {formatNumber(row.count, i18n.language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
