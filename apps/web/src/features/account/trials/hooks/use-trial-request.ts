import { trialCreateSchema, type TrialCreateRequest } from "@fleetward/contracts/trials";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { fieldErrorsOf, hasFieldErrors } from "../../../../lib/http/field-errors.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { currentTrialKey } from "../../../../lib/trial/current-trial.ts";
import { createTrial } from "../api/trial-api.ts";
import type { TextFieldName } from "../data/trial-form-fields.ts";
import { errorsFromIssues, type FieldErrors } from "../lib/form-errors.ts";

export type Values = Record<TextFieldName, string> & { newsletter: boolean; accept_terms: boolean };

const empty: Values = {
  company_name: "",
  app_name: "",
  app_domain: "",
  company_email: "",
  phone: "",
  fax: "",
  street_address: "",
  building: "",
  postal_code: "",
  city: "",
  country: "",
  first_name: "",
  last_name: "",
  title: "",
  position: "",
  department: "",
  newsletter: false,
  accept_terms: false,
};
const fieldNames = Object.keys(empty);

/** The trial form's state, checked with the API's own contract before it is sent. */
export function useTrialRequest() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [alreadyRequested, setAlreadyRequested] = useState(false);

  const set = (name: keyof Values, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function send(payload: TrialCreateRequest) {
    setSending(true);
    try {
      await createTrial(payload);
      await queryClient.invalidateQueries({ queryKey: currentTrialKey });
      showNotice({ kind: "success", title: t("trial.form.success") });
      await navigate("/user-profile");
    } catch (error) {
      const named = fieldErrorsOf(error, fieldNames);
      if (hasFieldErrors(named)) {
        setErrors(named);
        showNotice({ kind: "error", title: t("trial.form.fixErrors") });
      } else if (error instanceof HttpError && error.status === 409) {
        setAlreadyRequested(true);
        showNotice({ kind: "error", title: t("trial.form.alreadyHaveTrial") });
      } else {
        notifyFailure(error, t);
      }
    } finally {
      setSending(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = { ...values, fax: values.fax.trim() || undefined };
    const parsed = trialCreateSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      showNotice({ kind: "error", title: t("trial.form.fixErrors") });
      return;
    }
    await send(payload as TrialCreateRequest);
  }

  return { values, errors, set, sending, alreadyRequested, handleSubmit };
}
