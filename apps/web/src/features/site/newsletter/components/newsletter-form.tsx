import type { NewsletterSubscribeResponse } from "@fleetward/contracts/newsletter";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { HoneypotField, honeypotRules } from "../../../../components/honeypot-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

// People paste addresses with a space around them; the contract's e-mail rule does not trim.
const trimmed = { setValueAs: (value: string) => value.trim() };

// The form sits on every public page: zod comes with the contract on the first submit, not in
// the landing page's first load.
const loadSchema = () =>
  import("@fleetward/contracts/newsletter").then(
    (contract) => contract.newsletterSubscribeRequestSchema,
  );

/** Footer newsletter sign-up: the address is checked with the contract's rule before sending. */
export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const form = useContractForm(loadSchema, {
    defaultValues: { email: "" },
    messages: { email: "newsletter.invalidEmail" },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.submit(async (values) => {
    await request<NewsletterSubscribeResponse>("/api/newsletter/subscribe", {
      json: { ...values, locale: i18n.language },
    });
    form.reset({ email: "" });
    showNotice({ kind: "success", title: t("newsletter.success") });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-describedby={`${id}-description`}
      className="relative"
    >
      <HoneypotField {...form.register("website", honeypotRules)} />
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        {t("newsletter.title")}
      </h2>
      <p id={`${id}-description`} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t("newsletter.description")}
      </p>
      <label
        htmlFor={`${id}-email`}
        className="mt-4 block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        {t("newsletter.emailLabel")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          maxLength={254}
          autoComplete="email"
          required
          placeholder={t("newsletter.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          {...form.register("email", trimmed)}
        />
        <SubmitButton
          sending={form.sending}
          label={t("newsletter.submit")}
          sendingLabel={t("newsletter.submitting")}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
