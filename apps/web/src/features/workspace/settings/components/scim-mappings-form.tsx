import { invitableRoles } from "@fleetward/contracts/workspace-members";
import {
  scimGroupMappingsSchema,
  type ScimGroupMapping,
} from "@fleetward/contracts/workspace-scim";
import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm, type ContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveScimMappings } from "../api/scim-api.ts";

/**
 * Which SCIM groups make their members workspace members, and with which role. Admins edit
 * the rows (group name as the identity provider sends it, role); others read them.
 */
export function ScimMappingsForm({
  mappings,
  canManage,
}: {
  mappings: ScimGroupMapping[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { save } = useSaveScimMappings();
  const form = useContractForm(scimGroupMappingsSchema, { defaultValues: { mappings } });
  const rows = useFieldArray({ control: form.control, name: "mappings" });
  const onSubmit = form.submit(async (values) => {
    const saved = await save(values);
    form.reset(saved);
    showNotice({ kind: "success", title: t("workspaceSettings.scim.mappingsSaved") });
  });
  const listErrors = form.formState.errors.mappings;
  const listError = listErrors?.root?.message ?? listErrors?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t("workspaceSettings.scim.mappingsTitle")}
      </h3>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        {t("workspaceSettings.scim.mappingsLead")}
      </p>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("workspaceSettings.scim.noMappings")}
        </p>
      ) : null}
      {rows.fields.map((row, index) => (
        <MappingRow
          key={row.id}
          form={form}
          index={index}
          canManage={canManage}
          onRemove={() => rows.remove(index)}
        />
      ))}
      {listError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t("workspaceSettings.scim.duplicateGroup")}
        </p>
      ) : null}
      {canManage ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={() => rows.append({ group: "", role: "viewer" })}
          >
            {t("workspaceSettings.scim.addMapping")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("workspaceSettings.scim.saveMappings")}
            sendingLabel={t("workspaceSettings.scim.saving")}
          />
        </div>
      ) : null}
    </form>
  );
}

type MappingsForm = ContractForm<typeof scimGroupMappingsSchema>;

function MappingRow({
  form,
  index,
  canManage,
  onRemove,
}: {
  form: MappingsForm;
  index: number;
  canManage: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        id={`${id}-group`}
        label={t("workspaceSettings.scim.group")}
        autoComplete="off"
        disabled={!canManage}
        className="w-full max-w-xs"
        {...form.field(`mappings.${index}.group`)}
      />
      <SelectField
        id={`${id}-role`}
        label={t("workspaceSettings.scim.role")}
        disabled={!canManage}
        className="w-40"
        {...form.field(`mappings.${index}.role`)}
      >
        {invitableRoles.map((role) => (
          <option key={role} value={role}>
            {t(`workspaceSettings.scim.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      {canManage ? (
        <button type="button" className={buttonClasses("secondary")} onClick={onRemove}>
          {t("workspaceSettings.scim.removeMapping")}
        </button>
      ) : null}
    </div>
  );
}
