import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useBilling, type BillingOverview, type BillingPlan } from "../api/billing-api.ts";
import { AccountHeading } from "../../../../components/account/account-heading.tsx";
import { AccountSection } from "../../../../components/account/account-section.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { TestModeBanner } from "../components/test-mode-banner.tsx";
import { UpgradeDialog } from "../components/upgrade-dialog.tsx";
import { brandNames, expiryLabel } from "../lib/card-label.ts";
import { formatDate, formatMoney, formatNumber } from "../../../../lib/format.ts";

const bigText = "text-2xl font-bold text-slate-900 dark:text-white";
const trialStates = [
  "pending_approval",
  "approved",
  "deploying",
  "active",
  "expired",
  "rejected",
  "upgraded",
] as const;

function CurrentPlan({ billing }: { billing: BillingOverview }) {
  const { t, i18n } = useTranslation();
  const { plan, trial } = billing;
  if (plan.kind === "paid") {
    const name =
      billing.plans.find((candidate) => candidate.id === plan.plan_id)?.name ?? plan.plan_id;
    return (
      <>
        <p className={bigText} data-testid="current-plan">
          {name}
        </p>
        {plan.devices !== null ? (
          <p className="mt-2 font-semibold text-slate-900 dark:text-white">
            {t("billing.devicesCovered", {
              devices: formatNumber(plan.devices, i18n.language),
            })}
          </p>
        ) : null}
        <p className="mt-2">
          {plan.billing_cycle === "yearly" ? t("billing.billedYearly") : t("billing.billedMonthly")}
          {plan.since
            ? ` · ${t("billing.since", { date: formatDate(plan.since, i18n.language) })}`
            : null}
        </p>
      </>
    );
  }
  if (plan.kind === "trial" && trial) {
    const state = trialStates.find((candidate) => candidate === trial.status) ?? "pending_approval";
    return (
      <>
        <p className={bigText} data-testid="current-plan">
          {t("billing.trialPlan")}
        </p>
        <p className="mt-2">{t(`billing.trialStates.${state}`)}</p>
        {trial.days_left !== null ? (
          <p className="mt-2 font-semibold text-slate-900 dark:text-white">
            {t("billing.daysLeft", { count: trial.days_left })}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      <p className={bigText} data-testid="current-plan">
        {t("accountArea.billing.noPlan")}
      </p>
      <p className="mt-2">{t("accountArea.billing.noPlanText")}</p>
      <Link to="/terms-trial" className={buttonClasses("secondary", "mt-4")}>
        {t("accountArea.billing.startTrial")}
      </Link>
    </>
  );
}

const planCardClasses =
  "flex flex-col rounded-xl border bg-white p-5 dark:bg-slate-900 border-slate-200 dark:border-slate-800";
const highlightedClasses =
  "flex flex-col rounded-xl border bg-white p-5 dark:bg-slate-900 border-blue-700 ring-2 ring-blue-700 dark:border-blue-400 dark:ring-blue-400";
/** Enterprise is quoted: the contact form opens on its "Pricing and plans" topic. */
const contactSalesUrl = "/contact?topic=sales";

function CurrentBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
      {t("billing.currentBadge")}
    </span>
  );
}

/** Price and call to action of one plan: free trial, bought per device, or quoted by sales. */
function PlanOffer({
  plan,
  billing,
  onChoose,
}: {
  plan: BillingPlan;
  billing: BillingOverview;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, plan.currency, i18n.language);
  if (plan.is_trial) {
    return (
      <>
        <p className="text-xl font-bold text-slate-900 dark:text-white">{t("billing.trialFree")}</p>
        {plan.device_limit !== null ? (
          <p className="text-sm">{t("billing.upToDevices", { count: plan.device_limit })}</p>
        ) : null}
        <div className="pt-4">
          {billing.plan.kind === "trial" ? (
            <CurrentBadge />
          ) : billing.plan.kind === "none" ? (
            <Link to="/terms-trial" className={buttonClasses("secondary")}>
              {t("accountArea.billing.startTrial")}
            </Link>
          ) : (
            <p className="text-sm">{t("billing.trialNotForSale")}</p>
          )}
        </div>
      </>
    );
  }
  if (!plan.purchasable || plan.price_monthly_cents === null || plan.price_yearly_cents === null) {
    return (
      <>
        <p className="text-xl font-bold text-slate-900 dark:text-white">{t("billing.quoted")}</p>
        <p className="text-sm">{t("billing.quotedNote")}</p>
        <div className="pt-4">
          <Link to={contactSalesUrl} className={buttonClasses("secondary")}>
            {t("billing.contactSales")}
          </Link>
        </div>
      </>
    );
  }
  const current = billing.plan.kind === "paid" && billing.plan.plan_id === plan.id;
  return (
    <>
      <p className="text-xl font-bold text-slate-900 dark:text-white">
        {t("billing.perMonth", { price: money(plan.price_monthly_cents) })}
      </p>
      <p className="text-sm">{t("billing.perYear", { price: money(plan.price_yearly_cents) })}</p>
      <div className="flex flex-wrap items-center gap-3 pt-4">
        {current ? <CurrentBadge /> : null}
        {/* Even on the plan, the customer may change the cycle or the number of devices. */}
        <button
          type="button"
          className={buttonClasses(current ? "secondary" : "primary")}
          onClick={onChoose}
        >
          {current ? t("billing.changePlan") : t("billing.choosePlan", { plan: plan.name })}
        </button>
      </div>
    </>
  );
}

function PlanCard({
  plan,
  billing,
  onChoose,
}: {
  plan: BillingPlan;
  billing: BillingOverview;
  onChoose: () => void;
}) {
  return (
    <li className={plan.highlighted ? highlightedClasses : planCardClasses} data-plan={plan.id}>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
      <p className="mt-1 text-sm" lang="en">
        {plan.description}
      </p>
      <ul className="mt-4 mb-4 space-y-1 text-sm" lang="en">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
              ✓
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto border-t border-slate-200 pt-4 dark:border-slate-800">
        <PlanOffer plan={plan} billing={billing} onChoose={onChoose} />
      </div>
    </li>
  );
}

export default function BillingPage() {
  const { t } = useTranslation();
  const page = usePageText("billing");
  const billing = useBilling();
  const [chosen, setChosen] = useState<BillingPlan | null>(null);
  return (
    <div data-page="billing" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.billing.lead")} />
      <LoadState query={billing}>
        {(data) => (
          <>
            {data.test_mode ? <TestModeBanner /> : null}
            <AccountSection id="plan" title={t("accountArea.billing.planSection")}>
              <div className="grid gap-6 lg:grid-cols-2">
                <Card title={t("accountArea.billing.currentPlan")}>
                  <CurrentPlan billing={data} />
                </Card>
                <Card title={t("billing.defaultCard")}>
                  {data.default_payment_method ? (
                    <p className="font-medium text-slate-900 dark:text-white">
                      {t("billing.cardSummary", {
                        brand:
                          brandNames[data.default_payment_method.brand] ??
                          t("billing.brandUnknown"),
                        last4: data.default_payment_method.last4,
                      })}{" "}
                      <span className="font-normal text-slate-600 dark:text-slate-400">
                        {t("billing.expires", {
                          date: expiryLabel(
                            data.default_payment_method.exp_month,
                            data.default_payment_method.exp_year,
                          ),
                        })}
                      </span>
                    </p>
                  ) : (
                    <p>{t("billing.needCard")}</p>
                  )}
                  <Link to="/user-payment" className={buttonClasses("secondary", "mt-4")}>
                    {t("billing.manageCards")}
                  </Link>
                </Card>
              </div>
            </AccountSection>
            <AccountSection
              id="plans"
              title={t("billing.plansSection")}
              intro={t("billing.plansIntro")}
            >
              <ul className="grid gap-6 md:grid-cols-3">
                {data.plans.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    billing={data}
                    onChoose={() => setChosen(plan)}
                  />
                ))}
              </ul>
            </AccountSection>
          </>
        )}
      </LoadState>
      {billing.data ? (
        <UpgradeDialog
          plan={chosen}
          devices={billing.data.devices}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </div>
  );
}
