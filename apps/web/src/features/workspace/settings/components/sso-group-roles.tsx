import { invitableRoles } from "@fleetward/contracts/workspace-members";
import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import type { SsoForm } from "../lib/sso-form.ts";

/**
 * The group → role rows of the connection form: the group as the identity provider names it,
 * the role its members get. Rows are added and removed here and saved with the connection.
 */
export function SsoGroupRoles({ form }: { form: SsoForm }) {
  const { t } = useTranslation();
  const id = useId();
  const rows = useFieldArray({ control: form.control, name: "group_roles" });
  const listErrors = form.formState.errors.group_roles;
  const listError = listErrors?.root?.message ?? listErrors?.message;
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-lead`}>
      <legend className="font-medium text-slate-900 dark:text-white">
        {t("sso.settings.connection.groupsTitle")}
      </legend>
      <p id={`${id}-lead`} className="text-sm text-slate-600 dark:text-slate-300">
        {t("sso.settings.connection.groupsLead")}
      </p>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("sso.settings.connection.noGroups")}
        </p>
      ) : null}
      {rows.fields.map((row, index) => (
        <GroupRoleRow key={row.id} form={form} index={index} onRemove={() => rows.remove(index)} />
      ))}
      {listError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t("sso.settings.connection.duplicateGroup")}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClasses("secondary")}
        onClick={() => rows.append({ group: "", role: "viewer" })}
      >
        {t("sso.settings.connection.addGroup")}
      </button>
    </fieldset>
  );
}

function GroupRoleRow({
  form,
  index,
  onRemove,
}: {
  form: SsoForm;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="sso-group-role">
      <TextField
        id={`${id}-group`}
        label={t("sso.settings.connection.group")}
        autoComplete="off"
        className="w-full max-w-xs"
        {...form.field(`group_roles.${index}.group`)}
      />
      <SelectField
        id={`${id}-role`}
        label={t("sso.settings.connection.role")}
        className="w-40"
        {...form.field(`group_roles.${index}.role`)}
      >
        {invitableRoles.map((role) => (
          <option key={role} value={role}>
            {t(`sso.settings.connection.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <button type="button" className={buttonClasses("secondary")} onClick={onRemove}>
        {t("sso.settings.connection.removeGroup")}
      </button>
    </div>
  );
}
