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
      showNotice({ kind: "success", title: "Notification preferences saved" });
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-page="notifications" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading
        title={page.title}
        lead="Choose what Fleetward e-mails you. Messages about your account's security, such as password changes, are always sent."
      />
      <AccountSection id="email" title="E-mail notifications">
        <Card title="What we send you">
          <form onSubmit={handleSubmit}>
            <fieldset className="divide-y divide-slate-200 dark:divide-slate-800">
              <legend className="sr-only">E-mails to receive</legend>
              {notificationOptions.map((option) => (
                <ToggleField
                  key={option.key}
                  id={`notify-${option.key}`}
                  label={option.label}
                  description={option.description}
                  checked={preferences[option.key]}
                  onChange={(event) =>
                    setPreferences({ ...preferences, [option.key]: event.target.checked })
                  }
                />
              ))}
            </fieldset>
            <button type="submit" className={buttonClasses("primary", "mt-4")} disabled={sending}>
              {sending ? "Saving…" : "Save preferences"}
            </button>
          </form>
        </Card>
      </AccountSection>
    </div>
  );
}
