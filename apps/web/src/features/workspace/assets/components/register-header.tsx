import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { useSampleRemoval } from "../hooks/use-remove-samples.ts";

type RegisterHeaderProps = {
  id: string;
  summary: WorkspaceSummary;
  /** The caller may change assets now (technician or above, trial not ended). */
  canEdit: boolean;
  /** Provisioned examples still in the register; null until the list has loaded. */
  sampleCount: number | null;
  onAdd: () => void;
  /** Export and label printing. */
  children?: ReactNode;
};

/** The register's title and its actions: remove samples, export (not in a trial), add. */
export function RegisterHeader({ id, canEdit, sampleCount, onAdd, children }: RegisterHeaderProps) {
  const { t } = useTranslation();
  const samples = useSampleRemoval();
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("assets.register.title")}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("assets.register.lead")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canEdit && sampleCount ? (
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={samples.remove}
              disabled={samples.removing}
            >
              {t("assets.register.removeSamples", { count: sampleCount })}
            </button>
          ) : null}
          {children}
          {canEdit ? (
            <button type="button" className={buttonClasses("primary")} onClick={onAdd}>
              {t("assets.register.add")}
            </button>
          ) : null}
        </div>
      </div>
    </>
  );
}
