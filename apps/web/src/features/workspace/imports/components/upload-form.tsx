import { importKinds, type ImportKind } from "@fleetward/contracts/workspace-imports";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { uploadImportFile, type Import } from "../api/imports-api.ts";

/** Month-first dates only where the browser says the United States. */
const localDateOrder = () =>
  typeof navigator !== "undefined" && navigator.language === "en-US" ? "mdy" : "dmy";

/** Step 1: what the file holds (assets, people or licences), then the file. A refused file (not CSV, too large, no rows) says why; nothing is kept. */
export function UploadForm({ onUploaded }: { onUploaded: (imported: Import) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<ImportKind>("assets");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t("imports.upload.chooseFile"));
    setSending(true);
    setError(null);
    try {
      onUploaded(await uploadImportFile(file, localDateOrder(), kind));
    } catch (failure) {
      const detail =
        failure instanceof HttpError
          ? (failure.detail ?? t(failure.messageKey as "errors.server"))
          : t("errors.server");
      setError(t("imports.failed", { detail: detail.replace(/^file: /, "") }));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <SelectField
        id={`${id}-kind`}
        name="kind"
        label={t("imports.upload.kind")}
        value={kind}
        onChange={(event) => setKind(event.target.value as ImportKind)}
      >
        {importKinds.map((option) => (
          <option key={option} value={option}>
            {t(`imports.kinds.${option}`)}
          </option>
        ))}
      </SelectField>
      <div className="space-y-2">
        <label htmlFor={`${id}-file`} className="block font-medium text-slate-900 dark:text-white">
          {t("imports.upload.file")}
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm text-slate-700 dark:text-slate-200"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton
        sending={sending}
        label={t("imports.upload.submit")}
        sendingLabel={t("imports.upload.uploading")}
      />
    </form>
  );
}
