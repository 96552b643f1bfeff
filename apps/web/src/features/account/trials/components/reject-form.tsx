import { trialRejectSchema } from "@fleetward/contracts/trials";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useTrialDecision } from "../api/admin-trials-api.ts";

/** The operator's rejection, with the reason the customer will read (the contract's limits). */
export function RejectForm({ trialId, onDone }: { trialId: string; onDone: () => void }) {
  const id = useId();
  const { t } = useTranslation();
  const decision = useTrialDecision(trialId);
  const form = useContractForm(trialRejectSchema, { defaultValues: { reason: "" } });
  const onSubmit = form.submit(async ({ reason }) => {
    await decision.mutateAsync({ action: "reject", reason });
    showNotice({ kind: "success", title: t("admin.detail.rejected") });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextAreaField
        id={`${id}-reason`}
        label={t("admin.detail.reason")}
        required
        minLength={5}
        maxLength={1000}
        rows={3}
        {...form.field("reason")}
      />
      {/* Secondary, unlike the kit's SubmitButton: rejecting is not the page's main action. */}
      <button type="submit" disabled={form.sending} className={buttonClasses("secondary")}>
        {t("admin.detail.confirmReject")}
      </button>
    </form>
  );
}
