import type { ComponentPropsWithRef, ReactNode } from "react";
import { describedBy, fieldClasses, FormField } from "./form-field.tsx";

type TextFieldProps = ComponentPropsWithRef<"input"> & {
  id: string;
  label: string;
  /** A quieter note after the label, such as "(optional)". */
  labelNote?: ReactNode;
  /** Shown under the input and linked to it with aria-describedby. */
  hint?: ReactNode;
  /** Shown under the input, linked to it, and marks it invalid. */
  error?: string;
  /** Classes added to the input's own (the wrapper takes `className`). */
  inputClassName?: string;
};

/** A labelled text input with an optional hint and error. */
export function TextField({
  id,
  label,
  labelNote,
  hint,
  error,
  inputClassName = "",
  className = "",
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      labelNote={labelNote}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        id={id}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={`${fieldClasses} ${inputClassName}`.trim()}
        {...input}
      />
    </FormField>
  );
}
