import type { ReactNode } from "react";

/** A cell of the members and invitations tables; logical alignment, so RTL mirrors it. */
export const cell = "px-3 py-2 text-start align-middle";

type MembersTableProps = {
  testId: string;
  /** Read by screen readers only: what the table lists. */
  caption: string;
  columns: string[];
  children: ReactNode;
};

/** The frame both lists share: scrolls sideways on a phone instead of squeezing the columns. */
export function MembersTable({ testId, caption, columns, children }: MembersTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
