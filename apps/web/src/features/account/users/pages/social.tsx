import {
  socialHosts,
  socialLinkProblem,
  socialLinksRequestSchema,
  type SocialNetwork,
} from "@fleetward/contracts/account";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Card } from "../../../../components/card.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
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
  const form = useContractForm(socialLinksRequestSchema, {
    defaultValues: Object.fromEntries(
      fields.map((field) => [field.name, saved[field.name] ?? ""]),
    ) as Record<SocialNetwork, string>,
  });
  const onSubmit = form.submit(async (links) => {
    await request("/api/user/me/social", { method: "PUT", json: links });
    showNotice({ kind: "success", title: t("accountArea.social.saved") });
  });
  /** The contract's reason, translated with the allowed hosts; else the form's own message. */
  const errorOf = (name: SocialNetwork, message: string | undefined) => {
    if (message === undefined) return undefined;
    const problem = problemKey(name, form.getValues(name) ?? "");
    return problem ? t(problem.key, { host: problem.host }) : message;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {fields.map((field) => {
        const { error, ...input } = form.field(field.name);
        return (
          <TextField
            key={field.name}
            id={`social-${field.name}`}
            label={t(field.label)}
            type="url"
            inputMode="url"
            dir="ltr"
            placeholder={field.example}
            error={errorOf(field.name, error)}
            {...input}
          />
        );
      })}
      <p className="text-sm">{t("accountArea.social.hint")}</p>
      <SubmitButton
        sending={form.sending}
        label={t("accountArea.social.submit")}
        sendingLabel={t("accountArea.social.submitting")}
      />
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
