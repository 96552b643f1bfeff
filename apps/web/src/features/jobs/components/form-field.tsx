import type { ReactNode } from "react";

export const inputClasses =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 dark:focus:outline-blue-400 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-blue-400";

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
};

/** A visible label, the control and an optional hint tied to it with aria-describedby by the caller. */
export function Field({ id, label, hint, optional = false, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
