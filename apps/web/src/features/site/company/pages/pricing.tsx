import { useId, useState } from "react";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses, FormField } from "../../../../components/form-field.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";
import { estimatorPlan, formatCents, usePlans, type Plan } from "../../../../lib/site/plans.ts";
import { featureComparison, type FeatureValue } from "../data/pricing-details.ts";
import { formatMoney, formatNumber } from "../../../../lib/format.ts";

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

/** The reader's language as a BCP 47 tag, for Intl number and currency formats. */
function useNumberLocale(): string {
  const { i18n } = useTranslation();
  return intlLocaleOf(i18n.language);
}

/** What the card says around the API's numbers: the price's unit, the call to action, a caveat. */
function presentation(plan: Plan, t: TFunction) {
  if (plan.is_trial) {
    return {
      priceNote: t("company.pricing.trialPriceNote"),
      cta: { label: t("company.pricing.trialCta"), to: "/signup" },
      note: t("company.pricing.trialNote"),
    };
  }
  if (plan.price_monthly_cents === null) {
    return {
      priceNote: t("company.pricing.customPriceNote"),
      cta: { label: t("company.pricing.salesCta"), to: "/contact" },
    };
  }
  return {
    priceNote: t("company.pricing.paidPriceNote"),
    cta: { label: t("company.pricing.paidCta"), to: "/signup" },
  };
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { priceNote, cta, note } = presentation(plan, t);
  const frame = plan.highlighted
    ? "border-blue-700 ring-2 ring-blue-700 dark:border-blue-400 dark:ring-blue-400"
    : "border-slate-200 dark:border-slate-800";
  return (
    <li
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${frame}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
        {plan.highlighted ? (
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200">
            {t("company.pricing.mostTeams")}
          </span>
        ) : null}
      </div>
      <p className="mt-4">
        <span className="text-4xl font-bold text-slate-900 dark:text-white">
          {formatCents(plan.price_monthly_cents, locale, t("company.pricing.customPrice"))}
        </span>{" "}
        <span className="text-sm text-slate-600 dark:text-slate-400">{priceNote}</span>
      </p>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {plan.features.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
              ✓
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{note}</p> : null}
      <Link
        to={cta.to}
        className={buttonClasses(plan.highlighted ? "primary" : "secondary", "mt-8 w-full")}
      >
        {cta.label}
      </Link>
    </li>
  );
}

function ValueCell({ value }: { value: FeatureValue }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  if (value === true) {
    return (
      <>
        <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
          ✓
        </span>
        <span className="sr-only">{t("company.pricing.included")}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
          —
        </span>
        <span className="sr-only">{t("company.pricing.notIncluded")}</span>
      </>
    );
  }
  if (typeof value === "number") return <>{formatNumber(value, locale)}</>;
  return <>{t(`company.pricing.values.${value}`)}</>;
}

function ComparisonTable({ plans }: { plans: readonly Plan[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t("company.pricing.compareCaption")}</caption>
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              {t("company.pricing.featureColumn")}
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
                {t(`company.pricing.groups.${group.group}`)}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="p-3 text-start font-normal">
                  {t(`company.pricing.features.${row.feature}`)}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="p-3">
                    <ValueCell value={row.values[plan.id] ?? false} />
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

function CostEstimator({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  // Whole euros: an estimate, not an invoice.
  const euros = (amount: number) =>
    formatMoney(Math.round(amount) * 100, "EUR", locale, { trimCents: true });
  const inputId = useId();
  const monthly = (plan.price_monthly_cents ?? 0) / 100;
  const yearly = (plan.price_yearly_cents ?? 0) / 100;
  const [devices, setDevices] = useState(150);
  const count = Number.isFinite(devices) && devices > 0 ? Math.floor(devices) : 0;
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 md:grid-cols-3 dark:border-slate-800 dark:bg-slate-900">
      <FormField
        id={inputId}
        label={t("company.pricing.devicesLabel")}
        hint={t("company.pricing.devicesHint")}
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
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("company.pricing.billedMonthly", { plan: plan.name })}
        </p>
        <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
          {euros(count * monthly)}{" "}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
            {t("company.pricing.perMonth")}
          </span>
        </p>
      </div>
      <div aria-live="polite">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("company.pricing.billedYearly", { plan: plan.name })}
        </p>
        <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
          {euros(count * yearly)}{" "}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
            {t("company.pricing.perYear")}
          </span>
        </p>
        <p className="text-sm text-emerald-800 dark:text-emerald-300">
          {t("company.pricing.youSave", { amount: euros(count * (monthly * 12 - yearly)) })}
        </p>
      </div>
    </div>
  );
}

/** Three card-sized placeholders while the plans load, so nothing below jumps. */
function PlanPlaceholders({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid gap-6 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <li
            key={index}
            className="h-[30rem] animate-pulse rounded-2xl border border-slate-200 bg-slate-100 motion-reduce:animate-none dark:border-slate-800 dark:bg-slate-900"
          />
        ))}
      </ul>
    </div>
  );
}

export default function PricingPage() {
  const { t } = useTranslation();
  const page = usePageText("pricing");
  const plansQuery = usePlans();
  const plans = plansQuery.data?.items ?? [];
  const estimator = estimatorPlan(plans);
  const text = t("company.pricing", { returnObjects: true });
  return (
    <div data-page="pricing">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={text.eyebrow} title={page.title} lead={text.lead} />
      <Section title={text.plansTitle} id="plans">
        {plansQuery.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {t("site.plans.failed")}
          </p>
        ) : plansQuery.data ? (
          <ul className="grid gap-6 lg:grid-cols-3" data-testid="plans">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        ) : (
          <PlanPlaceholders label={t("site.plans.loading")} />
        )}
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          <Trans
            i18nKey="company.pricing.vatNote"
            components={{ page: <Link to="/terms-trial" className={linkClasses} /> }}
          />
        </p>
      </Section>
      {estimator ? (
        <Section title={text.estimateTitle} id="estimate" tone="muted">
          <CostEstimator plan={estimator} />
        </Section>
      ) : null}
      {plans.length > 0 ? (
        <Section title={text.compareTitle} id="compare">
          <ComparisonTable plans={plans} />
        </Section>
      ) : null}
      <Section title={text.faqTitle} id="billing-faq" tone="muted">
        <div className="max-w-3xl space-y-3">
          {text.faqs.map((item) => (
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
          <Trans
            i18nKey="company.pricing.moreQuestions"
            components={{ page: <Link to="/contact" className={linkClasses} /> }}
          />
        </p>
      </Section>
    </div>
  );
}
