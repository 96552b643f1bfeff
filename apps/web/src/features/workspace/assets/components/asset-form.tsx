import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import type { Asset, NamedItem } from "../api/workspace-api.ts";
import { useAssetForm } from "../hooks/use-asset-form.ts";
import { useModalDialog } from "../../../../hooks/use-modal-dialog.ts";
import { AssetFormFields } from "./asset-form-fields.tsx";

type AssetFormProps = {
  /** The asset being edited; null adds a new one. */
  asset: Asset | null;
  open: boolean;
  categories: NamedItem[];
  locations: NamedItem[];
  onClose: () => void;
};

/**
 * Add or edit an asset in a modal dialog (focus stays inside, Esc closes). Validated with the
 * shared contract before sending; a refusal keeps everything typed and marks the field.
 */
export function AssetForm({ asset, open, categories, locations, onClose }: AssetFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { form, onSubmit, reset } = useAssetForm(asset, onClose);
  const dialog = useModalDialog(open, reset);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(44rem,calc(100%-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={onSubmit} noValidate className="p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {asset ? t("workspace.form.editTitle") : t("workspace.form.addTitle")}
        </h2>
        <AssetFormFields id={id} form={form} categories={categories} locations={locations} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
            {t("workspace.form.cancel")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("workspace.form.save")}
            sendingLabel={t("workspace.form.saving")}
          />
        </div>
      </form>
    </dialog>
  );
}
