import type { ComponentPropsWithRef, ReactNode } from "react";
import { describedBy, fieldClasses, FormField } from "./form-field.tsx";

type TextAreaFieldProps = ComponentPropsWithRef<"textarea"> & {
  id: string;
  label: string;
  /** A quieter note after the label, such as "(optional)". */
  labelNote?: ReactNode;
  /** Shown under the textarea and linked to it with aria-describedby. */
  hint?: ReactNode;
  /** Shown under the textarea, linked to it, and marks it invalid. */
  error?: string;
};

/** A labelled textarea with an optional hint and error. */
export function TextAreaField({
  id,
  label,
  labelNote,
  hint,
  error,
  className = "",
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      labelNote={labelNote}
      hint={hint}
      error={error}
      className={className}
    >
      <textarea
        id={id}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={fieldClasses}
        {...textarea}
      />
    </FormField>
  );
}
