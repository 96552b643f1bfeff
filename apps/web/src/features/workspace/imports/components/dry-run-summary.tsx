import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { startRun, type Import, type ImportDryRun } from "../api/imports-api.ts";

const countKeys = ["created", "updated", "unchanged", "refused"] as const;
const addedKinds = [
  "manufacturers",
  "models",
  "categories",
  "locations",
  "people",
  "labels",
  "fields",
] as const;

type DryRunSummaryProps = {
  imported: Import;
  result: ImportDryRun;
  onStarted: (imported: Import) => void;
  onBack: () => void;
};

/** Step 3: what the import will do, every refusal with its row, column and reason. */
export function DryRunSummary({ imported, result, onStarted, onBack }: DryRunSummaryProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setSending(true);
    try {
      onStarted(await startRun(imported.id));
    } catch (failure) {
      const detail =
        failure instanceof HttpError
          ? (failure.detail ?? t(failure.messageKey as "errors.server"))
          : t("errors.server");
      setError(t("imports.failed", { detail: detail.replace(/^file: /, "") }));
      setSending(false);
    }
  };
  const added = addedKinds.filter((kind) => (result.added[kind] ?? []).length > 0);

  return (
    <section aria-labelledby="dry-run-title" className="space-y-4">
      <h2 id="dry-run-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("imports.dryRun.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {countKeys.map((key) => (
          <div key={key} className="rounded border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-sm text-slate-600 dark:text-slate-300">
              {t(`imports.dryRun.${key}`)}
            </dt>
            <dd className="text-2xl font-bold" data-testid={`dry-run-${key}`}>
              {result.counts[key].toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
      {added.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t("imports.dryRun.added")}</h3>
          <ul className="list-disc ps-6">
            {added.map((kind) => (
              <li key={kind}>
                {t(`imports.dryRun.addedKinds.${kind}`)}:{" "}
                <span dir="auto">{(result.added[kind] ?? []).join(", ")}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.refusals.length > 0 ? <RefusalTable result={result} /> : null}
      {error ? <p role="alert">{error}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClasses()}
          disabled={sending}
          onClick={() => void run()}
        >
          {sending ? t("imports.dryRun.starting") : t("imports.dryRun.run")}
        </button>
        <button type="button" className={buttonClasses("secondary")} onClick={onBack}>
          {t("imports.dryRun.back")}
        </button>
      </div>
    </section>
  );
}

function RefusalTable({ result }: { result: ImportDryRun }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <h3 className="font-semibold">{t("imports.dryRun.refusals")}</h3>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("imports.dryRun.refusalsCaption")}</caption>
        <thead>
          <tr>
            {(["row", "column", "reason", "value"] as const).map((key) => (
              <th key={key} scope="col" className="py-2 pe-4 text-start">
                {t(`imports.dryRun.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.refusals.map((refusal, index) => (
            <tr key={index} className="border-t border-slate-200 dark:border-slate-700">
              <td className="py-1 pe-4">{refusal.row}</td>
              <td className="py-1 pe-4" dir="auto">
                {refusal.column ?? "—"}
              </td>
              <td className="py-1 pe-4">{t(`imports.reasons.${refusal.reason}`)}</td>
              <td className="py-1 pe-4" dir="auto">
                {refusal.value ?? ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
