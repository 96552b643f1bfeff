import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";

/** Any path that matches no route (spec §2). The server answers it with HTTP 404 too. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const page = usePageText("notFound");
  return (
    <div
      className="grid min-h-[60vh] place-items-center px-6 py-24 text-center"
      data-page="not-found"
    >
      <PageMeta title={page.title} description={page.description} />
      <div className="max-w-xl">
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
          {t("errors.notFoundCode")}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {t("errors.notFoundTitle")}
        </h1>
        <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">
          {t("errors.notFoundText")}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses("primary")}>
            {t("common.backHome")}
          </Link>
          <Link to="/helpcenter" className={buttonClasses("secondary")}>
            {t("nav.helpCenter")}
          </Link>
        </div>
      </div>
    </div>
  );
}
