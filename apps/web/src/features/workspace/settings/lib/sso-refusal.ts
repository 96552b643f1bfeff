import type { ParseKeys, TFunction } from "i18next";
import { fieldErrorsOf, hasFieldErrors } from "../../../../lib/http/field-errors.ts";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { i18n } from "../../../../lib/i18n/i18n.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

type Refusal = {
  /** The statuses that mean "refused, and here is why" for this call. */
  statuses: readonly number[];
  title: string;
  /** What to tell readers of other languages, the server's `detail` being English. */
  help: ParseKeys;
};

/**
 * An error notice for a refusal the server explains (409 "cannot require SSO", 422 "the
 * provider's metadata could not be read"): a translated title, and the server's own reason
 * for English readers, the translated general reasons for everyone else (as notifyFailure
 * keeps English details to English readers). Any other failure gets the usual notice.
 */
export function notifyRefusal(error: unknown, t: TFunction, refusal: Refusal): void {
  if (!(error instanceof HttpError) || !refusal.statuses.includes(error.status ?? 0)) {
    notifyFailure(error, t);
    return;
  }
  const reason = i18n.language === "en" && error.detail ? error.detail : t(refusal.help);
  showNotice({ kind: "error", title: refusal.title, message: reason });
}

/** A refusal with this status whose `detail` names none of the form's fields. */
export function isUnnamedRefusal(error: unknown, status: number, fields: readonly string[]) {
  return (
    error instanceof HttpError &&
    error.status === status &&
    !hasFieldErrors(fieldErrorsOf(error, fields))
  );
}
