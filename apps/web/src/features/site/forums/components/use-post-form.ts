import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clearSession } from "../../../../lib/auth/auth-store.ts";
import { HttpError, request } from "../../../../lib/http/http-client.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { fieldErrorsOf, hasFieldErrors } from "../../../../lib/http/field-errors.ts";

/**
 * Posts a forum form. Field errors of a 422 go next to their fields and everything typed
 * stays; a 401 means the session ended, so the page falls back to the sign-in prompt.
 */
export function usePostForm<Field extends string, Answer>(path: string, fields: readonly Field[]) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function send(json: Record<Field, string>): Promise<Answer | undefined> {
    setSending(true);
    setErrors({});
    try {
      return await request<Answer>(path, { json });
    } catch (error) {
      const byField = fieldErrorsOf(error, fields);
      if (hasFieldErrors(byField)) setErrors(byField);
      else notifyFailure(error, t);
      if (error instanceof HttpError && error.status === 401) clearSession();
      return undefined;
    } finally {
      setSending(false);
    }
  }

  return { send, sending, errors };
}
