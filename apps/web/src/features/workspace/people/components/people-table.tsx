import type { PersonSortKey } from "@fleetward/contracts/workspace-people";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Person } from "../api/people-api.ts";
import { sortState, type PersonSort } from "../lib/people-search.ts";
import { PersonStatusBadge } from "./person-status-badge.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

const headClasses = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide";
const cellClasses = "px-3 py-3 align-top";

/** The columns in order; those with a sort key sort on the server when their header is pressed. */
const columns = [
  { label: "name", sort: "name" },
  { label: "email", sort: "email" },
  { label: "employeeNumber", sort: "employee_number" },
  { label: "department", sort: "department" },
  { label: "location", sort: null },
  { label: "manager", sort: null },
  { label: "status", sort: "status" },
] as const;

type PeopleTableProps = {
  people: Person[];
  sort: PersonSort;
  onSort: (key: PersonSortKey) => void;
};

/** The people loaded so far, one row each; the name leads to the person's page. */
export function PeopleTable({ people, sort, onSort }: PeopleTableProps) {
  const { t } = useTranslation();
  const current = sortState(sort);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{t("register.people.list.caption")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {columns.map((column) => {
              const label = t(`register.people.fields.${column.label}`);
              const sorted = column.sort !== null && current.key === column.sort;
              return (
                <th
                  key={column.label}
                  scope="col"
                  className={headClasses}
                  aria-sort={sorted ? (current.descending ? "descending" : "ascending") : undefined}
                >
                  {column.sort ? (
                    <SortButton
                      label={label}
                      state={sorted ? (current.descending ? "descending" : "ascending") : "none"}
                      onClick={() => onSort(column.sort)}
                    />
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {people.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const sortArrows = { ascending: "▲", descending: "▼", none: "↕" } as const;

/** A header that sorts: the arrow shows the order, aria-sort on the header announces it. */
function SortButton(props: { label: string; state: keyof typeof sortArrows; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={props.onClick}
      className="inline-flex items-center gap-1 rounded text-xs font-semibold uppercase tracking-wide hover:text-slate-950 hover:underline dark:hover:text-white"
      title={t("register.people.list.sortBy", { column: props.label })}
    >
      {props.label}
      <span
        aria-hidden="true"
        className={props.state === "none" ? "text-slate-400 dark:text-slate-500" : ""}
      >
        {sortArrows[props.state]}
      </span>
    </button>
  );
}

function PersonRow({ person }: { person: Person }) {
  const dash = "—";
  return (
    <tr data-testid="person-row">
      <th scope="row" className={`${cellClasses} text-start font-medium`}>
        <Link
          to={workspacePaths.person(person.id)}
          className="text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
        >
          {person.name}
        </Link>
      </th>
      <td className={cellClasses} dir="ltr">
        {person.email ?? dash}
      </td>
      <td className={cellClasses} dir="ltr">
        {person.employee_number ?? dash}
      </td>
      <td className={cellClasses}>{person.department ?? dash}</td>
      <td className={cellClasses}>{person.location_name ?? dash}</td>
      <td className={cellClasses}>{person.manager_name ?? dash}</td>
      <td className={cellClasses}>
        <PersonStatusBadge status={person.status} />
      </td>
    </tr>
  );
}
