import { invitableRoles, invitationCreateSchema } from "@fleetward/contracts/workspace-members";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { sendInvitation, useInvitationsRefresh } from "../api/members-api.ts";

/** E-mail and role: the API mails a link valid 7 days (409 when already invited or a member). */
export function InviteForm() {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useInvitationsRefresh();
  const form = useContractForm(invitationCreateSchema, {
    defaultValues: { email: "", role: "technician" },
  });

  const onSubmit = form.submit(async (values) => {
    const invitation = await sendInvitation(values);
    form.reset({ email: "", role: values.role });
    await refresh();
    showNotice({ kind: "success", title: t("members.invite.sent", { email: invitation.email }) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_14rem_auto]">
      <TextField
        id={`${id}-email`}
        label={t("members.invite.email")}
        type="email"
        autoComplete="off"
        {...form.field("email")}
      />
      <SelectField id={`${id}-role`} label={t("members.invite.role")} {...form.field("role")}>
        {invitableRoles.map((role) => (
          <option key={role} value={role}>
            {t(`members.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <SubmitButton
        sending={form.sending}
        label={t("members.invite.submit")}
        sendingLabel={t("members.invite.sending")}
        className="self-end"
      />
    </form>
  );
}
