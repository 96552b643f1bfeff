import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { useWebhookActions, type Webhook, type WebhookWithSecret } from "../api/webhooks-api.ts";
import { DeliveryLog } from "./delivery-log.tsx";

type WebhookListProps = {
  webhooks: Webhook[];
  readOnly: boolean;
  onEdit: (webhook: Webhook) => void;
  onSecret: (webhook: WebhookWithSecret) => void;
};

const action = "font-medium text-blue-700 underline disabled:opacity-50 dark:text-blue-400";

/** The webhooks, each with its events, actions and (when opened) its delivery log. */
export function WebhookList({ webhooks, readOnly, onEdit, onSecret }: WebhookListProps) {
  const { t } = useTranslation();
  if (webhooks.length === 0) return <p>{t("webhooks.page.empty")}</p>;
  return (
    <ul className="space-y-4" data-testid="webhook-list">
      {webhooks.map((webhook) => (
        <WebhookItem
          key={webhook.id}
          webhook={webhook}
          readOnly={readOnly}
          onEdit={onEdit}
          onSecret={onSecret}
        />
      ))}
    </ul>
  );
}

type ItemProps = Omit<WebhookListProps, "webhooks"> & { webhook: Webhook };

function WebhookItem({ webhook, readOnly, onEdit, onSecret }: ItemProps) {
  const { t } = useTranslation();
  const [showLog, setShowLog] = useState(false);
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-all text-slate-900 dark:text-white" dir="ltr">
            {webhook.url}
          </p>
          {webhook.description ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{webhook.description}</p>
          ) : null}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {webhook.enabled ? t("webhooks.list.enabled") : t("webhooks.list.disabled")} ·{" "}
            {t("webhooks.list.secretHint", { hint: webhook.secret_hint })}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400" dir="ltr">
            {webhook.events.join(", ")}
          </p>
        </div>
        <ItemActions
          webhook={webhook}
          readOnly={readOnly}
          showLog={showLog}
          onToggleLog={() => setShowLog(!showLog)}
          onEdit={onEdit}
          onSecret={onSecret}
        />
      </div>
      {showLog ? <DeliveryLog webhookId={webhook.id} /> : null}
    </li>
  );
}

type ActionsProps = Omit<ItemProps, "webhook"> & {
  webhook: Webhook;
  showLog: boolean;
  onToggleLog: () => void;
};

function ItemActions({ webhook, readOnly, showLog, onToggleLog, onEdit, onSecret }: ActionsProps) {
  const { t } = useTranslation();
  const { remove, rotate, test } = useWebhookActions();
  const onTest = () =>
    test.mutate(webhook.id, {
      onSuccess: (delivery) =>
        showNotice({
          kind: delivery.status === "succeeded" ? "success" : "error",
          title: t(
            delivery.status === "succeeded" ? "webhooks.list.testOk" : "webhooks.list.testFailed",
            {
              status: delivery.response_status ?? delivery.error ?? "—",
            },
          ),
        }),
      onError: (error) => notifyFailure(error, t),
    });
  const onRotate = () => {
    if (!window.confirm(t("webhooks.list.rotateConfirm"))) return;
    rotate.mutate(webhook.id, { onSuccess: onSecret, onError: (error) => notifyFailure(error, t) });
  };
  const onRemove = () => {
    if (!window.confirm(t("webhooks.list.removeConfirm", { url: webhook.url }))) return;
    remove.mutate(webhook.id, { onError: (error) => notifyFailure(error, t) });
  };
  return (
    <div className="flex flex-wrap gap-3 text-sm">
      <button type="button" className={action} onClick={onToggleLog} aria-expanded={showLog}>
        {t("webhooks.list.log")}
      </button>
      {readOnly ? null : (
        <>
          <button
            type="button"
            className={action}
            onClick={onTest}
            disabled={test.isPending || !webhook.enabled}
          >
            {t("webhooks.list.test")}
          </button>
          <button type="button" className={action} onClick={() => onEdit(webhook)}>
            {t("webhooks.list.edit")}
          </button>
          <button type="button" className={action} onClick={onRotate} disabled={rotate.isPending}>
            {t("webhooks.list.rotate")}
          </button>
          <button type="button" className={action} onClick={onRemove} disabled={remove.isPending}>
            {t("webhooks.list.remove")}
          </button>
        </>
      )}
    </div>
  );
}
