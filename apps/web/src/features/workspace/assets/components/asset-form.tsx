import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { useModalDialog } from "../../../../hooks/use-modal-dialog.ts";
import type { Asset } from "../api/assets-api.ts";
import { useAssetForm } from "../hooks/use-asset-form.ts";
import { AssetFormFields } from "./asset-form-fields.tsx";

type AssetFormProps = {
  /** The asset being edited; null adds a new one. */
  asset: Asset | null;
  open: boolean;
  onClose: () => void;
  /** After a successful save, with the asset as the API now has it. */
  onSaved?: (saved: Asset) => void;
};

/** Add or edit an asset in a modal dialog (focus stays inside, Esc closes). */
export function AssetFormDialog(props: AssetFormProps) {
  // A new asset and an edit follow different contracts: a fresh form for each.
  return <AssetForm key={props.asset?.id ?? "new"} {...props} />;
}

function AssetForm({ asset, open, onClose, onSaved }: AssetFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { form, onSubmit, reset } = useAssetForm(asset, (saved) => {
    onClose();
    onSaved?.(saved);
  });
  const dialog = useModalDialog(open, reset);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(48rem,calc(100%-2rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={onSubmit} noValidate className="p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {asset ? t("assets.form.editTitle") : t("assets.form.addTitle")}
        </h2>
        <AssetFormFields id={id} form={form} asset={asset} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
            {t("assets.form.cancel")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("assets.form.save")}
            sendingLabel={t("assets.form.saving")}
          />
        </div>
      </form>
    </dialog>
  );
}
