import { invitationAcceptNewSchema } from "@fleetward/contracts/workspace-members";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { adoptSession } from "../../../../lib/auth/auth-store.ts";
import { acceptWithNewAccount } from "../api/members-api.ts";

/** The link carries the token; the person chooses a username and password. */
const accountSchema = invitationAcceptNewSchema.omit({ token: true });

/** Creates the account with the invited address, joins the workspace and signs in. */
export function AcceptNewForm({
  token,
  email,
  onJoined,
}: {
  token: string;
  email: string;
  onJoined: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useContractForm(accountSchema, {
    defaultValues: { username: "", password: "" },
    messages: { username: "members.accept.usernameRule" },
  });

  const onSubmit = form.submit(async (values) => {
    await adoptSession(await acceptWithNewAccount({ ...values, token }));
    onJoined();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="accept-new-form">
      <TextField
        id={`${id}-email`}
        label={t("members.list.email")}
        value={email}
        readOnly
        dir="ltr"
      />
      <TextField
        id={`${id}-username`}
        label={t("members.accept.username")}
        autoComplete="username"
        {...form.field("username")}
      />
      <TextField
        id={`${id}-password`}
        label={t("members.accept.password")}
        type="password"
        autoComplete="new-password"
        {...form.field("password")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("members.accept.create")}
        sendingLabel={t("members.accept.creating")}
        className="w-full"
      />
    </form>
  );
}
