import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HistoryTimeline } from "../../../../components/history-timeline/history-timeline.tsx";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import { locationLabel, useLocationTree } from "../../../../lib/workspace/location-tree.ts";
import { usePerson, type PersonStatus } from "../api/people-api.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/** A person's history, with ids and codes shown as the names and words they stand for. */
export function PersonHistory({ personId, labelledBy }: { personId: string; labelledBy: string }) {
  const { t } = useTranslation();
  const locations = useLocationTree();
  const renderValue = (field: string, value: string): ReactNode | null => {
    if (field === "status") return t(`register.people.status.${value as PersonStatus}`);
    if (field === "location_id") {
      const node = locations.data?.find((location) => location.id === value);
      return node ? locationLabel(node) : t("register.history.removedLocation");
    }
    if (field === "manager_id") return <PersonName id={value} />;
    return null;
  };
  return (
    <HistoryTimeline
      subjectType="person"
      subjectId={personId}
      labelledBy={labelledBy}
      renderValue={renderValue}
    />
  );
}

/** Another person's name, linking to their page (the query is shared with that page). */
function PersonName({ id }: { id: string }) {
  const { t } = useTranslation();
  const person = usePerson(id);
  if (person.data) {
    return (
      <Link
        to={workspacePaths.person(id)}
        className="text-blue-800 underline underline-offset-2 hover:no-underline dark:text-blue-300"
      >
        {person.data.name}
      </Link>
    );
  }
  return <>{isNotFound(person.error) ? t("register.history.removedPerson") : "…"}</>;
}
