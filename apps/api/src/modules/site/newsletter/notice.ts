import { interpolate } from "@fleetward/emails/i18n";
import { newsletterNoticeStrings } from "@fleetward/emails/notices/newsletter";
import { accountAlertMail, type RenderedMail } from "../../platform/mail/service.ts";

/** The double opt-in e-mail: confirm button, plus the unsubscribe link for later. */
export function newsletterConfirmationMail(details: {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  expiresInHours: number;
  locale: string;
}): RenderedMail {
  const t = newsletterNoticeStrings(details.locale);
  return {
    ...accountAlertMail({
      recipientName: details.email,
      title: t.subject,
      paragraphs: [
        interpolate(t.request, { email: details.email, hours: details.expiresInHours }),
        t.ignore,
        interpolate(t.unsubscribe, { url: details.unsubscribeUrl }),
      ],
      actionLabel: t.action,
      actionUrl: details.confirmUrl,
      reason: t.reason,
      locale: details.locale,
      banner: false,
    }),
    template: "newsletter-confirmation",
  };
}
