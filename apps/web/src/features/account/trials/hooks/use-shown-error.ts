import { useTranslation } from "react-i18next";

/** The contract's messages are English; other languages get a translated hint instead. */
export function useShownError() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined) => {
    if (message === undefined) return undefined;
    if (i18n.language === "en") return message;
    return message === "Required" ? t("trial.form.errorRequired") : t("trial.form.errorInvalid");
  };
}
