import type { HistoryEvent, HistorySubjectType } from "@fleetward/contracts/workspace-history";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRelativeTime } from "../../lib/format.ts";
import { useCustomFields } from "../../lib/workspace/custom-field-queries.ts";
import { buttonClasses } from "../button-classes.ts";
import { LoadError, LoadingState } from "../load-state.tsx";
import { ExportButtons } from "../workspace/export-buttons.tsx";
import { actionKey, fieldLabelKey, readableFieldName, readableValue } from "./history-event.ts";
import { historyPathOf, useHistory } from "./history-queries.ts";

/** How a page shows one stored value of a field (a location's name for its id…); null: as is. */
export type ValueRenderer = (field: string, value: string) => ReactNode | null;

type HistoryTimelineProps = {
  subjectType: HistorySubjectType;
  subjectId: string;
  /** The API path of the history; by default the one of `subjectType`. */
  path?: string;
  /** The id of the heading that names the list. */
  labelledBy: string;
  renderValue?: ValueRenderer;
};

/**
 * What happened to a person or asset, newest first: who, when (relative, and the exact time),
 * what, and for a changed field its old and new value. Older events load a page at a time.
 */
export function HistoryTimeline(props: HistoryTimelineProps) {
  const { t } = useTranslation();
  const path = props.path ?? historyPathOf(props.subjectType, props.subjectId);
  const history = useHistory(props.subjectType, props.subjectId, path);
  // A custom field's change is stored under its stable key; its current name reads better.
  const customFields = useCustomFields(props.subjectType === "asset").data;
  const fieldName = (field: string) =>
    customFields?.find((custom) => `custom_values.${custom.key}` === field)?.name ?? null;

  if (history.isPending) return <LoadingState compact />;
  if (history.isError) {
    return (
      <LoadError
        compact
        title={t("register.history.loadFailed")}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const events = history.data.pages.flatMap((page) => page.items);
  if (events.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("register.history.empty")}</p>
    );
  }
  return (
    <div aria-busy={history.isFetchingNextPage}>
      <div className="mb-3 flex justify-end">
        <ExportButtons
          kind="history"
          query={{ subject_type: props.subjectType, subject_id: props.subjectId }}
        />
      </div>
      <ol aria-labelledby={props.labelledBy} className="ms-2" data-testid="history-timeline">
        {events.map((event) => (
          <HistoryItem
            key={event.id}
            event={event}
            fieldName={fieldName}
            renderValue={props.renderValue}
          />
        ))}
      </ol>
      {history.hasNextPage ? (
        <button
          type="button"
          className={buttonClasses("secondary", "mt-2")}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? t("common.loading") : t("register.history.showOlder")}
        </button>
      ) : null}
    </div>
  );
}

type HistoryItemProps = {
  event: HistoryEvent;
  /** The name of a field the interface has no words for (a custom field's); null: none. */
  fieldName: (field: string) => string | null;
  renderValue?: ValueRenderer;
};

function HistoryItem({ event, fieldName, renderValue }: HistoryItemProps) {
  const { t, i18n } = useTranslation();
  const labelKey = event.field ? fieldLabelKey(event.field) : null;
  const field = !event.field
    ? ""
    : labelKey
      ? t(labelKey)
      : (fieldName(event.field) ?? readableFieldName(event.field));
  const exact = formatDateTime(event.at, i18n.language);
  return (
    <li className="relative border-s-2 border-slate-300 pb-6 ps-5 last:pb-0 dark:border-slate-700">
      <span
        aria-hidden="true"
        className="absolute -start-[7px] top-1.5 size-3 rounded-full border-2 border-white bg-blue-700 dark:border-slate-900 dark:bg-blue-400"
      />
      <p className="font-semibold text-slate-900 dark:text-white">
        {t(actionKey(event.action), { field })}
      </p>
      {event.field && (event.old_value !== null || event.new_value !== null) ? (
        <FieldChange event={event} field={event.field} label={field} renderValue={renderValue} />
      ) : null}
      {event.note ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("register.history.note", { note: event.note })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t("register.history.by", { name: event.actor_name })}
        {" · "}
        <time dateTime={event.at} title={exact}>
          {formatRelativeTime(event.at, i18n.language)}
        </time>
        <span className="whitespace-nowrap"> ({exact})</span>
      </p>
    </li>
  );
}

type FieldChangeProps = {
  event: HistoryEvent;
  field: string;
  /** The field in words. */
  label: string;
  renderValue?: ValueRenderer | undefined;
};

/**
 * Old → new, each marked up as removed and inserted text, so the meaning is not only visual.
 * Other events may name a field too (a check-out: who has it now); they show what it became.
 */
function FieldChange(props: FieldChangeProps) {
  const { t, i18n } = useTranslation();
  const show = (value: string | null) => {
    if (value === null || value === "") {
      return <span className="italic">{t("register.history.emptyValue")}</span>;
    }
    return props.renderValue?.(props.field, value) ?? readableValue(value, i18n.language);
  };
  if (props.event.action !== "updated" && props.event.old_value === null) {
    return (
      <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
        <span className="inline-block first-letter:uppercase">
          {t("register.history.fieldValue", { field: props.label })}
        </span>{" "}
        <span className="font-medium">{show(props.event.new_value)}</span>
      </p>
    );
  }
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm text-slate-800 dark:text-slate-200">
      <span className="sr-only">{t("register.history.before")}</span>
      <del className="text-slate-600 decoration-slate-500 dark:text-slate-400">
        {show(props.event.old_value)}
      </del>
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        →
      </span>
      <span className="sr-only">{t("register.history.after")}</span>
      <ins className="font-medium no-underline">{show(props.event.new_value)}</ins>
    </p>
  );
}
