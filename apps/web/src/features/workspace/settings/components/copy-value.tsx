import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../../components/copy-button.tsx";

/**
 * A value to paste elsewhere (a URL for the identity provider, a DNS record), shown left to
 * right in any language, with the shared copy button.
 */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const words = {
    copy: t("sso.settings.copy"),
    copied: t("sso.settings.copied"),
    failed: t("sso.settings.copyFailed"),
  };
  return (
    <span className="flex flex-wrap items-center gap-2">
      <code
        dir="ltr"
        className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {value}
      </code>
      <CopyButton
        text={value}
        words={words}
        label={t("sso.settings.copyLabel", { name: label })}
        className="px-3 py-1"
      />
    </span>
  );
}
