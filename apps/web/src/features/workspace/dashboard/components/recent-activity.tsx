import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/format.ts";
import type { DashboardActivity } from "../api/dashboard-api.ts";

const fieldKeys = [
  "asset_tag",
  "name",
  "model_id",
  "category_id",
  "status_label_id",
  "serial_number",
  "location_id",
  "purchase_date",
  "purchase_cost",
  "currency",
  "supplier",
  "order_number",
  "warranty_end",
  "notes",
  "assigned_to",
  "email",
  "employee_number",
  "department",
  "manager_id",
  "status",
] as const;
type FieldKey = (typeof fieldKeys)[number];

/** A field as people call it; a custom field by its key (its label lives with the field). */
function fieldName(t: TFunction, field: string): string {
  if ((fieldKeys as readonly string[]).includes(field)) {
    return t(`dashboard.activity.fields.${field as FieldKey}`);
  }
  return field.replace(/^custom_values\./, "");
}

/** "Ada Okafor checked out Loan laptop 01" (or created an API token), in the reader's language. */
export function activitySentence(t: TFunction, event: DashboardActivity): string {
  const subject = event.subject_name ?? t(`dashboard.activity.gone.${event.subject_type}`);
  const words = { actor: event.actor_name, subject };
  if (event.subject_type === "api_token" && event.subject_name) {
    return event.action === "revoked"
      ? t("dashboard.activity.actions.apiTokenRevoked", words)
      : t("dashboard.activity.actions.apiTokenCreated", words);
  }
  if (event.action === "updated" && event.field) {
    return t("dashboard.activity.actions.updatedField", {
      ...words,
      field: fieldName(t, event.field),
    });
  }
  return t(`dashboard.activity.actions.${event.action}`, words);
}

/** The workspace's last changes, newest first. */
export function RecentActivity({ events }: { events: DashboardActivity[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="activity-title"
      data-testid="recent-activity"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="activity-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("dashboard.activity.title")}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t("dashboard.activity.none")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {events.map((event) => (
            <li key={event.id} className="py-2">
              <p className="text-sm text-slate-800 dark:text-slate-200">
                {activitySentence(t, event)}
              </p>
              <time dateTime={event.at} className="text-xs text-slate-600 dark:text-slate-400">
                {formatDateTime(event.at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
