import type { ReactNode } from "react";

type EmptyStateProps = { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode };

/** What a panel shows before it has anything to list: what will appear, and how to get there. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
      <span
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-blue-50 text-blue-700 dark:bg-slate-800 dark:text-blue-300"
      >
        {icon}
      </span>
      <p className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</p>
      <div className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{children}</div>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
