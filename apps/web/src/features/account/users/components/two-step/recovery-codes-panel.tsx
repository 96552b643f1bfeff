import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../../components/button-classes.ts";
import { showNotice } from "../../../../../lib/notices/notice-store.ts";

type Props = { codes: readonly string[]; email: string; onDone: () => void };

/** The new recovery codes, shown once: copy, download, then "I have saved them". */
export function RecoveryCodesPanel({ codes, email, onDone }: Props) {
  const { t } = useTranslation();
  const text = [t("secondFactors.settings.recovery.fileHeading", { email }), "", ...codes, ""].join(
    "\n",
  );
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    showNotice({ kind: "success", title: t("secondFactors.settings.recovery.copied") });
  };
  const download = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    link.download = "fleetward-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div
      role="region"
      aria-labelledby="recovery-codes-title"
      className="mt-4 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
    >
      <h4 id="recovery-codes-title" className="font-semibold text-slate-900 dark:text-white">
        {t("secondFactors.settings.recovery.title")}
      </h4>
      <p className="text-sm text-slate-800 dark:text-amber-100">
        {t("secondFactors.settings.recovery.shownOnce")}
      </p>
      <ol
        aria-label={t("secondFactors.settings.recovery.listLabel")}
        data-testid="recovery-codes"
        dir="ltr"
        className="grid gap-1 font-mono text-sm text-slate-900 sm:grid-cols-2 dark:text-white"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={() => void copy()}>
          {t("secondFactors.settings.recovery.copy")}
        </button>
        <button type="button" className={buttonClasses("secondary")} onClick={download}>
          {t("secondFactors.settings.recovery.download")}
        </button>
        <button type="button" className={buttonClasses("primary")} onClick={onDone}>
          {t("secondFactors.settings.recovery.done")}
        </button>
      </div>
    </div>
  );
}
