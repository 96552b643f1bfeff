import type { ParseKeys } from "i18next";

export type NotificationPreferences = {
  security_alerts: boolean;
  compliance_digest: boolean;
  trial_reminders: boolean;
  product_news: boolean;
  invoices: boolean;
};

export const notificationOptions: readonly {
  key: keyof NotificationPreferences;
  /** i18n keys; the notifications page translates them. */
  label: ParseKeys;
  description: ParseKeys;
}[] = [
  {
    key: "security_alerts",
    label: "accountArea.notifications.options.securityAlerts",
    description: "accountArea.notifications.options.securityAlertsText",
  },
  {
    key: "compliance_digest",
    label: "accountArea.notifications.options.complianceDigest",
    description: "accountArea.notifications.options.complianceDigestText",
  },
  {
    key: "trial_reminders",
    label: "accountArea.notifications.options.trialReminders",
    description: "accountArea.notifications.options.trialRemindersText",
  },
  {
    key: "product_news",
    label: "accountArea.notifications.options.productNews",
    description: "accountArea.notifications.options.productNewsText",
  },
  {
    key: "invoices",
    label: "accountArea.notifications.options.invoices",
    description: "accountArea.notifications.options.invoicesText",
  },
];

/** Defaults for a new account: everything that protects you on, marketing off. */
export const defaultNotificationPreferences: NotificationPreferences = {
  security_alerts: true,
  compliance_digest: true,
  trial_reminders: true,
  product_news: false,
  invoices: true,
};
