import type { ParseKeys, TFunction } from "i18next";
import { HttpError } from "../http/http-client.ts";
import { showNotice } from "./notice-store.ts";

/**
 * Error notice for a failed call: the client's translated message, plus the server's own
 * `detail` when it sent one (it says which field was wrong). Never a fake success.
 */
export function notifyFailure(error: unknown, t: TFunction): void {
  if (!(error instanceof HttpError)) {
    showNotice({ kind: "error", title: t("errors.genericTitle") });
    return;
  }
  const title = t(error.messageKey as ParseKeys);
  showNotice(
    error.detail ? { kind: "error", title, message: error.detail } : { kind: "error", title },
  );
}
