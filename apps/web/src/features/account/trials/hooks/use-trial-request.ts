import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fieldErrorsOf, hasFieldErrors } from "../../../../lib/http/field-errors.ts";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { currentTrialKey } from "../../../../lib/trial/current-trial.ts";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { createTrial } from "../api/trial-api.ts";
import { emptyTrialForm, trialFormMessages, trialFormSchema } from "../lib/trial-form.ts";

/** A 409 that names no field: this account already has its one trial. */
const isSecondTrial = (error: unknown) =>
  error instanceof HttpError &&
  error.status === 409 &&
  !hasFieldErrors(fieldErrorsOf(error, Object.keys(emptyTrialForm)));

/** The trial form of spec §3 on the API's own contract; success leads to the profile. */
export function useTrialRequest() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [alreadyRequested, setAlreadyRequested] = useState(false);
  const form = useContractForm(trialFormSchema, {
    defaultValues: emptyTrialForm,
    messages: trialFormMessages,
    failures: { 409: "trial.form.alreadyHaveTrial" },
  });

  const onSubmit = form.submit(
    async (values) => {
      try {
        await createTrial({ ...values, fax: values.fax || undefined });
      } catch (error) {
        if (isSecondTrial(error)) setAlreadyRequested(true);
        throw error;
      }
      await queryClient.invalidateQueries({ queryKey: currentTrialKey });
      showNotice({ kind: "success", title: t("trial.form.success") });
      await navigate("/user-profile");
    },
    () => showNotice({ kind: "error", title: t("trial.form.fixErrors") }),
  );

  return { form, onSubmit, alreadyRequested };
}

export type TrialRequestForm = ReturnType<typeof useTrialRequest>["form"];
