import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import type { WorkspaceSummary } from "../api/workspace-api.ts";

type RegisterHeaderProps = {
  id: string;
  summary: WorkspaceSummary;
  /** No changes: the trial has ended, or the role is viewer. */
  readOnly: boolean;
  /** Provisioned examples still in the register; null until the list has loaded. */
  sampleCount: number | null;
  removingSamples: boolean;
  onRemoveSamples: () => void;
  onAdd: () => void;
};

/** The register's title and its actions: remove samples, export (not in a trial), add. */
export function RegisterHeader(props: RegisterHeaderProps) {
  const { t } = useTranslation();
  const { id, summary, sampleCount, readOnly } = props;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("workspace.register.title")}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("workspace.register.lead")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!readOnly && sampleCount ? (
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={props.onRemoveSamples}
              disabled={props.removingSamples}
            >
              {t("workspace.register.removeSamples", { count: sampleCount })}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClasses("secondary")}
            disabled
            aria-describedby={`${id}-export-reason`}
          >
            {t("workspace.register.export")}
          </button>
          {!readOnly ? (
            <button type="button" className={buttonClasses("primary")} onClick={props.onAdd}>
              {t("workspace.register.add")}
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-export-reason`} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {summary.trial.status === "upgraded"
          ? t("workspace.register.exportLater")
          : t("workspace.register.exportDisabled")}
      </p>
    </>
  );
}
