import {
  apiTokenCreateSchema,
  apiTokenScopes,
  type ApiTokenCreated,
} from "@fleetward/contracts/workspace-api-tokens";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { createApiToken, useApiTokensRefresh } from "../api/api-tokens-api.ts";

/** How long a new token may live, in days; "" never expires. */
const lifetimes = ["", "30", "90", "365"] as const;

/** The expiry the API takes for a choice of the select, counted from the moment it is made. */
const expiryOf = (days: string) =>
  days ? new Date(Date.now() + Number(days) * 86_400_000).toISOString() : null;

/** Name, scope and expiry; hands the created token (with its secret) to `onCreated`. */
export function TokenForm({ onCreated }: { onCreated: (token: ApiTokenCreated) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useApiTokensRefresh();
  const form = useContractForm(apiTokenCreateSchema, {
    defaultValues: { name: "", scope: "read", expires_at: null },
  });

  const onSubmit = form.submit(async (values) => {
    const created = await createApiToken(values);
    form.reset({ name: "", scope: values.scope, expires_at: null });
    await refresh();
    onCreated(created);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem_12rem_auto]">
      <TextField
        id={`${id}-name`}
        label={t("apiTokens.form.name")}
        autoComplete="off"
        {...form.field("name")}
      />
      <SelectField id={`${id}-scope`} label={t("apiTokens.form.scope")} {...form.field("scope")}>
        {apiTokenScopes.map((scope) => (
          <option key={scope} value={scope}>
            {t(`apiTokens.scopes.${scope}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-expiry`}
        label={t("apiTokens.form.expiry")}
        {...form.register("expires_at", { setValueAs: expiryOf })}
        error={form.formState.errors.expires_at?.message}
      >
        {lifetimes.map((days) => (
          <option key={days} value={days}>
            {days ? t("apiTokens.form.days", { n: days }) : t("apiTokens.form.never")}
          </option>
        ))}
      </SelectField>
      <SubmitButton
        sending={form.sending}
        label={t("apiTokens.form.submit")}
        sendingLabel={t("apiTokens.form.sending")}
        className="self-end"
      />
    </form>
  );
}
