import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import type { WebhookWithSecret } from "../api/webhooks-api.ts";

/** A webhook's signing secret, shown once after it was made or rotated. */
export function SecretPanel({
  webhook,
  onDone,
}: {
  webhook: WebhookWithSecret;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800 dark:border-amber-700 dark:bg-amber-950 dark:text-slate-100"
    >
      <p className="font-semibold">{t("webhooks.secret.title", { url: webhook.url })}</p>
      <p className="text-sm">{t("webhooks.secret.once")}</p>
      <label htmlFor="webhook-secret" className="sr-only">
        {t("webhooks.secret.label")}
      </label>
      <input
        id="webhook-secret"
        readOnly
        dir="ltr"
        value={webhook.secret}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <button type="button" className={buttonClasses("secondary")} onClick={onDone}>
        {t("webhooks.secret.done")}
      </button>
    </div>
  );
}
