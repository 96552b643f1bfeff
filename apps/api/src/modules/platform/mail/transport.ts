import { createTransport } from "nodemailer";
import type { OutboxRow } from "./schema.ts";
import type { MailFile } from "./attachments.ts";

type Message = Pick<OutboxRow, "id" | "recipient" | "subject" | "html" | "text" | "link">;

/** Where delivery hands a message: an SMTP server, or the log when none is configured. */
export type MailTransport = {
  kind: "smtp" | "log";
  send(message: Message, files?: readonly MailFile[]): Promise<void>;
  close(): void;
};

/** `a***@example.com`: enough to tell messages apart in a log, not enough to harvest addresses. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({
    url,
    // Fail fast and let the queue retry, instead of holding a job for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send(message, files = []) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: [...files],
        // Stable across retries, so a receiving server can drop a duplicate delivery.
        messageId: `<${message.id}@outbox.fleetward>`,
      });
    },
    close: () => transporter.close(),
  };
}

type InfoLogger = { info(message: string): void };

/** Without SMTP the link is what matters: a person running the embedded default follows it. */
export function logTransport(log: InfoLogger): MailTransport {
  return {
    kind: "log",
    async send(message, files = []) {
      const link = message.link ?? "(no link)";
      const attached =
        files.length > 0 ? ` (attached: ${files.map((file) => file.filename).join(", ")})` : "";
      log.info(
        `Mail to ${maskAddress(message.recipient)}: ${message.subject} — ${link}${attached}`,
      );
    },
    close: () => undefined,
  };
}
