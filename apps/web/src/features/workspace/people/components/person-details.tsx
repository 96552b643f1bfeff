import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DetailsList } from "../../../../components/details-list.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import type { Person } from "../api/people-api.ts";
import { PersonStatusBadge } from "./person-status-badge.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

const linkClasses =
  "text-blue-800 underline underline-offset-2 hover:no-underline dark:text-blue-300";

/** Everything the workspace knows about a person, as label/value pairs. */
export function PersonDetails({ person }: { person: Person }) {
  const { t, i18n } = useTranslation();
  const label = (field: Parameters<typeof fieldLabel>[0]) => t(fieldLabel(field));
  return (
    <DetailsList
      details={[
        {
          label: label("email"),
          value: person.email ? (
            <a href={`mailto:${person.email}`} className={linkClasses} dir="ltr">
              {person.email}
            </a>
          ) : null,
        },
        {
          label: label("employeeNumber"),
          value: person.employee_number ? <span dir="ltr">{person.employee_number}</span> : null,
        },
        { label: label("department"), value: person.department },
        { label: label("location"), value: person.location_name },
        {
          label: label("manager"),
          value:
            person.manager_id && person.manager_name ? (
              <Link to={workspacePaths.person(person.manager_id)} className={linkClasses}>
                {person.manager_name}
              </Link>
            ) : null,
        },
        { label: label("status"), value: <PersonStatusBadge status={person.status} /> },
        {
          label: label("notes"),
          value: person.notes ? <span className="whitespace-pre-line">{person.notes}</span> : null,
        },
        { label: label("added"), value: formatDateTime(person.created_at, i18n.language) },
        { label: label("updated"), value: formatDateTime(person.updated_at, i18n.language) },
      ]}
    />
  );
}

const fieldLabel = (
  field:
    | "email"
    | "employeeNumber"
    | "department"
    | "location"
    | "manager"
    | "status"
    | "notes"
    | "added"
    | "updated",
) => `register.people.fields.${field}` as const;
