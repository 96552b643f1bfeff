import {
  exportFormats,
  exportPath,
  type ExportFormat,
  type ExportKind,
} from "@fleetward/contracts/workspace-exports";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthSession } from "../../lib/auth/auth-store.ts";
import { HttpError } from "../../lib/http/http-client.ts";
import { downloadFile } from "../../lib/workspace/downloads.ts";
import { useWorkspaceSummary } from "../../lib/workspace/workspace-queries.ts";
import { buttonClasses } from "../button-classes.ts";

type ExportButtonsProps = {
  kind: ExportKind;
  /** The list's filters and sort as they are in the address; empty values are left out. */
  query: Record<string, string | undefined>;
  /** The columns shown, in order (the server's keys); every column when left out. */
  columns?: readonly string[];
};

/** What an export request sends: the set filters, and the chosen columns. */
export function exportQueryOf(
  query: ExportButtonsProps["query"],
  columns: readonly string[] | undefined,
): Record<string, string> {
  const set = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== "",
  );
  return Object.fromEntries(
    columns && columns.length > 0 ? [...set, ["columns", columns.join(",")]] : set,
  );
}

/** CSV and XLSX buttons for a list; the workspace summary says whether export is allowed. */
export function ExportButtons(props: ExportButtonsProps) {
  const { token } = useAuthSession();
  const summary = useWorkspaceSummary(token).data;
  return summary ? <ExportButtonsView summary={summary} {...props} /> : null;
}

export function ExportButtonsView({
  summary,
  kind,
  query,
  columns,
}: ExportButtonsProps & { summary: WorkspaceSummary }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const enabled = summary.export_enabled;

  const run = async (format: ExportFormat) => {
    setBusy(format);
    setProblem(null);
    try {
      await downloadFile({
        path: exportPath(kind, format),
        query: exportQueryOf(query, columns),
        fallbackName: `${kind}.${format}`,
      });
    } catch (error) {
      const detail =
        error instanceof HttpError ? (error.detail ?? t(error.messageKey as "errors.server")) : "";
      setProblem(t("exports.failed", { detail }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <div role="group" aria-labelledby={`${id}-label`} className="flex items-center gap-2">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("exports.group")}
        </span>
        {exportFormats.map((format) => (
          <button
            key={format}
            type="button"
            className={buttonClasses("secondary")}
            disabled={!enabled || busy !== null}
            aria-describedby={enabled ? undefined : `${id}-reason`}
            aria-label={t(`exports.as.${format}`)}
            data-testid={`export-${kind}-${format}`}
            onClick={() => void run(format)}
          >
            {busy === format ? t("exports.exporting") : t(`exports.formats.${format}`)}
          </button>
        ))}
      </div>
      {!enabled ? (
        <p id={`${id}-reason`} className="text-sm text-slate-600 dark:text-slate-400">
          {t("exports.disabledTrial")}{" "}
          <a
            href={summary.upgrade_url}
            className="font-medium text-blue-800 underline dark:text-blue-300"
          >
            {t("exports.upgrade")}
          </a>
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
