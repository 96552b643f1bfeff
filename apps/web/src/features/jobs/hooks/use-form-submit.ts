import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HttpError, request } from "../../../lib/http/http-client.ts";
import { showNotice } from "../../../lib/notices/notice-store.ts";

/** Posts a form as JSON and reports the outcome as a notice; resolves to whether it succeeded. */
export function useFormSubmit(path: string, successTitle: string) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);

  async function submit(json: unknown): Promise<boolean> {
    setSending(true);
    try {
      await request(path, { json });
      showNotice({ kind: "success", title: successTitle });
      return true;
    } catch (error) {
      // HttpError keys are i18n keys under "errors"; anything else is a bug we still report politely.
      const title =
        error instanceof HttpError ? t(error.messageKey as ParseKeys) : t("errors.server");
      showNotice({ kind: "error", title });
      return false;
    } finally {
      setSending(false);
    }
  }

  return { sending, submit };
}
