import type { ParseKeys } from "i18next";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/button-classes.ts";
import { Card } from "../../../components/card.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { request } from "../../../lib/http/http-client.ts";
import { showNotice } from "../../../lib/notices/notice-store.ts";
import { AccountHeading } from "../components/account-heading.tsx";
import { AccountSection } from "../components/account-section.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { notifyFailure } from "../../../lib/notices/notify-failure.ts";

type SocialLinks = { linkedin: string; github: string; twitter: string; website: string };

const fields: readonly { name: keyof SocialLinks; label: ParseKeys; example: string }[] = [
  {
    name: "linkedin",
    label: "accountArea.social.linkedin",
    example: "https://www.linkedin.com/in/maria-keller",
  },
  { name: "github", label: "accountArea.social.github", example: "https://github.com/mkeller" },
  { name: "twitter", label: "accountArea.social.twitter", example: "https://x.com/mkeller_it" },
  { name: "website", label: "accountArea.social.website", example: "https://keller-it.de" },
];

const noLinks: SocialLinks = { linkedin: "", github: "", twitter: "", website: "" };

/** Empty fields are sent as null, which removes that link. */
function toPayload(links: SocialLinks): Record<keyof SocialLinks, string | null> {
  const entries = Object.entries(links).map(([name, url]) => [name, url.trim() || null]);
  return Object.fromEntries(entries) as Record<keyof SocialLinks, string | null>;
}

export default function SocialPage() {
  const { t } = useTranslation();
  const page = usePageText("social");
  const [links, setLinks] = useState<SocialLinks>(noLinks);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await request("/api/user/me/social", { method: "PUT", json: toPayload(links) });
      showNotice({ kind: "success", title: t("accountArea.social.saved") });
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-page="social" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.social.lead")} />
      <AccountSection id="links" title={t("accountArea.social.linksSection")}>
        <Card title={t("accountArea.social.yourLinks")}>
          <form onSubmit={handleSubmit} className="mt-4 space-y-4">
            {fields.map((field) => (
              <TextField
                key={field.name}
                id={`social-${field.name}`}
                label={t(field.label)}
                type="url"
                inputMode="url"
                placeholder={field.example}
                value={links[field.name]}
                onChange={(event) => setLinks({ ...links, [field.name]: event.target.value })}
              />
            ))}
            <p className="text-sm">{t("accountArea.social.hint")}</p>
            <button type="submit" className={buttonClasses("primary")} disabled={sending}>
              {sending ? t("accountArea.social.submitting") : t("accountArea.social.submit")}
            </button>
          </form>
        </Card>
      </AccountSection>
    </div>
  );
}
