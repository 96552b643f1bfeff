import type { CurrentUser } from "@fleetward/contracts/auth";
import type { CurrentTrialResponse, TrialView } from "@fleetward/contracts/trials";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { Card } from "../../../../components/card.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";
import { AccountHeading } from "../../../../components/account/account-heading.tsx";
import { AccountSection } from "../../../../components/account/account-section.tsx";
import { DetailsList } from "../../../../components/details-list.tsx";
import { TrialPanel } from "../components/trial-panel.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { useMyDetails } from "../api/users-api.ts";
import { useCurrentTrial } from "../../../../lib/trial/current-trial.ts";
import { formatDate } from "../../../../lib/format.ts";

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

/** Names from the account, the rest from the trial request (spec §2: filled in from the form). */
function personalDetails(user: CurrentUser, trial: TrialView | null, t: TFunction) {
  return [
    {
      label: t("accountArea.profile.fields.firstName"),
      value: user.first_name ?? trial?.first_name ?? null,
    },
    {
      label: t("accountArea.profile.fields.lastName"),
      value: user.last_name ?? trial?.last_name ?? null,
    },
    { label: t("accountArea.profile.fields.username"), value: user.username },
    { label: t("accountArea.profile.fields.title"), value: trial?.title ?? null },
    { label: t("accountArea.profile.fields.position"), value: trial?.position ?? null },
    { label: t("accountArea.profile.fields.department"), value: trial?.department ?? null },
  ];
}

function countryName(code: string, locale: string): string {
  try {
    const names = new Intl.DisplayNames([intlLocaleOf(locale)], { type: "region" });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

function postalAddress(trial: TrialView | null, locale: string) {
  if (!trial) return null;
  return (
    <span className="block whitespace-pre-line">
      {[
        [trial.street_address, trial.building].filter(Boolean).join(", "),
        `${trial.postal_code} ${trial.city}`,
        countryName(trial.country, locale),
      ].join("\n")}
    </span>
  );
}

/** The workspace the trial asked for: its name, address, state and expiry. */
function appDetails(trial: TrialView | null, locale: string, t: TFunction) {
  const expiry = trial?.expires_at
    ? formatDate(trial.expires_at, locale)
    : trial?.status === "upgraded"
      ? t("billing.noExpiry")
      : null;
  return [
    { label: t("accountArea.profile.fields.app"), value: trial?.app_name ?? null },
    {
      label: t("accountArea.profile.fields.appUrl"),
      value: trial ? (
        // Only a deployed workspace answers; before that the address is reserved, not live.
        trial.workspace ? (
          <a
            href={trial.app_url}
            className="font-mono break-all text-blue-700 underline underline-offset-2 dark:text-blue-300"
            data-testid="profile-app-url"
          >
            {trial.app_url}
          </a>
        ) : (
          <span className="font-mono break-all" data-testid="profile-app-url">
            {trial.app_url}
          </span>
        )
      ) : null,
    },
    {
      label: t("accountArea.profile.trialStatus"),
      value: trial ? t(`trial.status.${trial.status}`) : null,
    },
    { label: t("accountArea.profile.fields.trialExpires"), value: expiry },
  ];
}

function ProfileDetails({ user, trial }: { user: CurrentUser; trial: CurrentTrialResponse }) {
  const { t, i18n } = useTranslation();
  const request = trial.trial;
  const addressPattern = trial.app_url_template.replace("{app}", "<app>");
  return (
    <div className="grid gap-6 xl:grid-cols-2" data-testid="profile-details">
      <Card title={t("accountArea.profile.personalDetails")}>
        <DetailsList details={personalDetails(user, request, t)} />
      </Card>
      <Card title={t("accountArea.profile.companyDetails")}>
        <DetailsList
          details={[
            {
              label: t("accountArea.profile.fields.company"),
              value: request?.company_name ?? null,
            },
            {
              label: t("accountArea.profile.fields.address"),
              value: postalAddress(request, i18n.language),
            },
            { label: t("accountArea.profile.fields.phone"), value: request?.phone ?? null },
          ]}
        />
      </Card>
      <Card title={t("accountArea.profile.emailAddress")}>
        <DetailsList
          details={[
            {
              label: t("accountArea.profile.fields.email"),
              value: (
                <>
                  <span data-testid="profile-email">{user.email}</span>
                  <EmailStatus confirmed={user.email_confirmed} />
                </>
              ),
            },
          ]}
        />
        <p className="mt-3 text-sm">{t("accountArea.profile.emailNote")}</p>
      </Card>
      <Card title={t("accountArea.profile.yourApp")}>
        <DetailsList details={appDetails(request, i18n.language, t)} />
        <p className="mt-3 text-sm">
          <Trans
            i18nKey="accountArea.profile.appNote"
            components={{ address: <span className="font-mono break-all">{addressPattern}</span> }}
          />
        </p>
      </Card>
    </div>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const page = usePageText("profile");
  const details = useMyDetails();
  const trial = useCurrentTrial();
  return (
    <div data-page="profile" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.profile.lead")} />
      <AccountSection id="trial" title={t("accountArea.profile.trialSection")}>
        <TrialPanel />
      </AccountSection>
      <AccountSection
        id="details"
        title={t("accountArea.profile.detailsSection")}
        intro={t("accountArea.profile.detailsIntro")}
      >
        <LoadState query={details}>
          {(user) => (
            <LoadState query={trial}>
              {(current) => <ProfileDetails user={user} trial={current} />}
            </LoadState>
          )}
        </LoadState>
      </AccountSection>
    </div>
  );
}
