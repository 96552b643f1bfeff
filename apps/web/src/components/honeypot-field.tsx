import { useId, type ComponentPropsWithRef } from "react";
import { useTranslation } from "react-i18next";

/** The hidden field's name; the server drops any request that fills it in. */
export const HONEYPOT_NAME = "website";

/**
 * Register options for the trap (`register("website", honeypotRules)`): an empty trap is left
 * out of the request, so only what a script typed is ever sent.
 */
export const honeypotRules = {
  setValueAs: (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined),
};

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology) but form-filling scripts do. Not `display: none`, which many scripts skip.
 * Spread the form's registration of the `website` field onto it.
 */
export function HoneypotField(input: Omit<ComponentPropsWithRef<"input">, "type" | "id">) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      aria-hidden="true"
      className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>{t("site.honeypot")}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        {...input}
      />
    </div>
  );
}
