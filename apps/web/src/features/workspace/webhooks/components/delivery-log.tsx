import { useTranslation } from "react-i18next";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useDeliveries, useWebhookActions, type WebhookDelivery } from "../api/webhooks-api.ts";

const cell = "px-3 py-2 text-start align-top";

/** A webhook's delivery log, newest first, with "resend" on each delivery. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { t, i18n } = useTranslation();
  const deliveries = useDeliveries(webhookId);
  const { resend } = useWebhookActions();
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "medium" }).format(
          new Date(iso),
        )
      : "—";
  if (deliveries.isError) return <p role="alert">{t("webhooks.log.loadFailed")}</p>;
  if (!deliveries.data) return <p role="status">{t("common.loading")}</p>;
  if (deliveries.data.items.length === 0) return <p>{t("webhooks.log.empty")}</p>;
  const onResend = (delivery: WebhookDelivery) =>
    resend.mutate(
      { id: webhookId, deliveryId: delivery.id },
      {
        onSuccess: () => showNotice({ kind: "success", title: t("webhooks.log.resent") }),
        onError: (error) => notifyFailure(error, t),
      },
    );
  const columns = ["event", "status", "attempts", "response", "duration", "next"] as const;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" data-testid="webhook-delivery-log">
        <caption className="sr-only">{t("webhooks.log.caption")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {t(`webhooks.log.${column}`)}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">{t("webhooks.list.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {deliveries.data.items.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              when={when}
              busy={resend.isPending}
              onResend={() => onResend(delivery)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = {
  delivery: WebhookDelivery;
  when: (iso: string | null) => string;
  busy: boolean;
  onResend: () => void;
};

function DeliveryRow({ delivery, when, busy, onResend }: RowProps) {
  const { t } = useTranslation();
  return (
    <tr>
      <td className={cell}>
        <code dir="ltr">{delivery.event_type}</code>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {when(delivery.created_at)}
        </span>
      </td>
      <td className={cell}>{t(`webhooks.status.${delivery.status}`)}</td>
      <td className={cell}>{delivery.attempts}</td>
      <td className={cell}>
        {delivery.response_status ?? "—"}
        {delivery.error ? (
          <span className="block text-xs text-red-700 dark:text-red-400">{delivery.error}</span>
        ) : null}
        {delivery.response_body ? (
          <pre
            className="mt-1 max-h-24 max-w-xs overflow-auto text-xs whitespace-pre-wrap"
            dir="ltr"
          >
            {delivery.response_body}
          </pre>
        ) : null}
      </td>
      <td className={cell}>
        {delivery.duration_ms === null
          ? "—"
          : t("webhooks.log.ms", { count: delivery.duration_ms })}
      </td>
      <td className={cell}>{when(delivery.next_attempt_at)}</td>
      <td className={cell}>
        <button
          type="button"
          className="font-medium text-blue-700 underline dark:text-blue-400"
          onClick={onResend}
          disabled={busy}
        >
          {t("webhooks.log.resend")}
        </button>
      </td>
    </tr>
  );
}
