import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";

/** Copies `text` to the clipboard and says so (politely announced); a refusal says what to do. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClasses("secondary")}
        aria-label={label}
        onClick={() => void onCopy()}
      >
        {t("devices.add.copy")}
      </button>
      <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {state === "copied" ? t("devices.add.copied") : null}
        {state === "failed" ? t("devices.add.copyFailed") : null}
      </span>
    </span>
  );
}
