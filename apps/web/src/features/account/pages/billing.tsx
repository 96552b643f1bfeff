import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { Card } from "../../../components/card.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { AccountHeading } from "../components/account-heading.tsx";
import { AccountSection } from "../components/account-section.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { BuildingIcon } from "../components/icons.tsx";

/** Devices that reported to the workspace this month; the customer-area issue loads it. */
const managedDevices = 0;

export default function BillingPage() {
  const { t } = useTranslation();
  const page = usePageText("billing");
  return (
    <div data-page="billing" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.billing.lead")} />
      <AccountSection id="plan" title={t("accountArea.billing.planSection")}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title={t("accountArea.billing.currentPlan")}>
            <p className="text-2xl font-bold text-slate-900 dark:text-white">
              {t("accountArea.billing.noPlan")}
            </p>
            <p className="mt-2">{t("accountArea.billing.noPlanText")}</p>
            <Link to="/terms-trial" className={buttonClasses("primary", "mt-4")}>
              {t("accountArea.billing.startTrial")}
            </Link>
          </Card>
          <Card title={t("accountArea.billing.deviceUsage")}>
            <p className="text-2xl font-bold text-slate-900 dark:text-white">
              <Trans
                i18nKey="accountArea.billing.managedDevices"
                count={managedDevices}
                components={{ unit: <span className="text-base font-medium" /> }}
              />
            </p>
            <p className="mt-3 text-sm">{t("accountArea.billing.deviceUsageText")}</p>
          </Card>
        </div>
      </AccountSection>
      <AccountSection id="billing-details" title={t("accountArea.billing.detailsSection")}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title={t("accountArea.billing.billingAddress")}>
            <EmptyState icon={<BuildingIcon />} title={t("accountArea.billing.noBillingAddress")}>
              {t("accountArea.billing.noBillingAddressText")}
            </EmptyState>
          </Card>
          <Card title={t("accountArea.billing.keepFleetward")}>
            <p>{t("accountArea.billing.keepFleetwardText")}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/page-pricing" className={buttonClasses("primary")}>
                {t("accountArea.billing.comparePlans")}
              </Link>
              <Link to="/contact" className={buttonClasses("secondary")}>
                {t("accountArea.billing.talkToSales")}
              </Link>
            </div>
          </Card>
        </div>
      </AccountSection>
    </div>
  );
}
