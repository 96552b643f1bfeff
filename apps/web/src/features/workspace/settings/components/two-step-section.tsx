import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DetailsList } from "../../../../components/details-list.tsx";
import { ToggleField } from "../../../../components/toggle-field.tsx";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveWorkspaceSettings } from "../api/settings-api.ts";

type Props = { required: boolean; canManage: boolean };

/**
 * "Require two-step sign-in" (ADR 0053): every member's session of the password alone is
 * refused. The server lets only an admin who signed in with two-step sign-in switch it on.
 */
export function TwoStepSection({ required, canManage }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveWorkspaceSettings();
  const change = (next: boolean) =>
    save.mutate(
      { require_two_step: next },
      {
        onSuccess: () => showNotice({ kind: "success", title: t("secondFactors.workspace.saved") }),
        onError: (error) =>
          error instanceof HttpError && error.status === 409
            ? showNotice({ kind: "error", title: t("secondFactors.workspace.enableFirst") })
            : notifyFailure(error, t),
      },
    );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="two-step-policy">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("secondFactors.workspace.title")}
      </h2>
      <p className="max-w-3xl text-slate-600 dark:text-slate-300">
        {t("secondFactors.workspace.lead")}
      </p>
      {canManage ? (
        <ToggleField
          id={`${id}-toggle`}
          label={t("secondFactors.workspace.label")}
          description={t(required ? "secondFactors.workspace.on" : "secondFactors.workspace.off")}
          checked={required}
          disabled={save.isPending}
          onChange={(event) => change(event.target.checked)}
        />
      ) : (
        <DetailsList
          details={[
            {
              label: t("secondFactors.workspace.label"),
              value: t(required ? "secondFactors.workspace.on" : "secondFactors.workspace.off"),
            },
          ]}
        />
      )}
    </section>
  );
}
