import { type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/button-classes.ts";
import { Card } from "../../../components/card.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { AccountHeading } from "../components/account-heading.tsx";
import { AccountSection } from "../components/account-section.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { CardIcon } from "../components/icons.tsx";

// Payments open after the beta: the form shows what will be asked, but cannot be sent yet.
function preventSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

export default function PaymentPage() {
  const { t } = useTranslation();
  const page = usePageText("payment");
  return (
    <div data-page="payment" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.payment.lead")} />
      <AccountSection id="methods" title={t("accountArea.payment.methodsSection")}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title={t("accountArea.payment.savedMethods")}>
            <EmptyState icon={<CardIcon />} title={t("accountArea.payment.noMethod")}>
              {t("accountArea.payment.noMethodText")}
            </EmptyState>
          </Card>
          <Card title={t("accountArea.payment.addCard")}>
            <p
              id="payments-closed"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
            >
              {t("accountArea.payment.paymentsClosed")}
            </p>
            <form onSubmit={preventSubmit} className="mt-4">
              <fieldset disabled className="grid gap-4 sm:grid-cols-2">
                <legend className="sr-only">{t("accountArea.payment.cardDetails")}</legend>
                <TextField
                  id="card-holder"
                  label={t("accountArea.payment.cardHolder")}
                  autoComplete="cc-name"
                  className="sm:col-span-2"
                />
                <TextField
                  id="card-number"
                  label={t("accountArea.payment.cardNumber")}
                  autoComplete="cc-number"
                  inputMode="numeric"
                  className="sm:col-span-2"
                />
                <TextField
                  id="card-expiry"
                  label={t("accountArea.payment.expiry")}
                  autoComplete="cc-exp"
                  inputMode="numeric"
                />
                <TextField
                  id="card-cvc"
                  label={t("accountArea.payment.cvc")}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  maxLength={4}
                />
              </fieldset>
              <button
                type="submit"
                disabled
                aria-describedby="payments-closed"
                className={buttonClasses("primary", "mt-4")}
              >
                {t("accountArea.payment.saveCard")}
              </button>
            </form>
          </Card>
        </div>
      </AccountSection>
    </div>
  );
}
