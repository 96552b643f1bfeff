import type { ComponentPropsWithRef, ReactNode } from "react";
import { fieldClasses } from "./form-field.tsx";

type TextFieldProps = ComponentPropsWithRef<"input"> & {
  id: string;
  label: string;
  /** Shown under the input and linked to it with aria-describedby. */
  hint?: ReactNode;
};

/** A labelled text input with an optional hint. */
export function TextField({ id, label, hint, className = "", ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <input id={id} aria-describedby={hintId} className={fieldClasses} {...input} />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
