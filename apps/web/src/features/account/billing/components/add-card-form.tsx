import {
  addPaymentMethodSchema,
  detectCardBrand,
  expiryProblem,
} from "@fleetward/contracts/billing";
import type { ParseKeys } from "i18next";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { FormField, fieldClasses } from "../../../../components/form-field.tsx";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { useAddPaymentMethod } from "../api/billing-api.ts";
import { brandNames } from "../lib/card-label.ts";

type Field = "holder" | "number" | "expiry" | "cvc";
type Values = Record<Field, string>;

const empty: Values = { holder: "", number: "", expiry: "", cvc: "" };

const fieldErrors: Record<Field, ParseKeys> = {
  holder: "billing.errors.holder",
  number: "billing.errors.number",
  expiry: "billing.errors.expiry",
  cvc: "billing.errors.cvc",
};

/** `MM/YY` (or `MM/YYYY`) → month and four-digit year; NaN when it is not a date. */
function parseExpiry(value: string): { month: number; year: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return { month: Number.NaN, year: Number.NaN };
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** The server names the field first: `number: …`, `exp_year: …`. */
function serverField(detail: string | undefined): Field | null {
  const name = detail?.split(":")[0];
  if (name === "exp_month" || name === "exp_year") return "expiry";
  return name === "holder" || name === "number" || name === "cvc" ? name : null;
}

/**
 * Checks the card with the shared contract (Luhn, expiry, CVC length) before it is sent;
 * the server checks again. Nothing typed is lost when something is wrong.
 */
export function AddCardForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, ParseKeys>>>({});
  const add = useAddPaymentMethod();
  const brand = detectCardBrand(values.number);
  const brandName = values.number.replace(/\D/g, "").length >= 2 ? brandNames[brand] : null;

  function validate() {
    const { month, year } = parseExpiry(values.expiry);
    const parsed = addPaymentMethodSchema.safeParse({
      holder: values.holder,
      number: values.number,
      exp_month: month,
      exp_year: year,
      cvc: values.cvc,
    });
    const found: Partial<Record<Field, ParseKeys>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = String(issue.path[0]);
      const field: Field = key === "exp_month" || key === "exp_year" ? "expiry" : (key as Field);
      found[field] = fieldErrors[field];
    }
    if (!found.expiry && expiryProblem(month, year, new Date())) found.expiry = fieldErrors.expiry;
    return { found, card: parsed.success ? parsed.data : null };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { found, card } = validate();
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first || !card) {
      document.getElementById(`card-${first ?? "number"}`)?.focus();
      return;
    }
    try {
      await add.mutateAsync(card);
      setValues(empty);
      showNotice({ kind: "success", title: t("billing.cardAdded") });
    } catch (error) {
      const field =
        error instanceof HttpError && error.status === 422 ? serverField(error.detail) : null;
      if (field) {
        setErrors({ [field]: fieldErrors[field] });
        document.getElementById(`card-${field}`)?.focus();
      }
      notifyFailure(error, t, { 402: "billing.errors.declined", 422: "billing.errors.checkCard" });
    }
  }

  const field = (name: Field, label: string, props: Record<string, unknown>, className = "") => (
    <FormField
      id={`card-${name}`}
      label={label}
      error={errors[name] ? t(errors[name]) : undefined}
      className={className}
    >
      <input
        id={`card-${name}`}
        name={name}
        className={fieldClasses}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `card-${name}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        required
        {...props}
      />
    </FormField>
  );

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t("accountArea.payment.cardDetails")}</legend>
        {field(
          "holder",
          t("accountArea.payment.cardHolder"),
          { autoComplete: "cc-name", maxLength: 100 },
          "sm:col-span-2",
        )}
        {field(
          "number",
          t("accountArea.payment.cardNumber"),
          { autoComplete: "cc-number", inputMode: "numeric", maxLength: 23, dir: "ltr" },
          "sm:col-span-2",
        )}
        <p
          className="-mt-2 text-sm text-slate-600 sm:col-span-2 dark:text-slate-400"
          aria-live="polite"
        >
          {brandName ? t("billing.detectedBrand", { brand: brandName }) : null}
        </p>
        {field("expiry", t("accountArea.payment.expiry"), {
          autoComplete: "cc-exp",
          inputMode: "numeric",
          placeholder: "MM/YY",
          maxLength: 7,
          dir: "ltr",
        })}
        {field("cvc", t("accountArea.payment.cvc"), {
          autoComplete: "cc-csc",
          inputMode: "numeric",
          maxLength: 4,
          dir: "ltr",
        })}
      </fieldset>
      <button type="submit" className={buttonClasses("primary", "mt-4")} disabled={add.isPending}>
        {add.isPending ? t("billing.saving") : t("accountArea.payment.saveCard")}
      </button>
    </form>
  );
}
