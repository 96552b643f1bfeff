import { maxTokenLifetimeChoices } from "@fleetward/contracts/workspace-settings";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SelectField } from "../../../../components/select-field.tsx";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveMaxTokenLifetime } from "../api/api-tokens-api.ts";

const valueOf = (days: number | null) => (days === null ? "" : String(days));

/**
 * The workspace's maximum API token lifetime (a workspace setting). Lowering it shortens the
 * tokens that would live longer to the new maximum, which the hint says before saving.
 */
export function TokenPolicy({ maxDays, readOnly }: { maxDays: number | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveMaxTokenLifetime();
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? valueOf(maxDays);
  // A maximum set through the API that the list does not hold is offered too.
  const choices = maxTokenLifetimeChoices.some((days) => days === maxDays)
    ? maxTokenLifetimeChoices
    : [...maxTokenLifetimeChoices, maxDays];

  function handleSave() {
    const days = value === "" ? null : Number(value);
    save.mutate(days, {
      onSuccess: () => {
        setChosen(null);
        showNotice({ kind: "success", title: t("apiTokens.policy.saved") });
      },
      onError: (error) => notifyFailure(error, t),
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("apiTokens.policy.title")}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          id={`${id}-max`}
          label={t("apiTokens.policy.max")}
          hint={t("apiTokens.policy.hint")}
          value={value}
          disabled={readOnly}
          onChange={(event) => setChosen(event.target.value)}
        >
          {choices.map((days) => (
            <option key={valueOf(days)} value={valueOf(days)}>
              {days === null ? t("apiTokens.policy.none") : t("apiTokens.policy.days", { n: days })}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={readOnly || save.isPending || value === valueOf(maxDays)}
          onClick={handleSave}
        >
          {t("apiTokens.policy.save")}
        </button>
      </div>
    </section>
  );
}
