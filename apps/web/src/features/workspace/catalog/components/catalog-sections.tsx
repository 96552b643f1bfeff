import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";

export const catalogSections = ["locations", "models", "manufacturers", "status-labels"] as const;
export type CatalogSection = (typeof catalogSections)[number];

const labelKeys = {
  locations: "register.catalog.locations.title",
  models: "register.catalog.models.title",
  manufacturers: "register.catalog.manufacturers.title",
  "status-labels": "register.catalog.statusLabels.title",
} as const;

/** The section shown, from `?section=` (the locations by default), so each can be linked to. */
export function useCatalogSection(): CatalogSection {
  const [params] = useSearchParams();
  const asked = params.get("section");
  return catalogSections.find((section) => section === asked) ?? "locations";
}

/** Links between the catalogue's sections; the current one is marked for screen readers too. */
export function CatalogSectionNav({ current }: { current: CatalogSection }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("register.catalog.sections")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {catalogSections.map((section) => {
          const active = section === current;
          return (
            <li key={section}>
              <Link
                to={`?section=${section}`}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${
                  active
                    ? "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
                }`}
              >
                {t(labelKeys[section])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
