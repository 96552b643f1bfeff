import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { ExportButtons } from "../../../../components/workspace/export-buttons.tsx";
import { usePeopleSearch } from "../hooks/use-people-search.ts";
import { peopleQuery } from "../lib/people-search.ts";
import { PeopleFilters } from "./people-filters.tsx";
import { PeopleResults } from "./people-results.tsx";
import { PersonForm } from "./person-form.tsx";

/** The people of the workspace: search, filters, sortable list; adding for those who may. */
export function PeopleDirectory({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const state = usePeopleSearch();
  const [adding, setAdding] = useState(false);

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("register.people.list.title")}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            {t("register.people.list.lead")}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <ExportButtons kind="people" query={peopleQuery(state.search)} />
          {canEdit ? (
            <button
              type="button"
              className={buttonClasses("primary")}
              onClick={() => setAdding(true)}
              data-testid="add-person"
            >
              {t("register.people.list.add")}
            </button>
          ) : null}
        </div>
      </div>
      <PeopleFilters id={id} state={state} />
      <PeopleResults state={state} />
      {canEdit ? <PersonForm person={null} open={adding} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
