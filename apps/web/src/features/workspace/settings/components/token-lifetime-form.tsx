import { maxTokenLifetimeChoices } from "@fleetward/contracts/workspace-settings";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { DetailsList } from "../../../../components/details-list.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveWorkspaceSettings } from "../api/settings-api.ts";

const valueOf = (days: number | null) => (days === null ? "" : String(days));

/**
 * The workspace's maximum API token lifetime. Admins choose it; lowering it shortens the
 * tokens that would live longer to the new maximum, which the hint says before saving. Other
 * members read it.
 */
export function TokenLifetimeSection({
  maxDays,
  canManage,
}: {
  maxDays: number | null;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const label = (days: number | null) =>
    days === null
      ? t("workspaceSettings.tokenLifetime.none")
      : t("workspaceSettings.tokenLifetime.days", { n: days });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("workspaceSettings.tokenLifetime.title")}
      </h2>
      {canManage ? (
        <TokenLifetimeForm maxDays={maxDays} label={label} />
      ) : (
        <DetailsList
          details={[{ label: t("workspaceSettings.tokenLifetime.max"), value: label(maxDays) }]}
        />
      )}
    </section>
  );
}

function TokenLifetimeForm({
  maxDays,
  label,
}: {
  maxDays: number | null;
  label: (days: number | null) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveWorkspaceSettings();
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? valueOf(maxDays);
  // A maximum set through the API that the list does not hold is offered too.
  const choices = maxTokenLifetimeChoices.some((days) => days === maxDays)
    ? maxTokenLifetimeChoices
    : [...maxTokenLifetimeChoices, maxDays];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const days = value === "" ? null : Number(value);
    save.mutate(
      { max_token_lifetime_days: days },
      {
        onSuccess: () => {
          setChosen(null);
          showNotice({ kind: "success", title: t("workspaceSettings.tokenLifetime.saved") });
        },
        onError: (error) => notifyFailure(error, t),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-start gap-3">
      <SelectField
        id={`${id}-max`}
        name="max_token_lifetime_days"
        label={t("workspaceSettings.tokenLifetime.max")}
        hint={t("workspaceSettings.tokenLifetime.hint")}
        value={value}
        className="w-full max-w-xs"
        onChange={(event) => setChosen(event.target.value)}
      >
        {choices.map((days) => (
          <option key={valueOf(days)} value={valueOf(days)}>
            {label(days)}
          </option>
        ))}
      </SelectField>
      <button
        type="submit"
        className={buttonClasses("secondary", "mt-7")}
        disabled={save.isPending || value === valueOf(maxDays)}
      >
        {t("workspaceSettings.tokenLifetime.save")}
      </button>
    </form>
  );
}
