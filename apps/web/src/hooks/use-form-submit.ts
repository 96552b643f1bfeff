import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf, hasFieldErrors, type FieldErrors } from "../lib/http/field-errors.ts";
import { request } from "../lib/http/http-client.ts";
import { notifyFailure } from "../lib/notices/notify-failure.ts";

/**
 * Posts a form as JSON. A refusal that names some of `fields` comes back as `errors`, to show
 * next to those fields; any other failure is reported as an error notice. The caller gets the
 * server's answer on success and `undefined` otherwise, and decides how to confirm success.
 */
export function useFormSubmit<Response = unknown, Field extends string = string>(
  path: string,
  fields: readonly Field[] = [],
) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  async function submit(json: unknown): Promise<Response | undefined> {
    setSending(true);
    setErrors({});
    try {
      return await request<Response>(path, { json });
    } catch (error) {
      const byField = fieldErrorsOf(error, fields);
      if (hasFieldErrors(byField)) setErrors(byField);
      else notifyFailure(error, t);
      return undefined;
    } finally {
      setSending(false);
    }
  }

  return { sending, submit, errors };
}
