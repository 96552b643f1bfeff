import { useId, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { fieldClasses, FormField } from "../../../components/form-field.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import {
  billingFaqs,
  featureComparison,
  plans,
  type FeatureValue,
  type Plan,
} from "../data/plans.ts";

const euros = new Intl.NumberFormat("en-IE", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});

function PlanCard({ plan }: { plan: Plan }) {
  const frame = plan.featured
    ? "border-blue-700 ring-2 ring-blue-700 dark:border-blue-400 dark:ring-blue-400"
    : "border-slate-200 dark:border-slate-800";
  return (
    <li
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${frame}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
        {plan.featured ? (
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200">
            Most teams choose this
          </span>
        ) : null}
      </div>
      <p className="mt-4">
        <span className="text-4xl font-bold text-slate-900 dark:text-white">{plan.price}</span>{" "}
        <span className="text-sm text-slate-600 dark:text-slate-400">{plan.priceNote}</span>
      </p>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{plan.summary}</p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {plan.highlights.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
              ✓
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {plan.note ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{plan.note}</p>
      ) : null}
      <Link
        to={plan.cta.to}
        className={buttonClasses(plan.featured ? "primary" : "secondary", "mt-8 w-full")}
      >
        {plan.cta.label}
      </Link>
    </li>
  );
}

function ValueCell({ value }: { value: FeatureValue }) {
  if (value === true) {
    return (
      <>
        <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
          ✓
        </span>
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
          —
        </span>
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <>{value}</>;
}

function ComparisonTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Features included in each plan</caption>
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              Feature
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="w-40 p-3 text-start font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {featureComparison.map((group) => (
          <tbody
            key={group.group}
            className="divide-y divide-slate-200 text-slate-700 dark:divide-slate-800 dark:text-slate-300"
          >
            <tr className="bg-slate-100 dark:bg-slate-800">
              <th
                scope="colgroup"
                colSpan={plans.length + 1}
                className="p-3 text-start font-semibold text-slate-900 dark:text-white"
              >
                {group.group}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="p-3 text-start font-normal">
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="p-3">
                    <ValueCell value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function CostEstimator() {
  const inputId = useId();
  const [devices, setDevices] = useState(150);
  const count = Number.isFinite(devices) && devices > 0 ? Math.floor(devices) : 0;
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 md:grid-cols-3 dark:border-slate-800 dark:bg-slate-900">
      <FormField
        id={inputId}
        label="Number of devices"
        hint="Laptops, desktops, phones, tablets and servers. Accessories are free."
      >
        <input
          id={inputId}
          type="number"
          min={1}
          max={100000}
          inputMode="numeric"
          value={Number.isNaN(devices) ? "" : devices}
          onChange={(event) => setDevices(event.target.valueAsNumber)}
          aria-describedby={`${inputId}-hint`}
          className={fieldClasses}
        />
      </FormField>
      <div aria-live="polite">
        <p className="text-sm text-slate-600 dark:text-slate-400">Business, billed monthly</p>
        <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
          {euros.format(count * 4)}{" "}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">per month</span>
        </p>
      </div>
      <div aria-live="polite">
        <p className="text-sm text-slate-600 dark:text-slate-400">Business, billed yearly</p>
        <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
          {euros.format(count * 40)}{" "}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">per year</span>
        </p>
        <p className="text-sm text-emerald-800 dark:text-emerald-300">
          You save {euros.format(count * 8)} a year
        </p>
      </div>
    </div>
  );
}

export default function PricingPage() {
  const page = usePageText("pricing");
  return (
    <div data-page="pricing">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Pricing"
        title={page.title}
        lead="One price per device, every feature your team needs, no charge for accessories or administrators. Start with 90 days free and decide with your own data."
      />
      <Section title="Plans" id="plans">
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          Prices exclude VAT. The free trial is a beta: please read the{" "}
          <Link
            to="/terms-trial"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            trial terms
          </Link>{" "}
          before you store data in it.
        </p>
      </Section>
      <Section title="Estimate your cost" id="estimate" tone="muted">
        <CostEstimator />
      </Section>
      <Section title="Compare features" id="compare">
        <ComparisonTable />
      </Section>
      <Section title="Billing questions" id="billing-faq" tone="muted">
        <div className="max-w-3xl space-y-3">
          {billingFaqs.map((item) => (
            <details
              key={item.question}
              className="group rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-950"
            >
              <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
                {item.question}
              </summary>
              <p className="mt-3 text-slate-600 dark:text-slate-300">{item.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-slate-700 dark:text-slate-300">
          Another question about invoices or purchase orders?{" "}
          <Link
            to="/contact"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            Contact our sales team
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}
