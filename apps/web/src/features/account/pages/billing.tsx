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
  const page = usePageText("billing");
  return (
    <div data-page="billing" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading
        title={page.title}
        lead="Your plan, how many devices you manage and where we send invoices."
      />
      <AccountSection id="plan" title="Plan and usage">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title="Current plan">
            <p className="text-2xl font-bold text-slate-900 dark:text-white">No plan yet</p>
            <p className="mt-2">
              Start with the free 90-day trial: every feature, no credit card. When the 90 days end
              the trial switches off automatically; upgrade before then to keep your workspace.
            </p>
            <Link to="/terms-trial" className={buttonClasses("primary", "mt-4")}>
              Start your free trial
            </Link>
          </Card>
          <Card title="Device usage">
            <p className="text-2xl font-bold text-slate-900 dark:text-white">
              {managedDevices} <span className="text-base font-medium">managed devices</span>
            </p>
            <p className="mt-3 text-sm">
              A device counts once it first reports to your workspace. Retired and archived devices
              do not count, so tidy up before your billing date.
            </p>
          </Card>
        </div>
      </AccountSection>
      <AccountSection id="billing-details" title="Billing details">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title="Billing address">
            <EmptyState icon={<BuildingIcon />} title="No billing address on file">
              When paid plans open after the beta, we will copy your company address here. You can
              change it before your first invoice, for example to a finance department.
            </EmptyState>
          </Card>
          <Card title="Keep Fleetward after your trial">
            <p>
              Paid plans are priced per managed device, so you pay for what you actually track.
              Compare them, or talk to us about volume pricing for a large fleet.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/page-pricing" className={buttonClasses("primary")}>
                Compare plans
              </Link>
              <Link to="/contact" className={buttonClasses("secondary")}>
                Talk to sales
              </Link>
            </div>
          </Card>
        </div>
      </AccountSection>
    </div>
  );
}
