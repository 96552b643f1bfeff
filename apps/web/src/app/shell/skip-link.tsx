import { useTranslation } from "react-i18next";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[80] rounded-lg bg-blue-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t("common.skipToContent")}
    </a>
  );
}
