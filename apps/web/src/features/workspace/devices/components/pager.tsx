import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";

type PagerProps = {
  label: string;
  page: number;
  previous: (() => void) | null;
  next: (() => void) | null;
};

/** Previous / next of a keyset-paged list, with the page number announced. */
export function Pager({ label, page, previous, next }: PagerProps) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {t("devices.list.page", { page })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={!previous}
          onClick={() => previous?.()}
        >
          {t("devices.list.previous")}
        </button>
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={!next}
          onClick={() => next?.()}
        >
          {t("devices.list.next")}
        </button>
      </div>
    </nav>
  );
}
