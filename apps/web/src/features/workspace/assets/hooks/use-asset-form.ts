import { useTranslation } from "react-i18next";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveAsset, type Asset } from "../api/workspace-api.ts";
import {
  assetFormMessages,
  assetFormSchema,
  assetFormValuesOf,
  assetPayload,
  emptyAssetValues,
} from "../lib/asset-form-values.ts";

/** Adds or edits `asset` on the API's own contract; a refusal keeps what was typed. */
export function useAssetForm(asset: Asset | null, onSaved: () => void) {
  const { t } = useTranslation();
  const save = useSaveAsset();
  const form = useContractForm(assetFormSchema, {
    defaultValues: emptyAssetValues,
    messages: assetFormMessages,
  });

  // The checked values carry the contract's default status, which a retired asset must not
  // get: what is sent is what was typed.
  const onSubmit = form.submit(async () => {
    await save.mutateAsync({ id: asset?.id, values: assetPayload(form.getValues()) });
    showNotice({
      kind: "success",
      title: asset ? t("workspace.form.updated") : t("workspace.form.added"),
    });
    onSaved();
  });

  /** Back to the asset's own values, without errors, each time the dialog opens. */
  const reset = () => form.reset(assetFormValuesOf(asset));

  return { form, onSubmit, reset };
}

export type AssetFormApi = ReturnType<typeof useAssetForm>["form"];
