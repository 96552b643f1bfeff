import type { ComponentPropsWithRef, ReactNode } from "react";
import { describedBy, fieldClasses, FormField } from "./form-field.tsx";

type TextFieldProps = ComponentPropsWithRef<"input"> & {
  id: string;
  label: string;
  /** Shown under the input and linked to it with aria-describedby. */
  hint?: ReactNode;
  /** Shown under the input, linked to it, and marks it invalid. */
  error?: string;
};

/** A labelled text input with an optional hint and error. */
export function TextField({ id, label, hint, error, className = "", ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={fieldClasses}
        {...input}
      />
    </FormField>
  );
}
