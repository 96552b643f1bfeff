import { useTranslation } from "react-i18next";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveLicense, type License } from "../api/licenses-api.ts";
import {
  emptyLicenseValues,
  licenseFormMessages,
  licenseFormSchema,
  licenseFormValuesOf,
  licensePayload,
} from "../lib/license-form-values.ts";

/** Adds or edits `license` on the API's own contract; a refusal keeps what was typed. */
export function useLicenseForm(license: License | null, onSaved: (saved: License) => void) {
  const { t } = useTranslation();
  const save = useSaveLicense();
  const form = useContractForm(licenseFormSchema, {
    defaultValues: emptyLicenseValues,
    messages: licenseFormMessages,
  });

  const onSubmit = form.submit(async () => {
    const saved = await save.mutateAsync({
      id: license?.id,
      values: licensePayload(form.getValues()),
    });
    showNotice({
      kind: "success",
      title: license ? t("licenses.form.updated") : t("licenses.form.added"),
    });
    onSaved(saved);
  });

  /** Back to the licence's own values, without errors, each time the dialog opens. */
  const reset = () => form.reset(licenseFormValuesOf(license));

  return { form, onSubmit, reset };
}

export type LicenseFormApi = ReturnType<typeof useLicenseForm>["form"];
