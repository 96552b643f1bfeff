import { type FormEvent } from "react";
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
  const page = usePageText("payment");
  return (
    <div data-page="payment" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading
        title={page.title}
        lead="The cards we charge for your Fleetward plan. The free trial never needs one."
      />
      <AccountSection id="methods" title="Payment methods">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title="Saved payment methods">
            <EmptyState icon={<CardIcon />} title="No payment method on file">
              You do not need a card for the 90-day trial. Cards you add later appear here with
              their brand, last four digits and expiry date.
            </EmptyState>
          </Card>
          <Card title="Add a card">
            <p
              id="payments-closed"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
            >
              Card payments open when Fleetward leaves beta. Until then there is nothing to pay, so
              this form cannot be sent yet.
            </p>
            <form onSubmit={preventSubmit} className="mt-4">
              <fieldset disabled className="grid gap-4 sm:grid-cols-2">
                <legend className="sr-only">Card details</legend>
                <TextField
                  id="card-holder"
                  label="Card holder"
                  autoComplete="cc-name"
                  className="sm:col-span-2"
                />
                <TextField
                  id="card-number"
                  label="Card number"
                  autoComplete="cc-number"
                  inputMode="numeric"
                  className="sm:col-span-2"
                />
                <TextField
                  id="card-expiry"
                  label="Expiry (MM/YY)"
                  autoComplete="cc-exp"
                  inputMode="numeric"
                />
                <TextField
                  id="card-cvc"
                  label="CVC"
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
                Save card
              </button>
            </form>
          </Card>
        </div>
      </AccountSection>
    </div>
  );
}
