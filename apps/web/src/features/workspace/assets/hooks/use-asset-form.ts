import type { AssetUpdateBody } from "@fleetward/contracts/workspace-assets";
import { useTranslation } from "react-i18next";
import type { ContractSchema } from "../../../../components/form/contract-resolver.ts";
import {
  customFieldMessages,
  customFieldPaths,
  type CustomField,
} from "../../../../components/custom-fields/custom-field-values.ts";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useCustomFields } from "../../../../lib/workspace/custom-field-queries.ts";
import { useSaveAsset, type Asset } from "../api/assets-api.ts";
import {
  assetCreateFormSchema,
  assetFormMessages,
  assetFormValuesOf,
  assetUpdateFormSchema,
  changedValues,
  emptyAssetValues,
  type AssetFormValues,
} from "../lib/asset-form-values.ts";

const noFields: CustomField[] = [];

/**
 * Adds `asset` (null) or edits it, checked with the API's own contract; a refusal keeps what
 * was typed and marks its field. Mount once per asset: the contract differs for a new one.
 */
export function useAssetForm(asset: Asset | null, onSaved: (saved: Asset) => void) {
  const { t } = useTranslation();
  const save = useSaveAsset();
  const fields = useCustomFields().data ?? noFields;
  const schema: ContractSchema<AssetFormValues, AssetUpdateBody> = asset
    ? assetUpdateFormSchema(fields)
    : assetCreateFormSchema(fields);
  const form = useContractForm(schema, {
    defaultValues: emptyAssetValues,
    messages: { ...assetFormMessages, ...customFieldMessages(fields) },
    // A refused custom value is named `custom_values.<key>`: it goes under its input.
    serverFields: customFieldPaths(fields),
  });

  const onSubmit = form.submit(async (values) => {
    const body = asset ? changedValues(values, form.formState.dirtyFields) : values;
    // Nothing changed: nothing to send (and nothing to record in the history).
    const saved =
      asset && Object.keys(body).length === 0
        ? asset
        : await save.mutateAsync({ id: asset?.id ?? null, values: body });
    showNotice({
      kind: "success",
      title: asset ? t("assets.form.updated") : t("assets.form.added"),
    });
    onSaved(saved);
  });

  /** Back to the asset's own values, without errors, each time the dialog opens. */
  const reset = () => form.reset(assetFormValuesOf(asset, fields));

  return { form, onSubmit, reset };
}

export type AssetFormApi = ReturnType<typeof useAssetForm>["form"];
