import type { ContactMessageRequest } from "@fleetward/contracts/contact";
import { interpolate } from "@fleetward/emails/i18n";
import { contactNoticeStrings } from "@fleetward/emails/notices/contact";
import { accountAlertMail, type RenderedMail } from "../../platform/mail/service.ts";

/** The e-mail that tells one operator about a contact message, in the operator's language. */
export function contactNoticeMail(
  message: ContactMessageRequest,
  operator: { name: string; locale: string },
): RenderedMail {
  const t = contactNoticeStrings(operator.locale);
  const values = {
    name: message.name,
    email: message.email,
    topic: t.topics[message.topic],
    company: message.company ?? "",
  };
  const reply = new URL(`mailto:${message.email}`);
  reply.searchParams.set("subject", `Re: ${interpolate(t.subject, values)}`);
  return {
    ...accountAlertMail({
      recipientName: operator.name,
      title: interpolate(t.subject, values),
      paragraphs: [
        interpolate(t.intro, values),
        ...(message.company ? [interpolate(t.company, values)] : []),
        t.messageLabel,
        // Each paragraph is rendered as escaped text: the visitor's words cannot inject markup.
        ...message.message.split(/\n{2,}/),
      ],
      actionLabel: interpolate(t.action, values),
      actionUrl: reply.toString().replaceAll("+", "%20"),
      reason: t.reason,
      locale: operator.locale,
      banner: false,
    }),
    template: "contact-message",
  };
}
