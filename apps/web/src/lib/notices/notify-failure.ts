import type { ParseKeys, TFunction } from "i18next";
import { HttpError } from "../http/http-client.ts";
import { i18n } from "../i18n/i18n.ts";
import { showNotice } from "./notice-store.ts";

/** Translated explanations a page knows for particular answers, by HTTP status. */
export type FailureMessages = Partial<Record<number, ParseKeys>>;

/**
 * Error notice for a failed call, never a fake success: the page's own translated explanation
 * for this status when it has one, else a translated title from the status. The server's
 * `detail` is English, so it is added only for visitors reading English.
 */
export function notifyFailure(error: unknown, t: TFunction, messages: FailureMessages = {}): void {
  if (!(error instanceof HttpError)) {
    showNotice({ kind: "error", title: t("errors.genericTitle") });
    return;
  }
  const known = error.status === undefined ? undefined : messages[error.status];
  if (known) {
    showNotice({ kind: "error", title: t(known) });
    return;
  }
  const title = t(error.messageKey as ParseKeys);
  const detail = i18n.language === "en" ? error.detail : undefined;
  showNotice(detail ? { kind: "error", title, message: detail } : { kind: "error", title });
}
