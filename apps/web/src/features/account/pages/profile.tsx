import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
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
  const { t } = useTranslation();
  return confirmed ? (
    <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
      {t("accountArea.profile.emailConfirmed")}
    </span>
  ) : (
    <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      {t("accountArea.profile.emailNotConfirmed")}
    </span>
  );
}

function personalDetails(profile: AccountProfile, t: TFunction) {
  return [
    { label: t("accountArea.profile.fields.firstName"), value: profile.firstName },
    { label: t("accountArea.profile.fields.lastName"), value: profile.lastName },
    { label: t("accountArea.profile.fields.username"), value: profile.username },
    { label: t("accountArea.profile.fields.title"), value: profile.title },
    { label: t("accountArea.profile.fields.position"), value: profile.position },
    { label: t("accountArea.profile.fields.department"), value: profile.department },
  ];
}

function appDetails(profile: AccountProfile, locale: string, t: TFunction) {
  return [
    { label: t("accountArea.profile.fields.app"), value: profile.app },
    {
      label: t("accountArea.profile.fields.appUrl"),
      value: profile.app ? appUrl(profile.app) : null,
    },
    {
      label: t("accountArea.profile.fields.trialExpires"),
      value: profile.trialExpiresAt ? formatDate(profile.trialExpiresAt, locale) : null,
    },
  ];
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const page = usePageText("profile");
  const profile = emptyProfile;
  const activeTitle = profile.trialExpiresAt
    ? t("accountArea.profile.activeUntil", {
        date: formatDate(profile.trialExpiresAt, i18n.language),
      })
    : t("accountArea.profile.activeFor90Days");
  return (
    <div data-page="profile" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.profile.lead")} />
      <AccountSection id="trial" title={t("accountArea.profile.trialSection")}>
        <Card title={t("accountArea.profile.trialStatus")}>
          <div className="mt-4 space-y-6">
            <TrialStepper status={profile.trialStatus} activeTitle={activeTitle} />
            <TrialNextStep profile={profile} />
          </div>
        </Card>
      </AccountSection>
      <AccountSection
        id="details"
        title={t("accountArea.profile.detailsSection")}
        intro={t("accountArea.profile.detailsIntro")}
      >
        <div className="grid gap-6 xl:grid-cols-2">
          <Card title={t("accountArea.profile.personalDetails")}>
            <DetailsList details={personalDetails(profile, t)} />
          </Card>
          <Card title={t("accountArea.profile.companyDetails")}>
            <DetailsList
              details={[
                { label: t("accountArea.profile.fields.company"), value: profile.company },
                { label: t("accountArea.profile.fields.address"), value: profile.address },
                { label: t("accountArea.profile.fields.phone"), value: profile.phone },
              ]}
            />
          </Card>
          <Card title={t("accountArea.profile.emailAddress")}>
            <DetailsList
              details={[
                {
                  label: t("accountArea.profile.fields.email"),
                  value: profile.email ? (
                    <>
                      {profile.email}
                      <EmailStatus confirmed={profile.emailConfirmed} />
                    </>
                  ) : null,
                },
              ]}
            />
            <p className="mt-3 text-sm">{t("accountArea.profile.emailNote")}</p>
          </Card>
          <Card title={t("accountArea.profile.yourApp")}>
            <DetailsList details={appDetails(profile, i18n.language, t)} />
            <p className="mt-3 text-sm">
              <Trans
                i18nKey="accountArea.profile.appNote"
                components={{
                  address: (
                    <span className="font-mono break-all">https://&lt;app&gt;.{appHost()}</span>
                  ),
                }}
              />
            </p>
          </Card>
        </div>
      </AccountSection>
    </div>
  );
}
