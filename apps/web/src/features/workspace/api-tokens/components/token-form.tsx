import {
  apiTokenCreateSchema,
  apiTokenScopes,
  type ApiTokenCreated,
} from "@fleetward/contracts/workspace-api-tokens";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { createApiToken, useApiTokensRefresh } from "../api/api-tokens-api.ts";

/** How long a new token may live; "" never expires. */
const lifetimes = ["", "30", "90", "365"] as const;

/** Name, scope and expiry; hands the created token (with its secret) to `onCreated`. */
export function TokenForm({ onCreated }: { onCreated: (token: ApiTokenCreated) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useApiTokensRefresh();
  const form = useContractForm(apiTokenCreateSchema, {
    defaultValues: { name: "", scope: "read", expires_at: null },
  });
  // The options carry the expiry itself, computed when the form opens.
  const expiries = useMemo(
    () =>
      lifetimes.map((days) => ({
        days,
        value: days ? new Date(Date.now() + Number(days) * 86_400_000).toISOString() : "",
      })),
    [],
  );

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
        {...form.register("expires_at", { setValueAs: (value: string) => value || null })}
        error={form.formState.errors.expires_at?.message}
      >
        {expiries.map(({ days, value }) => (
          <option key={days} value={value}>
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
