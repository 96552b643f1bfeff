import type { InputHTMLAttributes, ReactNode } from "react";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  id: string;
  label: ReactNode;
};

/** A checkbox with its label beside it. */
export function CheckboxField({ id, label, className = "", ...input }: CheckboxFieldProps) {
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-blue-700 dark:border-slate-600 dark:accent-blue-400"
        {...input}
      />
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
        {label}
      </label>
    </div>
  );
}
