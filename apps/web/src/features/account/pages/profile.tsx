import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { AccountHeading } from "../components/account-heading.tsx";
import { AccountSection } from "../components/account-section.tsx";
import { DetailsList } from "../components/details-list.tsx";
import { TrialNextStep } from "../components/trial-next-step.tsx";
import { TrialStepper } from "../components/trial-stepper.tsx";
import { emptyProfile, type AccountProfile } from "../data/profile.ts";
import { appHost, appUrl } from "../lib/app-url.ts";
import { formatDate } from "../lib/format-date.ts";

function EmailStatus({ confirmed }: { confirmed: boolean }) {
  return confirmed ? (
    <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
      Confirmed
    </span>
  ) : (
    <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      Not confirmed
    </span>
  );
}

function personalDetails(profile: AccountProfile) {
  return [
    { label: "First name", value: profile.firstName },
    { label: "Last name", value: profile.lastName },
    { label: "Username", value: profile.username },
    { label: "Title", value: profile.title },
    { label: "Position", value: profile.position },
    { label: "Department", value: profile.department },
  ];
}

function appDetails(profile: AccountProfile, locale: string) {
  return [
    { label: "App", value: profile.app },
    { label: "App URL", value: profile.app ? appUrl(profile.app) : null },
    {
      label: "Trial expires",
      value: profile.trialExpiresAt ? formatDate(profile.trialExpiresAt, locale) : null,
    },
  ];
}

export default function ProfilePage() {
  const { i18n } = useTranslation();
  const page = usePageText("profile");
  const profile = emptyProfile;
  const activeTitle = profile.trialExpiresAt
    ? `Active until ${formatDate(profile.trialExpiresAt, i18n.language)}`
    : "Active for 90 days";
  return (
    <div data-page="profile" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading
        title={page.title}
        lead="Your personal and company details, your e-mail address and the state of your Fleetward trial."
      />
      <AccountSection id="trial" title="Free trial">
        <Card title="Trial status">
          <div className="mt-4 space-y-6">
            <TrialStepper status={profile.trialStatus} activeTitle={activeTitle} />
            <TrialNextStep profile={profile} />
          </div>
        </Card>
      </AccountSection>
      <AccountSection
        id="details"
        title="Your details"
        intro="Filled in from the trial form. To correct anything, write to support@fleetward.com."
      >
        <div className="grid gap-6 xl:grid-cols-2">
          <Card title="Personal details">
            <DetailsList details={personalDetails(profile)} />
          </Card>
          <Card title="Company details">
            <DetailsList
              details={[
                { label: "Company", value: profile.company },
                { label: "Address", value: profile.address },
                { label: "Phone", value: profile.phone },
              ]}
            />
          </Card>
          <Card title="E-mail address">
            <DetailsList
              details={[
                {
                  label: "E-mail",
                  value: profile.email ? (
                    <>
                      {profile.email}
                      <EmailStatus confirmed={profile.emailConfirmed} />
                    </>
                  ) : null,
                },
              ]}
            />
            <p className="mt-3 text-sm">
              Security alerts and trial reminders go to this address, so keep it confirmed.
            </p>
          </Card>
          <Card title="Your app">
            <DetailsList details={appDetails(profile, i18n.language)} />
            <p className="mt-3 text-sm">
              You choose the app name on the trial form; your workspace then lives at{" "}
              <span className="font-mono break-all">https://&lt;app&gt;.{appHost()}</span>.
            </p>
          </Card>
        </div>
      </AccountSection>
    </div>
  );
}
