import type { FieldErrors } from "react-hook-form";

/** An alert above a form while any field is in error; the messages stay under the fields. */
export function ErrorSummary({ errors, text }: { errors: FieldErrors; text: string }) {
  if (Object.keys(errors).length === 0) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {text}
    </p>
  );
}
