import { customFieldLimits, customFieldTypes } from "@fleetward/contracts/workspace-custom-fields";
import { get, useWatch, type FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import type { NamedItem } from "../api/custom-fields-api.ts";
import type { FieldFormApi } from "../lib/field-form-values.ts";

type FieldFormFieldsProps = {
  id: string;
  form: FieldFormApi;
  /** An existing field: its key and type are shown but cannot change. */
  editing: boolean;
  categories: NamedItem[];
};

/** The definition form's controls, each with its label and, when refused, its error. */
export function FieldFormFields({ id, form, editing, categories }: FieldFormFieldsProps) {
  const { t } = useTranslation();
  // The type decides which controls apply: options for a list, no "unique" for yes/no.
  const type = useWatch({ control: form.control, name: "type" });
  return (
    <div className="grid gap-4">
      <TextField
        id={`${id}-name`}
        label={t("customFields.form.name")}
        required
        maxLength={customFieldLimits.name}
        autoComplete="off"
        {...form.field("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-key`}
          label={t("customFields.form.key")}
          hint={editing ? t("customFields.form.fixed") : t("customFields.form.keyHint")}
          dir="ltr"
          autoComplete="off"
          maxLength={40}
          readOnly={editing}
          {...form.field("key")}
        />
        {editing ? (
          // Not a control of the form: the type is shown, never sent.
          <TextField
            id={`${id}-type`}
            label={t("customFields.form.type")}
            value={t(`customFields.types.${type}`)}
            readOnly
          />
        ) : (
          <SelectField
            id={`${id}-type`}
            label={t("customFields.form.type")}
            {...form.field("type")}
            value={type}
          >
            {customFieldTypes.map((option) => (
              <option key={option} value={option}>
                {t(`customFields.types.${option}`)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {type === "option_list" ? (
        <TextAreaField
          id={`${id}-options`}
          label={t("customFields.form.options")}
          hint={t("customFields.form.optionsHint")}
          rows={4}
          {...form.field("options")}
          error={firstError(get(form.formState.errors, "options"))}
        />
      ) : null}
      <TextField
        id={`${id}-help_text`}
        label={t("customFields.form.helpText")}
        hint={t("customFields.form.helpTextHint")}
        maxLength={customFieldLimits.helpText}
        autoComplete="off"
        {...form.field("help_text")}
      />
      <RuleBoxes id={id} form={form} unique={type !== "boolean"} />
      <CategoryBoxes id={id} form={form} categories={categories} />
    </div>
  );
}

/** The message of a field, or of the first of its items (an option line the API refused). */
function firstError(error: FieldError | FieldError[] | undefined): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find(Boolean)?.message;
  return error.message;
}

type BoxesProps = { id: string; form: FieldFormFieldsProps["form"] };

function RuleBoxes({ id, form, unique }: BoxesProps & { unique: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <CheckboxField
          id={`${id}-required`}
          label={t("customFields.form.required")}
          {...form.field("required")}
        />
        <p className="ms-7 text-sm text-slate-600 dark:text-slate-400">
          {t("customFields.form.requiredHint")}
        </p>
      </div>
      {unique ? (
        <div>
          <CheckboxField
            id={`${id}-unique`}
            label={t("customFields.form.unique")}
            {...form.field("unique")}
          />
          <p className="ms-7 text-sm text-slate-600 dark:text-slate-400">
            {t("customFields.form.uniqueHint")}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** One box per category; none ticked means every category. */
function CategoryBoxes({ id, form, categories }: BoxesProps & { categories: NamedItem[] }) {
  const { t } = useTranslation();
  const { error } = form.field("category_ids");
  return (
    <fieldset aria-describedby={`${id}-categories-hint`} className="space-y-2">
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {t("customFields.form.categories")}
      </legend>
      <p id={`${id}-categories-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {t("customFields.form.categoriesHint")}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {categories.map((category) => (
          <CheckboxField
            key={category.id}
            id={`${id}-category-${category.id}`}
            label={category.name}
            value={category.id}
            {...form.register("category_ids")}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
