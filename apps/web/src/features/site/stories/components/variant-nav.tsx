import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  columnCount,
  columnWords,
  listingPath,
  listingStyles,
  type ColumnWord,
  type ListingStyle,
} from "./layout-options.ts";
import { formatNumber } from "../../../../lib/format.ts";

const chip =
  "inline-flex rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";
const active =
  "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950";
const idle =
  "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

type VariantNavProps = { style: ListingStyle; columns: ColumnWord };

/** Links to the other column counts of this style and to the other styles. */
export function VariantNav({ style, columns }: VariantNavProps) {
  const { t, i18n } = useTranslation();
  return (
    <nav
      aria-label={t("portfolio.layoutNav")}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-8"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-900 dark:text-white">
          {t("portfolio.columnsLabel")}:
        </span>
        <ul className="flex flex-wrap gap-2">
          {columnWords.map((word) => (
            <li key={word}>
              <Link
                to={listingPath(style, word)}
                aria-current={word === columns ? "page" : undefined}
                aria-label={t("portfolio.columnsOption", {
                  count: columnCount[word],
                  n: formatNumber(columnCount[word], i18n.language),
                })}
                className={`${chip} ${word === columns ? active : idle}`}
              >
                {formatNumber(columnCount[word], i18n.language)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-900 dark:text-white">
          {t("portfolio.styleLabel")}:
        </span>
        <ul className="flex flex-wrap gap-2">
          {listingStyles.map((name) => (
            <li key={name}>
              <Link
                to={listingPath(name, columns)}
                aria-current={name === style ? "page" : undefined}
                className={`${chip} ${name === style ? active : idle}`}
              >
                {t(`portfolio.styles.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
