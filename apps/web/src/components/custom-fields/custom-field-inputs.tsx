import type { CustomField } from "@fleetward/contracts/workspace-custom-fields";
import { customTextMaxLength } from "@fleetward/contracts/workspace-custom-values";
import { get, type FieldErrors, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { describedBy } from "../form-field.tsx";
import { SelectField } from "../select-field.tsx";
import { TextField } from "../text-field.tsx";
import { customValuePath } from "./custom-field-values.ts";

/** The registration of one custom value, `register("custom_values.<key>")` of the form. */
type Register = (name: `custom_values.${string}`) => UseFormRegisterReturn;

type CustomFieldInputsProps = {
  /** Prefix of the inputs' ids (the form's useId), so two forms on a page never clash. */
  id: string;
  /** The fields of the asset's category, in form order (`fieldAppliesTo`). */
  definitions: readonly CustomField[];
  register: Register;
  /** The form's errors; each input shows the one at `custom_values.<key>`. */
  errors?: FieldErrors | undefined;
  /** Grid classes of each input's wrapper, such as `sm:col-span-2` for long text. */
  className?: string;
};

/** The text inputs, by type: what the browser offers to type, and which way it reads. */
const textInputs = {
  text: { type: "text", dir: undefined, inputMode: undefined },
  number: { type: "text", dir: "ltr", inputMode: "decimal" },
  date: { type: "date", dir: "ltr", inputMode: undefined },
  url: { type: "url", dir: "ltr", inputMode: "url" },
} as const;

/**
 * One labelled input per custom field, for a react-hook-form form that keeps the values
 * under `custom_values.<key>` (customFormValuesOf): a box for yes/no, a list for an option
 * list, a text input otherwise. The help text and the error are linked to the input.
 */
export function CustomFieldInputs({
  id,
  definitions,
  register,
  errors,
  className = "",
}: CustomFieldInputsProps) {
  const { t } = useTranslation();
  return definitions.map((field) => {
    const inputId = `${id}-cf-${field.key}`;
    const error = (get(errors, customValuePath(field.key)) as { message?: string } | undefined)
      ?.message;
    const hint = field.help_text ?? undefined;
    const registration = register(customValuePath(field.key));
    if (field.type === "boolean") {
      return (
        <BooleanInput
          key={field.key}
          {...registration}
          id={inputId}
          label={field.name}
          hint={hint}
          error={error}
          className={className}
        />
      );
    }
    const common = {
      id: inputId,
      label: field.name,
      labelNote: field.required ? t("customFields.input.required") : undefined,
      hint,
      error,
      className,
      "aria-required": field.required || undefined,
      ...registration,
    };
    if (field.type === "option_list") {
      return (
        <SelectField key={field.key} {...common}>
          <option value="">{t("customFields.input.choose")}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    }
    const { type, dir, inputMode } = textInputs[field.type];
    return (
      <TextField
        key={field.key}
        {...common}
        type={type}
        dir={dir}
        inputMode={inputMode}
        maxLength={customTextMaxLength}
        autoComplete="off"
      />
    );
  });
}

type BooleanInputProps = UseFormRegisterReturn & {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  className: string;
};

/** A yes/no field: ticked is yes. Its help text is linked to it like the other inputs'. */
function BooleanInput({ id, label, hint, error, className, ...input }: BooleanInputProps) {
  return (
    <div className={`${className} flex items-start gap-3 pt-6`.trim()}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="mt-1 size-4 shrink-0 accent-blue-700 dark:accent-blue-400"
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
