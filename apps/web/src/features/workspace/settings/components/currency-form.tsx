import { currencyCodes } from "@fleetward/contracts/workspace-settings";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { DetailsList } from "../../../../components/details-list.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveWorkspaceSettings } from "../api/settings-api.ts";

/** "EUR · Euro", the name in the reader's language (the code alone where none is known). */
export function currencyLabel(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: "currency" }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

/**
 * The workspace's one currency (docs/decisions/0045): asset and licence costs entered without
 * a currency take it. Admins choose it from the ISO 4217 codes; other members read it.
 */
export function CurrencySection({ currency, canManage }: { currency: string; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("workspaceSettings.currency.title")}
      </h2>
      <p className="max-w-3xl text-slate-600 dark:text-slate-300">
        {t("workspaceSettings.currency.lead")}
      </p>
      {canManage ? (
        <CurrencyForm currency={currency} />
      ) : (
        <DetailsList
          details={[
            {
              label: t("workspaceSettings.currency.label"),
              value: currencyLabel(currency, i18n.language),
            },
          ]}
        />
      )}
    </section>
  );
}

function CurrencyForm({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const save = useSaveWorkspaceSettings();
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? currency;
  const choices = useMemo(
    () => currencyCodes.map((code) => ({ code, label: currencyLabel(code, i18n.language) })),
    [i18n.language],
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { currency: value },
      {
        onSuccess: () => {
          setChosen(null);
          showNotice({ kind: "success", title: t("workspaceSettings.currency.saved") });
        },
        onError: (error) => notifyFailure(error, t),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-start gap-3">
      <SelectField
        id={`${id}-currency`}
        name="currency"
        label={t("workspaceSettings.currency.label")}
        hint={t("workspaceSettings.currency.hint")}
        value={value}
        className="w-full max-w-xs"
        onChange={(event) => setChosen(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <button
        type="submit"
        className={buttonClasses("secondary", "mt-7")}
        disabled={save.isPending || value === currency}
      >
        {t("workspaceSettings.currency.save")}
      </button>
    </form>
  );
}
