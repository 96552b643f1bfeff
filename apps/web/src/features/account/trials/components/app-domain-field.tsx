import { appDomainProblem, type AvailabilityResponse } from "@fleetward/contracts/trials";
import { useEffect, useState, type ChangeEvent } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { checkAvailability } from "../api/trial-api.ts";
import type { TrialRequestForm } from "../hooks/use-trial-request.ts";

type Availability = AvailabilityResponse["reason"] | "available" | "checking" | null;

const pageHost = () => (typeof window === "undefined" ? "localhost" : window.location.hostname);

/** Waits this long after the last key stroke before asking the server. */
const debounceMs = 400;

/** Whether `label` can be had: its form is checked here, then the server is asked (debounced). */
function useAvailability(label: string): Availability {
  const problem = label ? appDomainProblem(label) : null;
  // The server's answer, remembered with the label it is about.
  const [answer, setAnswer] = useState<{ label: string; result: Availability } | null>(null);

  useEffect(() => {
    if (!label || problem) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkAvailability(label, controller.signal)
        .then((reply) => setAnswer({ label, result: reply.available ? "available" : reply.reason }))
        // A failed check decides nothing: the server checks again on submit.
        .catch(() => setAnswer({ label, result: null }));
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [label, problem]);

  if (!label) return null;
  return problem ?? (answer?.label === label ? answer.result : "checking");
}

const isRefusal = (availability: Availability) =>
  availability === "taken" || availability === "reserved" || availability === "invalid";

/** The live line under the field: checking…, available, or why not. */
function AvailabilityStatus(props: { id: string; availability: Availability; address: string }) {
  const { t } = useTranslation();
  const { availability } = props;
  const status: Record<Exclude<Availability, null>, string> = {
    checking: t("trial.form.checking"),
    available: t("trial.form.available", { address: props.address }),
    taken: t("trial.form.taken"),
    reserved: t("trial.form.reserved"),
    invalid: t("trial.form.invalid"),
  };
  const tone = isRefusal(availability)
    ? "text-red-700 dark:text-red-400"
    : availability === "available"
      ? "text-emerald-700 dark:text-emerald-400"
      : "text-slate-600 dark:text-slate-400";
  return (
    <p id={props.id} aria-live="polite" className={`mt-1 text-sm font-medium ${tone}`}>
      {availability ? status[availability] : ""}
    </p>
  );
}

/** The workspace address label, with `label.{host}` shown live and checked as the person types. */
export function AppDomainField({
  id,
  appUrlTemplate,
  control,
}: {
  id: string;
  /** `http://{app}.localhost:3000` from the server; the page's own host until it is known. */
  appUrlTemplate: string | null;
  control: TrialRequestForm["control"];
}) {
  const { t } = useTranslation();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: "app_domain" });
  const error = fieldState.error?.message;
  const label = value.trim().toLowerCase();
  const template = (appUrlTemplate ?? `https://{app}.${pageHost()}`).replace(/^https?:\/\//, "");
  const address = template.replace("{app}", label || "yourapp");
  const suffix = template.replace("{app}", "");
  const availability = useAvailability(label);
  const describedBy = [`${id}-hint`, `${id}-status`, error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {t("trial.form.appDomain")}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          ref={ref}
          name={name}
          required
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          value={value}
          aria-invalid={error || isRefusal(availability) ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            onChange(event.target.value.toLowerCase())
          }
          onBlur={onBlur}
          className={`${fieldClasses} mt-0 max-w-xs`}
        />
        <span className="font-mono text-sm text-slate-700 dark:text-slate-300" aria-hidden="true">
          {suffix}
        </span>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t("trial.form.appDomainHint", { address })}
      </p>
      <AvailabilityStatus id={`${id}-status`} availability={availability} address={address} />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
