import type { AccountAlertEmailProps } from "./alert-email.tsx";
import { formatMoment } from "./format.ts";
import { emailStrings, interpolate, intlLocale, type EmailStrings } from "./i18n.ts";

/** What changed in a workspace's company sign-in (SSO, ADR 0055). */
export type SsoChange =
  | { kind: "connected"; protocol: "oidc" | "saml" }
  | { kind: "removed" }
  /** Never empty: "require SSO" needs a verified domain. */
  | { kind: "required"; domains: readonly string[] }
  | { kind: "not_required" }
  | { kind: "domain_verified"; domain: string }
  | { kind: "domain_removed"; domain: string };

/** Product names, the same in every language. */
const protocolNames = { oidc: "OpenID Connect", saml: "SAML 2.0" } as const;

/** `a.com, b.com and c.com`, `a.com, b.com und c.com`: the locale's own list. */
function listOf(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(intlLocale(locale), { style: "long", type: "conjunction" }).format(
    items,
  );
}

/** The sentence of one change, each language with its own word order around the values. */
function changeSentence(
  t: EmailStrings["accountAlert"]["ssoChanged"],
  change: SsoChange,
  values: Readonly<Record<string, string>>,
  locale: string,
): string {
  switch (change.kind) {
    case "connected":
      return interpolate(t.connected, { ...values, protocol: protocolNames[change.protocol] });
    case "removed":
      return interpolate(t.removed, values);
    case "required":
      return interpolate(t.required, { ...values, domains: listOf(change.domains, locale) });
    case "not_required":
      return interpolate(t.notRequired, values);
    case "domain_verified":
      return interpolate(t.domainVerified, { ...values, domain: change.domain });
    case "domain_removed":
      return interpolate(t.domainRemoved, { ...values, domain: change.domain });
  }
}

/**
 * "The company sign-in of {{workspace}} was changed", to the workspace's owner and admins:
 * whoever controls the identity provider decides who can sign in. Rendered by
 * `AccountAlertEmail` and `accountAlertText`.
 */
export function ssoChangedAlert(details: {
  recipientName: string;
  at: Date;
  /** Who made the change, e.g. `Alex Morgan (alex@acme.com)`. */
  actor: string;
  /** The workspace's name. */
  workspace: string;
  change: SsoChange;
  /** The workspace's sign-in settings. */
  settingsUrl: string;
  locale?: string;
}): AccountAlertEmailProps {
  const locale = details.locale ?? "en";
  const t = emailStrings(locale).accountAlert.ssoChanged;
  const workspace = { workspace: details.workspace };
  const values = {
    ...workspace,
    moment: formatMoment(details.at, locale),
    actor: details.actor,
  };
  return {
    recipientName: details.recipientName,
    title: interpolate(t.title, workspace),
    paragraphs: [changeSentence(t, details.change, values, locale), t.advice],
    actionLabel: t.action,
    actionUrl: details.settingsUrl,
    reason: interpolate(t.reason, workspace),
    locale,
  };
}
