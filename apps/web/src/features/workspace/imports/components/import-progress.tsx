import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";
import { downloadReport, useImport, type Import } from "../api/imports-api.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import { ImportResult } from "./import-result.tsx";

/** Where the imported rows are listed, by kind. */
const listOf = {
  assets: workspacePaths.register(),
  people: workspacePaths.people(),
  licenses: workspacePaths.licenses(),
} as const;

/** Step 4: the progress bar while the worker imports, then the counts and the report. */
export function ImportProgress({ started, onAnother }: { started: Import; onAnother: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const polled = useImport(started.id);
  const current = polled.data ?? started;
  const over = current.status === "finished" || current.status === "failed";
  const queryClient = useQueryClient();
  // The register, catalog and people lists changed: read them again when next shown.
  useEffect(() => {
    if (over) void queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
  }, [over, queryClient]);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("imports.progress.title")}
      </h2>
      {current.status === "finished" ? (
        <ImportResult imported={current} />
      ) : (
        <>
          <label htmlFor={`${id}-bar`} className="block">
            {t("imports.progress.label")}
          </label>
          <progress
            id={`${id}-bar`}
            className="w-full"
            max={current.total_rows}
            value={current.rows_done}
          />
          <p aria-live="polite">
            {t("imports.progress.value", {
              done: current.rows_done.toLocaleString(),
              total: current.total_rows.toLocaleString(),
            })}
          </p>
        </>
      )}
      {current.status === "failed" ? (
        <p role="alert">{t("imports.progress.failed", { error: current.error ?? "" })}</p>
      ) : null}
      {over ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClasses()}
            onClick={() => void downloadReport(current)}
          >
            {t("imports.progress.report")}
          </button>
          <Link to={listOf[current.kind]} className={buttonClasses("secondary")}>
            {current.kind === "assets"
              ? t("imports.progress.register")
              : t(`imports.progress.open.${current.kind}`)}
          </Link>
          <button type="button" className={buttonClasses("secondary")} onClick={onAnother}>
            {t("imports.progress.another")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
