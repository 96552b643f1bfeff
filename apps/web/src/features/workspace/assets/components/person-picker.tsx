import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { usePeopleSearch } from "../api/catalog-api.ts";
import type { CheckoutFormApi } from "../hooks/use-holder-forms.ts";
import { useSearchText } from "../../../../hooks/use-search-text.ts";

type PersonPickerProps = {
  id: string;
  form: CheckoutFormApi;
  /** Searches only while its dialog is open. */
  active: boolean;
};

/**
 * Find a person by part of their name, e-mail, number or department (the server searches all
 * of them), then pick one of the first matches. Only active people can receive assets.
 */
export function PersonPicker({ id, form, active }: PersonPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [text, setText] = useSearchText(search, setSearch, 250);
  const people = usePeopleSearch(search, active);
  const chosen = useWatch({ control: form.control, name: "person_id" });
  const [chosenName, setChosenName] = useState("");
  const { error, ...field } = form.field("person_id");
  const matches = people.data?.items ?? [];

  return (
    <fieldset aria-describedby={error ? `${id}-person-error` : undefined}>
      <legend className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {t("assets.checkout.person")}
      </legend>
      <label htmlFor={`${id}-person-search`} className="sr-only">
        {t("assets.checkout.findPerson")}
      </label>
      <input
        id={`${id}-person-search`}
        type="search"
        className={fieldClasses}
        placeholder={t("assets.checkout.findPersonPlaceholder")}
        value={text}
        autoComplete="off"
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <ul
        className="mt-2 max-h-52 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
        aria-busy={people.isFetching}
      >
        {matches.map((person) => (
          <li key={person.id}>
            <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50 has-checked:bg-blue-50 dark:hover:bg-slate-800 dark:has-checked:bg-slate-800">
              <input
                type="radio"
                className="mt-1 size-4 accent-blue-700 dark:accent-blue-400"
                value={person.id}
                {...field}
                onChange={(event) => {
                  void field.onChange(event);
                  setChosenName(person.name);
                }}
              />
              <span>
                <span className="block font-medium">{person.name}</span>
                {person.department || person.email ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {[person.department, person.email].filter(Boolean).join(" · ")}
                  </span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
        {people.isSuccess && matches.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
            {t("assets.checkout.noPeople")}
          </li>
        ) : null}
      </ul>
      {chosen && chosenName && !matches.some((person) => person.id === chosen) ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("assets.checkout.chosen", { name: chosenName })}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-person-error`}
          className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
