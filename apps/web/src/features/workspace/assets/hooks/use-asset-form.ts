import { assetCreateSchema, type AssetCreate } from "@fleetward/contracts/workspaces";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf, hasFieldErrors } from "../../../../lib/http/field-errors.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveAsset, type Asset } from "../api/workspace-api.ts";
import {
  assetErrorKey,
  assetFormFields,
  assetFormValuesOf,
  type AssetFormValues,
} from "../lib/asset-form-values.ts";

/** The asset form's values and errors; validated with the shared contract before sending. */
export function useAssetForm(asset: Asset | null, onSaved: () => void) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AssetFormValues>(() => assetFormValuesOf(asset));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAsset();

  const reset = () => {
    setValues(assetFormValuesOf(asset));
    setErrors({});
  };
  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
  const translated = (found: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(found).map(([field, message]) => [field, t(assetErrorKey(field, message))]),
    );

  async function send(payload: AssetCreate) {
    try {
      await save.mutateAsync({ id: asset?.id, values: payload });
      showNotice({
        kind: "success",
        title: asset ? t("workspace.form.updated") : t("workspace.form.added"),
      });
      onSaved();
    } catch (error) {
      const fields = fieldErrorsOf(error, assetFormFields);
      if (hasFieldErrors(fields)) setErrors(translated(fields as Record<string, string>));
      else notifyFailure(error, t);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A retired asset keeps its status unless the person picks another one.
    const { status, ...rest } = values;
    const payload: AssetCreate = status === "retired" ? rest : { ...rest, status };
    const checked = assetCreateSchema.safeParse(payload);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        found[String(issue.path[0] ?? "")] ??= issue.message;
      }
      setErrors(translated(found));
      return;
    }
    setErrors({});
    await send(payload);
  }

  return { values, errors, update, reset, handleSubmit, saving: save.isPending };
}
