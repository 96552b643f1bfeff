import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";

/**
 * A value to paste elsewhere (a URL for the identity provider, a DNS record), shown left to
 * right in any language, with a button that copies it and says so (politely announced).
 */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      <code
        dir="ltr"
        className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {value}
      </code>
      <button
        type="button"
        className={buttonClasses("secondary", "px-3 py-1")}
        aria-label={t("sso.settings.copyLabel", { name: label })}
        onClick={() => void copy()}
      >
        {t("sso.settings.copy")}
      </button>
      <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {state === "copied" ? t("sso.settings.copied") : null}
        {state === "failed" ? t("sso.settings.copyFailed") : null}
      </span>
    </span>
  );
}
