import { useState } from "react";
import { useTranslation } from "react-i18next";
import { request } from "../lib/http/http-client.ts";
import { notifyFailure } from "../lib/notices/notify-failure.ts";

/**
 * Posts a form as JSON. A failure is reported as an error notice; the caller gets the server's
 * answer on success and `undefined` otherwise, and decides how to confirm success.
 */
export function useFormSubmit<Response = unknown>(path: string) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);

  async function submit(json: unknown): Promise<Response | undefined> {
    setSending(true);
    try {
      return await request<Response>(path, { json });
    } catch (error) {
      notifyFailure(error, t);
      return undefined;
    } finally {
      setSending(false);
    }
  }

  return { sending, submit };
}
