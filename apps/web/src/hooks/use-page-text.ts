import { useTranslation } from "react-i18next";
import type { Translation } from "../lib/i18n/locales/en.ts";

export type PageKey = keyof Translation["pages"];

/** The translated title and description of a page, for its <h1> and its <head>. */
export function usePageText(page: PageKey): { title: string; description: string } {
  const { t } = useTranslation();
  return { title: t(`pages.${page}.title`), description: t(`pages.${page}.description`) };
}
