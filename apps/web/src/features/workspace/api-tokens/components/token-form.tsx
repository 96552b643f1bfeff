import {
  allowedTokenLifetimes,
  apiTokenCreateSchema,
  apiTokenScopes,
  type ApiTokenCreated,
} from "@fleetward/contracts/workspace-api-tokens";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { createApiToken, useApiTokensRefresh } from "../api/api-tokens-api.ts";

/** The expiry the API takes for a choice of the select ("" never), counted from the submit. */
const expiryOf = (days: string) =>
  days ? new Date(Date.now() + Number(days) * 86_400_000).toISOString() : null;

/**
 * Name, scope and expiry; hands the created token (with its secret) to `onCreated`. The
 * expiry offers only what the workspace's maximum lifetime (`maxDays`, null: none) allows,
 * the longest first.
 */
export function TokenForm({
  maxDays,
  onCreated,
}: {
  maxDays: number | null;
  onCreated: (token: ApiTokenCreated) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useApiTokensRefresh();
  const lifetimes = allowedTokenLifetimes(maxDays)
    .map((days) => (days === null ? "" : String(days)))
    .toReversed();
  const [chosen, setChosen] = useState<string | null>(null);
  // A choice the maximum no longer allows falls back to the longest allowed.
  const days = chosen !== null && lifetimes.includes(chosen) ? chosen : (lifetimes[0] ?? "");
  const form = useContractForm(apiTokenCreateSchema, {
    defaultValues: { name: "", scope: "read", expires_at: null },
  });

  const onSubmit = form.submit(async (values) => {
    const created = await createApiToken({ ...values, expires_at: expiryOf(days) });
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
        name="expires_at"
        value={days}
        onChange={(event) => setChosen(event.target.value)}
        error={form.formState.errors.expires_at?.message}
      >
        {lifetimes.map((lifetime) => (
          <option key={lifetime} value={lifetime}>
            {lifetime ? t("apiTokens.form.days", { n: lifetime }) : t("apiTokens.form.never")}
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
