import { useTranslation } from "react-i18next";
import { useMainLoaderVisible } from "../lib/main-loader.ts";

/** Full-screen loader of spec §4; it is shown for 500 ms each time it is toggled. */
export function MainLoader({ forceVisible = false }: { forceVisible?: boolean }) {
  const { t } = useTranslation();
  const visible = useMainLoaderVisible() || forceVisible;
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] grid place-items-center bg-white/80 backdrop-blur-sm dark:bg-slate-950/80"
      data-testid="main-loader"
    >
      <span className="size-10 animate-spin rounded-full border-4 border-blue-200 border-t-blue-700 motion-reduce:animate-none dark:border-slate-700 dark:border-t-blue-400" />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}
