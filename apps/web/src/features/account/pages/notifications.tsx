import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/button-classes.ts";
import { Card } from "../../../components/card.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { request } from "../../../lib/http/http-client.ts";
import { showNotice } from "../../../lib/notices/notice-store.ts";
import { AccountHeading } from "../components/account-heading.tsx";
import { AccountSection } from "../components/account-section.tsx";
import { ToggleField } from "../components/toggle-field.tsx";
import {
  defaultNotificationPreferences,
  notificationOptions,
  type NotificationPreferences,
} from "../data/notification-options.ts";
import { notifyFailure } from "../../../lib/notices/notify-failure.ts";

export default function NotificationsPage() {
  const { t } = useTranslation();
  const page = usePageText("notifications");
  const [preferences, setPreferences] = useState<NotificationPreferences>(
    defaultNotificationPreferences,
  );
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await request("/api/user/me/notifications", { method: "PUT", json: preferences });
      showNotice({ kind: "success", title: t("accountArea.notifications.saved") });
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-page="notifications" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.notifications.lead")} />
      <AccountSection id="email" title={t("accountArea.notifications.emailSection")}>
        <Card title={t("accountArea.notifications.whatWeSend")}>
          <form onSubmit={handleSubmit}>
            <fieldset className="divide-y divide-slate-200 dark:divide-slate-800">
              <legend className="sr-only">{t("accountArea.notifications.legend")}</legend>
              {notificationOptions.map((option) => (
                <ToggleField
                  key={option.key}
                  id={`notify-${option.key}`}
                  label={t(option.label)}
                  description={t(option.description)}
                  checked={preferences[option.key]}
                  onChange={(event) =>
                    setPreferences({ ...preferences, [option.key]: event.target.checked })
                  }
                />
              ))}
            </fieldset>
            <button type="submit" className={buttonClasses("primary", "mt-4")} disabled={sending}>
              {sending
                ? t("accountArea.notifications.submitting")
                : t("accountArea.notifications.submit")}
            </button>
          </form>
        </Card>
      </AccountSection>
    </div>
  );
}
