import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { PersonPosturePanel } from "../../../../components/workspace/devices/person-posture.tsx";
import { hasStatus, isNotFound } from "../../../../lib/http/http-status.ts";
import { usePerson, type Person } from "../api/people-api.ts";
import { HeldAssets } from "./held-assets.tsx";
import { PersonDetails } from "./person-details.tsx";
import { OffboardDialog } from "./offboard-dialog.tsx";
import { PersonForm } from "./person-form.tsx";
import { PersonHistory } from "./person-history.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import { WorkspaceSubject } from "../../../../components/workspace/workspace-title.tsx";

const cardClasses =
  "rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
const headingClasses = "text-lg font-bold text-slate-900 dark:text-white";

/**
 * One person: details (editable by technicians and up), what they hold, the security posture
 * of their devices, and their history.
 */
export function PersonProfile({ personId, canEdit }: { personId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const person = usePerson(personId);
  const [editing, setEditing] = useState(false);
  const [offboarding, setOffboarding] = useState(false);

  if (person.isPending) return <LoadingState />;
  if (person.isError) {
    // A malformed id in the address (422) is as missing as another workspace's (404).
    return isNotFound(person.error) || hasStatus(person.error, 422) ? (
      <div role="alert" className="space-y-4">
        <p>{t("register.people.person.notFound")}</p>
        <BackLink />
      </div>
    ) : (
      <LoadError onRetry={() => void person.refetch()} />
    );
  }
  return (
    <article aria-labelledby={`${id}-name`} className="space-y-6">
      <WorkspaceSubject name={person.data.name} />
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id={`${id}-name`} className="text-2xl font-bold text-slate-900 dark:text-white">
          {person.data.name}
        </h1>
        {canEdit ? (
          <PersonActions
            person={person.data}
            onEdit={() => setEditing(true)}
            onOffboard={() => setOffboarding(true)}
          />
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-details`} className={cardClasses}>
          <h2 id={`${id}-details`} className={headingClasses}>
            {t("register.people.person.details")}
          </h2>
          <PersonDetails person={person.data} />
        </section>
        <section aria-labelledby={`${id}-holds`} className={`${cardClasses} space-y-3`}>
          <h2 id={`${id}-holds`} className={headingClasses}>
            {t("register.people.holds.title")}
          </h2>
          <HeldAssets personId={personId} labelledBy={`${id}-holds`} />
        </section>
      </div>
      <PersonPosturePanel personId={personId} />
      <section aria-labelledby={`${id}-history`} className={`${cardClasses} space-y-4`}>
        <h2 id={`${id}-history`} className={headingClasses}>
          {t("register.people.person.history")}
        </h2>
        <PersonHistory personId={personId} labelledBy={`${id}-history`} />
      </section>
      {canEdit ? (
        <>
          <PersonForm person={person.data} open={editing} onClose={() => setEditing(false)} />
          <OffboardDialog
            person={person.data}
            open={offboarding}
            onClose={() => setOffboarding(false)}
          />
        </>
      ) : null}
    </article>
  );
}

type PersonActionsProps = { person: Person; onEdit: () => void; onOffboard: () => void };

/** Edit, and offboard while the person is active (one who has left holds nothing more). */
function PersonActions({ person, onEdit, onOffboard }: PersonActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={buttonClasses("primary")} onClick={onEdit}>
        {t("register.people.person.edit")}
      </button>
      {person.status === "active" ? (
        <button type="button" className={buttonClasses("secondary")} onClick={onOffboard}>
          {t("register.people.offboard.action")}
        </button>
      ) : null}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={workspacePaths.people()}
      className="inline-block text-sm font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
    >
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{" "}
      {t("register.people.person.back")}
    </Link>
  );
}
