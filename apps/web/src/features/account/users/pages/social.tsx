import { socialHosts, socialLinkProblem, type SocialNetwork } from "@fleetward/contracts/account";
import type { ParseKeys } from "i18next";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { FormField, fieldClasses } from "../../../../components/form-field.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { HttpError, request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { useSocialLinks, type SocialLinks } from "../api/users-api.ts";
import { AccountHeading } from "../../../../components/account/account-heading.tsx";
import { AccountSection } from "../../../../components/account/account-section.tsx";
import { LoadState } from "../../../../components/load-state.tsx";

const fields: readonly { name: SocialNetwork; label: ParseKeys; example: string }[] = [
  { name: "website", label: "accountArea.social.website", example: "https://keller-it.de" },
  {
    name: "linkedin",
    label: "accountArea.social.linkedin",
    example: "https://www.linkedin.com/in/maria-keller",
  },
  { name: "github", label: "accountArea.social.github", example: "https://github.com/mkeller" },
  { name: "x", label: "accountArea.social.twitter", example: "https://x.com/mkeller_it" },
  { name: "mastodon", label: "billing.mastodon", example: "https://mastodon.social/@mkeller" },
];

type Values = Record<SocialNetwork, string>;

/** A translated reason next to the field; the contract decides whether the link is valid. */
function problemKey(
  network: SocialNetwork,
  value: string,
): { key: ParseKeys; host?: string } | null {
  if (!value.trim() || !socialLinkProblem(network, value.trim())) return null;
  const hosts = socialHosts[network];
  if (hosts && /^https:\/\//i.test(value.trim())) {
    return { key: "billing.errors.socialHost", host: hosts.join(", ") };
  }
  if (network === "mastodon" && /^https:\/\//i.test(value.trim())) {
    return { key: "billing.errors.mastodonProfile" };
  }
  return { key: "billing.errors.socialHttps" };
}

function SocialForm({ saved }: { saved: SocialLinks }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({
    website: saved.website ?? "",
    linkedin: saved.linkedin ?? "",
    github: saved.github ?? "",
    x: saved.x ?? "",
    mastodon: saved.mastodon ?? "",
  });
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const problems = Object.fromEntries(
    fields.map((field) => [
      field.name,
      checked ? problemKey(field.name, values[field.name]) : null,
    ]),
  ) as Record<SocialNetwork, ReturnType<typeof problemKey>>;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const invalid = fields.find((field) => problemKey(field.name, values[field.name]));
    if (invalid) {
      document.getElementById(`social-${invalid.name}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const json = Object.fromEntries(
        fields.map((field) => [field.name, values[field.name].trim() || null]),
      );
      await request("/api/user/me/social", { method: "PUT", json });
      showNotice({ kind: "success", title: t("accountArea.social.saved") });
    } catch (error) {
      const field = error instanceof HttpError ? error.detail?.split(":")[0] : undefined;
      if (field) document.getElementById(`social-${field}`)?.focus();
      notifyFailure(error, t);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
      {fields.map((field) => {
        const problem = problems[field.name];
        const id = `social-${field.name}`;
        return (
          <FormField
            key={field.name}
            id={id}
            label={t(field.label)}
            error={problem ? t(problem.key, { host: problem.host }) : undefined}
          >
            <input
              id={id}
              type="url"
              inputMode="url"
              dir="ltr"
              className={fieldClasses}
              placeholder={field.example}
              value={values[field.name]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          </FormField>
        );
      })}
      <p className="text-sm">{t("accountArea.social.hint")}</p>
      <button type="submit" className={buttonClasses("primary")} disabled={sending}>
        {sending ? t("accountArea.social.submitting") : t("accountArea.social.submit")}
      </button>
    </form>
  );
}

export default function SocialPage() {
  const { t } = useTranslation();
  const page = usePageText("social");
  const links = useSocialLinks();
  return (
    <div data-page="social" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.social.lead")} />
      <AccountSection id="links" title={t("accountArea.social.linksSection")}>
        <Card title={t("accountArea.social.yourLinks")}>
          <LoadState query={links}>{(data) => <SocialForm saved={data} />}</LoadState>
        </Card>
      </AccountSection>
    </div>
  );
}
