import type { ReactNode } from "react";

/** Shared look of text inputs, selects and textareas; pair with <FormField>. */
export const fieldClasses =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-blue-400 dark:focus:outline-blue-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 dark:aria-invalid:border-red-400";

type FormFieldProps = {
  /** The id of the control inside; the label points at it. */
  id: string;
  label: string;
  /** A quieter note after the label, such as "(optional)". */
  labelNote?: ReactNode;
  /** Rendered with id `${id}-hint`; reference it with aria-describedby. */
  hint?: ReactNode;
  /** Rendered with id `${id}-error`; reference it with aria-describedby. */
  error?: string;
  children: ReactNode;
  className?: string;
};

/** The `aria-describedby` of a control inside <FormField>: its hint and error, when shown. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A visible label, the control, and optional hint and error text. */
export function FormField({
  id,
  label,
  labelNote,
  hint,
  error,
  children,
  className = "",
}: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
        {labelNote ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> {labelNote}</span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
