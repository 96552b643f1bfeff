import type { ComponentPropsWithRef, ReactNode } from "react";

export const inputClasses =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-blue-400 dark:focus:outline-blue-400 dark:aria-invalid:border-red-400";

type FormFieldProps = ComponentPropsWithRef<"input"> & {
  id: string;
  label: string;
  /** Shown under the input and linked to it with aria-describedby. */
  hint?: ReactNode;
};

/** A labelled text input with an optional hint. */
export function FormField({ id, label, hint, className = "", ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <input id={id} aria-describedby={hintId} className={inputClasses} {...input} />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
