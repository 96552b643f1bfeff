import type { ComponentPropsWithRef, ReactNode } from "react";
import { fieldClasses } from "./form-field.tsx";

type SelectFieldProps = ComponentPropsWithRef<"select"> & {
  id: string;
  label: string;
  /** Shown under the select and linked to it with aria-describedby. */
  hint?: ReactNode;
};

/** A labelled select with an optional hint; pass the options as children. */
export function SelectField({ id, label, hint, className = "", ...select }: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <select id={id} aria-describedby={hintId} className={fieldClasses} {...select} />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
