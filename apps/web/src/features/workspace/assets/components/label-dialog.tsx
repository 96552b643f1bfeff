import { zodResolver } from "@hookform/resolvers/zod";
import {
  labelFormats,
  labelLimit,
  type LabelRequest,
} from "@fleetward/contracts/workspace-exports";
import { useId, useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { downloadFile } from "../../../../lib/workspace/downloads.ts";

/** The dialog's choices; the request itself is the contract's labelRequestSchema. */
export const labelFormSchema = z.object({
  format: z.enum(labelFormats),
  scope: z.enum(["selected", "matching"]),
});
type LabelForm = z.infer<typeof labelFormSchema>;
type LabelFilter = NonNullable<LabelRequest["filter"]>;

/** The request for the choices: the selected ids, or the register's filters. */
export function labelRequestOf(
  form: LabelForm,
  selectedIds: readonly string[],
  filter: LabelFilter,
): LabelRequest {
  return form.scope === "selected" && selectedIds.length > 0
    ? { asset_ids: [...selectedIds], format: form.format }
    : { filter, format: form.format };
}

type LabelDialogProps = {
  selectedIds: readonly string[];
  filter: LabelFilter;
};

/** "Print labels": a format and which assets, then a PDF to print. */
export function PrintLabels({ selectedIds, filter }: LabelDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LabelForm>({
    resolver: zodResolver(labelFormSchema),
    values: { format: "avery-l7651", scope: selectedIds.length > 0 ? "selected" : "matching" },
  });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await downloadFile({
        path: "/api/workspace/labels",
        json: labelRequestOf(values, selectedIds, filter),
        fallbackName: "labels.pdf",
      });
      setOpen(false);
    } catch (error) {
      const detail =
        error instanceof HttpError ? (error.detail ?? t(error.messageKey as "errors.server")) : "";
      setProblem(t("exports.labels.failed", { detail }));
    }
  });

  return (
    <>
      <button
        type="button"
        className={buttonClasses("secondary")}
        onClick={() => setOpen(true)}
        data-testid="print-labels"
      >
        {t("exports.labels.open")}
      </button>
      <ModalDialog
        id={id}
        open={open}
        title={t("exports.labels.title")}
        onClose={() => setOpen(false)}
      >
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <LabelChoices form={form} selectedCount={selectedIds.length} />
          {problem ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {problem}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => setOpen(false)}
            >
              {t("exports.labels.cancel")}
            </button>
            <button
              type="submit"
              className={buttonClasses("primary")}
              disabled={form.formState.isSubmitting}
            >
              {form.formState.isSubmitting
                ? t("exports.labels.printing")
                : t("exports.labels.print")}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}

type ChoicesProps = { form: UseFormReturn<LabelForm>; selectedCount: number };

/** The sheet or roll, and which assets: the selection (when there is one) or all matching. */
function LabelChoices({ form, selectedCount }: ChoicesProps) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium">{t("exports.labels.format")}</legend>
        {labelFormats.map((format) => (
          <label key={format} className="mt-2 flex items-center gap-2">
            <input type="radio" value={format} {...form.register("format")} />
            {t(`exports.labels.formats.${format}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">{t("exports.labels.scope")}</legend>
        <label className="mt-2 flex items-center gap-2">
          <input
            type="radio"
            value="selected"
            disabled={selectedCount === 0}
            {...form.register("scope")}
          />
          {t("exports.labels.selected", { count: selectedCount })}
        </label>
        <label className="mt-2 flex items-center gap-2">
          <input type="radio" value="matching" {...form.register("scope")} />
          {t("exports.labels.matching")}
        </label>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t("exports.labels.limit", { limit: labelLimit.toLocaleString() })}
        </p>
      </fieldset>
    </>
  );
}
