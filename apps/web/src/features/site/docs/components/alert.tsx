import type { ReactNode } from "react";

export type AlertTone = "info" | "success" | "warning" | "error";

const tones: Record<AlertTone, { classes: string; icon: string }> = {
  info: {
    classes:
      "border-blue-600 bg-blue-50 text-blue-950 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-50",
    icon: "i",
  },
  success: {
    classes:
      "border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50",
    icon: "✓",
  },
  warning: {
    classes:
      "border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50",
    icon: "!",
  },
  error: {
    classes:
      "border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50",
    icon: "×",
  },
};

/** An inline message inside the page, as opposed to a toast notice. */
export function Alert({
  tone,
  title,
  children,
}: {
  tone: AlertTone;
  title: string;
  children: ReactNode;
}) {
  const { classes, icon } = tones[tone];
  return (
    <div className={`flex gap-3 rounded-lg border-s-4 p-4 ${classes}`}>
      <span
        aria-hidden="true"
        className="grid size-6 shrink-0 place-items-center rounded-full border border-current text-sm font-bold"
      >
        {icon}
      </span>
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-1 text-sm">{children}</div>
      </div>
    </div>
  );
}
