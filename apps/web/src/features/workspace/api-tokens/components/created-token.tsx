import type { ApiTokenCreated } from "@fleetward/contracts/workspace-api-tokens";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";

/** The new token's secret, shown this once, with a copy button. */
export function CreatedToken({ token, onDone }: { token: ApiTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(token.token).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t("apiTokens.created.title", { name: token.name })}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("apiTokens.created.once")}</p>
      <label htmlFor={`${id}-secret`} className="sr-only">
        {t("apiTokens.created.secret")}
      </label>
      <input
        id={`${id}-secret`}
        readOnly
        dir="ltr"
        value={token.token}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="api-token-secret"
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => void copy()}>
          {t("apiTokens.created.copy")}
        </button>
        <button type="button" className={buttonClasses("secondary")} onClick={onDone}>
          {t("apiTokens.created.done")}
        </button>
        <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {copied === true ? t("apiTokens.created.copied") : null}
          {copied === false ? t("apiTokens.created.copyFailed") : null}
        </span>
      </div>
    </section>
  );
}
