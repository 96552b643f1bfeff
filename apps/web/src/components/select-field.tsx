import type { ComponentPropsWithRef, ReactNode } from "react";
import { describedBy, fieldClasses, FormField } from "./form-field.tsx";

type SelectFieldProps = ComponentPropsWithRef<"select"> & {
  id: string;
  label: string;
  /** A quieter note after the label, such as "(optional)". */
  labelNote?: ReactNode;
  /** Shown under the select and linked to it with aria-describedby. */
  hint?: ReactNode;
  /** Shown under the select, linked to it, and marks it invalid. */
  error?: string;
};

/** A labelled select with an optional hint and error; pass the options as children. */
export function SelectField({
  id,
  label,
  labelNote,
  hint,
  error,
  className = "",
  ...select
}: SelectFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      labelNote={labelNote}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        id={id}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={fieldClasses}
        {...select}
      />
    </FormField>
  );
}
