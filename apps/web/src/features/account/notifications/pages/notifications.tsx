import {
  notificationPreferencesRequestSchema,
  type NotificationCategory,
} from "@fleetward/contracts/account";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import {
  useMarkRead,
  useNotificationFeed,
  useNotificationPreferences,
  type Notification,
  type NotificationPreferences,
} from "../api/notifications-api.ts";
import { AccountHeading } from "../../../../components/account/account-heading.tsx";
import { AccountSection } from "../../../../components/account/account-section.tsx";
import { EmptyState, LoadState } from "../../../../components/load-state.tsx";
import { DocumentIcon } from "../../../../components/account/icons.tsx";
import { ToggleField } from "../../../../components/toggle-field.tsx";

const categories: readonly NotificationCategory[] = [
  "trial",
  "billing",
  "security",
  "product",
  "workspace",
];

const linkClasses = "font-semibold text-blue-700 hover:underline dark:text-blue-300";

/** " · Open": a site path opens in the app; a workspace's address (another host) is a plain link. */
function NoticeLink({ link }: { link: string | null }) {
  const { t } = useTranslation();
  if (link?.startsWith("/")) {
    return (
      <>
        {" · "}
        <Link to={link} className={linkClasses}>
          {t("billing.open")}
        </Link>
      </>
    );
  }
  if (link?.startsWith("https://") || link?.startsWith("http://")) {
    return (
      <>
        {" · "}
        <a href={link} className={linkClasses}>
          {t("billing.open")}
        </a>
      </>
    );
  }
  return null;
}

function FeedItem({ item }: { item: Notification }) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkRead();
  const unread = item.read_at === null;
  const when = formatDateTime(item.created_at, i18n.language);
  return (
    <li className="flex flex-wrap items-start gap-3 py-4" data-testid="notification">
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? "bg-blue-600 dark:bg-blue-400" : "bg-transparent"}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900 dark:text-white">
          {unread ? <span className="sr-only">{t("billing.unreadBadge")}: </span> : null}
          {item.title}
        </p>
        {/* A digest lists its items one per line. */}
        <p className="mt-1 text-sm whitespace-pre-line">{item.body}</p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={item.created_at}>{when}</time>
          <NoticeLink link={item.link} />
        </p>
      </div>
      {unread ? (
        <button
          type="button"
          className={buttonClasses("ghost")}
          disabled={markRead.isPending}
          aria-label={t("billing.markReadFor", { title: item.title })}
          onClick={() => markRead.mutate(item.id, { onError: (error) => notifyFailure(error, t) })}
        >
          {t("billing.markRead")}
        </button>
      ) : null}
    </li>
  );
}

function Feed() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const feed = useNotificationFeed(page);
  const markRead = useMarkRead();
  return (
    <Card title={t("billing.feedTitle")}>
      <LoadState query={feed}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.page_size));
          return data.total === 0 ? (
            <EmptyState icon={<DocumentIcon />} title={t("billing.feedEmpty")}>
              {t("billing.feedEmptyText")}
            </EmptyState>
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm" aria-live="polite">
                  {t("billing.unreadSummary", { count: data.unread })}
                </p>
                <button
                  type="button"
                  className={buttonClasses("secondary", "ms-auto")}
                  disabled={data.unread === 0 || markRead.isPending}
                  onClick={() =>
                    markRead.mutate("all", { onError: (error) => notifyFailure(error, t) })
                  }
                >
                  {t("billing.markAllRead")}
                </button>
              </div>
              <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
                {data.items.map((item) => (
                  <FeedItem key={item.id} item={item} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label={t("billing.feedPages")} className="mt-4 flex items-center gap-3">
                  <button
                    type="button"
                    className={buttonClasses("secondary")}
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t("billing.newer")}
                  </button>
                  <span className="text-sm">{t("billing.pageOf", { page, pages })}</span>
                  <button
                    type="button"
                    className={buttonClasses("secondary")}
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    {t("billing.older")}
                  </button>
                </nav>
              ) : null}
            </>
          );
        }}
      </LoadState>
    </Card>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation();
  const form = useContractForm(notificationPreferencesRequestSchema, {
    defaultValues: {
      trial: saved.trial,
      billing: saved.billing,
      product: saved.product,
      workspace: saved.workspace,
      security: true,
    },
  });
  const onSubmit = form.submit(async (preferences) => {
    await request("/api/user/me/notification-preferences", { method: "PUT", json: preferences });
    showNotice({ kind: "success", title: t("accountArea.notifications.saved") });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="divide-y divide-slate-200 dark:divide-slate-800">
        <legend className="sr-only">{t("accountArea.notifications.legend")}</legend>
        {categories.map((category) =>
          category === "security" ? (
            // Always on: shown checked, never a field of the form.
            <ToggleField
              key={category}
              id="notify-security"
              label={t("billing.categories.security")}
              description={`${t("billing.categories.securityText")} ${t("billing.securityAlwaysOn")}`}
              checked
              disabled
              readOnly
            />
          ) : (
            <ToggleField
              key={category}
              id={`notify-${category}`}
              label={t(`billing.categories.${category}`)}
              description={t(`billing.categories.${category}Text`)}
              {...form.register(category)}
            />
          ),
        )}
      </fieldset>
      <SubmitButton
        sending={form.sending}
        label={t("accountArea.notifications.submit")}
        sendingLabel={t("accountArea.notifications.submitting")}
        className="mt-4"
      />
    </form>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation();
  const page = usePageText("notifications");
  const preferences = useNotificationPreferences();
  return (
    <div data-page="notifications" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.notifications.lead")} />
      <AccountSection id="feed" title={t("billing.feedSection")}>
        <Feed />
      </AccountSection>
      <AccountSection id="email" title={t("accountArea.notifications.emailSection")}>
        <Card title={t("accountArea.notifications.whatWeSend")}>
          <LoadState query={preferences}>{(data) => <PreferencesForm saved={data} />}</LoadState>
        </Card>
      </AccountSection>
    </div>
  );
}
