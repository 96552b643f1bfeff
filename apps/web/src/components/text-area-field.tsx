import type { ComponentPropsWithRef, ReactNode } from "react";
import { fieldClasses } from "./form-field.tsx";

type TextAreaFieldProps = ComponentPropsWithRef<"textarea"> & {
  id: string;
  label: string;
  /** Shown under the textarea and linked to it with aria-describedby. */
  hint?: ReactNode;
};

/** A labelled textarea with an optional hint. */
export function TextAreaField({
  id,
  label,
  hint,
  className = "",
  ...textarea
}: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <textarea id={id} aria-describedby={hintId} className={fieldClasses} {...textarea} />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
