import type { NewsletterSubscribeResponse } from "@fleetward/contracts/newsletter";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { HoneypotField, honeypotValue } from "../../../../components/honeypot-field.tsx";
import { HttpError, request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

/**
 * Footer newsletter sign-up. It sits on every public page, so it checks the address with the
 * browser's own e-mail rule instead of pulling zod into the landing page's first load; the server
 * validates with the contract schema and answers 422 for anything the browser let through.
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const subscribe = useMutation({
    mutationFn: (fields: { email: string; website?: string }) =>
      request<NewsletterSubscribeResponse>("/api/newsletter/subscribe", {
        json: { ...fields, locale: i18n.language },
      }),
    onSuccess: () => {
      setEmail("");
      showNotice({ kind: "success", title: t("newsletter.success") });
    },
    onError: (error) => {
      const key = error instanceof HttpError ? error.messageKey : "errors.server";
      showNotice({ kind: "error", title: t(key as "errors.server") });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    const valid = input.value.trim() !== "" && input.checkValidity();
    setInvalid(!valid);
    if (valid) {
      subscribe.mutate({ email: input.value.trim(), ...honeypotValue(event.currentTarget) });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-describedby={`${id}-description`}
      className="relative"
    >
      <HoneypotField />
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
          name="email"
          type="email"
          maxLength={254}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t("newsletter.placeholder")}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button type="submit" className={buttonClasses("primary")} disabled={subscribe.isPending}>
          {subscribe.isPending ? t("newsletter.submitting") : t("newsletter.submit")}
        </button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t("newsletter.invalidEmail")}
        </p>
      ) : null}
    </form>
  );
}
