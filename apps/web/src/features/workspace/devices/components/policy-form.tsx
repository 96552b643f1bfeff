import { policyPlatforms } from "@fleetward/contracts/workspace-policies";
import { useEffect, useEffectEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { CheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm, type ContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSavePolicy, type Policy } from "../api/policies-api.ts";
import {
  emptyPolicyValues,
  policyFormSchema,
  policyChanges,
  policyFormValuesOf,
  policyPayload,
} from "../lib/policy-form-values.ts";

type PolicyFormProps = {
  /** The policy being edited; null adds a custom one. */
  policy: Policy | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (saved: Policy) => void;
};

/** Add or edit a policy (admins). The server checks the SQL is one read-only SELECT. */
export function PolicyForm({ policy, open, onClose, onSaved }: PolicyFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSavePolicy();
  const form = useContractForm(policyFormSchema, { defaultValues: emptyPolicyValues });
  const resetOnOpen = useEffectEvent(() => form.reset(policyFormValuesOf(policy)));
  useEffect(() => {
    if (open) resetOnOpen();
  }, [open]);
  const onSubmit = form.submit(async () => {
    const values = form.getValues();
    const saved = await save.mutateAsync({
      id: policy?.id,
      values: policy ? policyChanges(policy, values) : policyPayload(values),
    });
    showNotice({
      kind: "success",
      title: policy ? t("devices.policies.form.updated") : t("devices.policies.form.added"),
    });
    onClose();
    onSaved?.(saved);
  });
  return (
    <ModalDialog
      id={id}
      open={open}
      onClose={onClose}
      title={policy ? t("devices.policies.form.editTitle") : t("devices.policies.form.addTitle")}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PolicyFormFields id={id} form={form} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
            {t("devices.policies.cancel")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("devices.policies.form.save")}
            sendingLabel={t("devices.policies.form.saving")}
          />
        </div>
      </form>
    </ModalDialog>
  );
}

type PolicyFormApi = ContractForm<typeof policyFormSchema>;

function PolicyFormFields({ id, form }: { id: string; form: PolicyFormApi }) {
  const { t } = useTranslation();
  const platformsError = form.field("platforms").error;
  return (
    <>
      <TextField
        id={`${id}-name`}
        label={t("devices.policies.form.name")}
        maxLength={160}
        {...form.field("name")}
      />
      <TextField
        id={`${id}-description`}
        label={t("devices.policies.form.description")}
        maxLength={2000}
        {...form.field("description")}
      />
      <fieldset aria-describedby={platformsError ? `${id}-platforms-error` : undefined}>
        <legend className="text-sm font-medium">{t("devices.policies.form.platforms")}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {policyPlatforms.map((platform) => (
            <label key={platform} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                value={platform}
                className="size-4 accent-blue-700 dark:accent-blue-400"
                {...form.register("platforms")}
              />
              {t(`devices.platforms.${platform}`)}
            </label>
          ))}
        </div>
        {platformsError ? (
          <p
            id={`${id}-platforms-error`}
            className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
          >
            {platformsError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        id={`${id}-query`}
        label={t("devices.policies.form.query")}
        hint={t("devices.policies.form.queryHint")}
        rows={6}
        dir="ltr"
        spellCheck={false}
        className="font-mono"
        {...form.field("query")}
      />
      <TextField
        id={`${id}-resolution`}
        label={t("devices.policies.form.resolution")}
        maxLength={2000}
        {...form.field("resolution")}
      />
      <CheckboxField
        id={`${id}-critical`}
        label={t("devices.policies.form.critical")}
        {...form.register("critical")}
      />
      <CheckboxField
        id={`${id}-enabled`}
        label={t("devices.policies.form.enabled")}
        {...form.register("enabled")}
      />
    </>
  );
}
