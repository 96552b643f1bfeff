import type { ComponentPropsWithRef, ReactNode } from "react";
import { describedBy } from "../form-field.tsx";

type CheckboxFieldProps = Omit<ComponentPropsWithRef<"input">, "type"> & {
  id: string;
  /** The label after the box; may hold a link (such as the privacy policy). */
  label: ReactNode;
  /** Shown under the box, linked to it, and marks it invalid. */
  error?: string;
};

/** A checkbox with its label beside it and an optional error under it. */
export function CheckboxField({ id, label, error, className = "", ...input }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          className="mt-1 size-4 accent-blue-700 dark:accent-blue-400"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
