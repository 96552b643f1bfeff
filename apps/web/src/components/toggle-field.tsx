import type { ComponentPropsWithRef } from "react";

type ToggleFieldProps = Omit<ComponentPropsWithRef<"input">, "type"> & {
  id: string;
  label: string;
  description: string;
};

/** A checkbox with a label and a one-line explanation of what it turns on. */
export function ToggleField({ id, label, description, ...input }: ToggleFieldProps) {
  return (
    <div className="flex items-start gap-3 py-4">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-description`}
        className="mt-1 size-5 shrink-0 accent-blue-700 dark:accent-blue-400"
        {...input}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      </div>
    </div>
  );
}
