import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  AccountAlertEmail,
  accountAlertText,
  type AccountAlertEmailProps,
} from "./alert-email.tsx";
import { formatMoment } from "./format.ts";
import { emailLocales, emailStrings } from "./i18n.ts";
import { emailEn } from "./locales/en.ts";
import { ssoChangedAlert, type SsoChange } from "./sso-alert-email.ts";

const render = (props: AccountAlertEmailProps) =>
  renderToStaticMarkup(createElement(AccountAlertEmail, props));

const at = new Date("2025-06-04T09:41:00Z");
const settingsUrl = "https://acme.fleetward.com/settings/sign-in";
const actor = "Sam Lee (sam@acme.com)";
const workspace = "Acme Engineering";
const domains = ["acme.com", "acme.io", "acme.de"];

const alert = (change: SsoChange, locale?: string) =>
  ssoChangedAlert({
    recipientName: "Alex Morgan",
    at,
    actor,
    workspace,
    change,
    settingsUrl,
    locale,
  });

/** Every kind of change, with the value its sentence must name. */
const changes: [SsoChange, string][] = [
  [{ kind: "connected", protocol: "oidc" }, "OpenID Connect"],
  [{ kind: "connected", protocol: "saml" }, "SAML 2.0"],
  [{ kind: "removed" }, workspace],
  [{ kind: "required", domains }, "acme.de"],
  [{ kind: "not_required" }, workspace],
  [{ kind: "domain_verified", domain: "acme.com" }, "acme.com"],
  [{ kind: "domain_removed", domain: "acme.io" }, "acme.io"],
];

const on = "On 4 June 2025, 09:41 UTC, Sam Lee (sam@acme.com)";

describe("the company sign-in changed e-mail", () => {
  it.each([
    [
      changes[0]![0],
      `${on} connected Acme Engineering to an identity provider using OpenID Connect.`,
    ],
    [changes[1]![0], `${on} connected Acme Engineering to an identity provider using SAML 2.0.`],
    [changes[2]![0], `${on} removed the company sign-in of Acme Engineering.`],
    [
      changes[3]![0],
      `${on} made the company sign-in required for addresses at acme.com, acme.io and acme.de: members with such an address can now sign in to Acme Engineering only through the identity provider.`,
    ],
    [
      changes[4]![0],
      `${on} stopped requiring the company sign-in for Acme Engineering: members can sign in without it again.`,
    ],
    [
      changes[5]![0],
      `${on} verified the domain acme.com for the company sign-in of Acme Engineering: people with an address at this domain can sign in to the workspace through its identity provider.`,
    ],
    [
      changes[6]![0],
      `${on} removed the domain acme.io from the company sign-in of Acme Engineering.`,
    ],
  ])("states a %o change in English", (change, sentence) => {
    const props = alert(change);
    expect(props.title).toBe("The company sign-in of Acme Engineering was changed");
    expect(props.paragraphs).toEqual([
      sentence,
      "If you expected this change, there is nothing to do. If not, review the workspace's sign-in settings now: whoever controls the company sign-in decides who can sign in to the workspace.",
    ]);
    expect(props.actionLabel).toBe("Review the workspace's sign-in settings");
    expect(props.actionUrl).toBe(settingsUrl);
    expect(props.reason).toBe(
      "You received this e-mail because you are an owner or admin of Acme Engineering.",
    );
    expect(props.reason).not.toBe(emailEn.accountAlert.reason);
    expect(props.locale).toBe("en");
  });

  it.each(["de", "ae"])("is translated in %s, with every value filled in", (locale) => {
    const t = emailStrings(locale).accountAlert.ssoChanged;
    const moment = formatMoment(at, locale);
    for (const [change, value] of changes) {
      const props = alert(change, locale);
      const english = alert(change);
      const [sentence = "", advice] = props.paragraphs;
      expect(sentence).not.toBe(english.paragraphs[0]);
      for (const part of [moment, actor, workspace, value]) expect(sentence).toContain(part);
      expect(props.title).toContain(workspace);
      expect(props.title).not.toBe(english.title);
      expect(props.reason).toContain(workspace);
      expect(props.reason).not.toBe(english.reason);
      expect([advice, props.actionLabel]).toEqual([t.advice, t.action]);
      expect(props.actionLabel).not.toBe(english.actionLabel);
      for (const text of [props.title, props.reason, ...props.paragraphs])
        expect(text).not.toContain("{{");
    }
    expect(moment).not.toBe(formatMoment(at, "en"));
  });

  it("reads naturally in German and Arabic", () => {
    expect(alert(changes[0]![0], "de").paragraphs[0]).toBe(
      "Am 4. Juni 2025, 09:41 Uhr UTC hat Sam Lee (sam@acme.com) Acme Engineering über OpenID Connect mit einem Identitätsanbieter verbunden.",
    );
    expect(alert(changes[0]![0], "de").title).toBe(
      "Die Unternehmensanmeldung von Acme Engineering wurde geändert",
    );
    const arabic = alert(changes[1]![0], "ae");
    expect(arabic.title).toBe("تم تغيير تسجيل الدخول المؤسسي في مساحة العمل Acme Engineering");
    expect(arabic.paragraphs[0]).toMatch(/^في .*، ربط Sam Lee \(sam@acme\.com\) .*SAML 2\.0\.$/);
  });

  it("joins the required domains with the locale's list format", () => {
    const required: SsoChange = { kind: "required", domains };
    const listIn = (tag: string) =>
      new Intl.ListFormat(tag, { style: "long", type: "conjunction" }).format(domains);
    expect(alert(required).paragraphs[0]).toContain("acme.com, acme.io and acme.de");
    expect(alert(required, "de").paragraphs[0]).toContain("acme.com, acme.io und acme.de");
    expect(alert(required, "ja").paragraphs[0]).toContain("acme.com、acme.io、acme.de");
    const arabic = alert(required, "ae").paragraphs[0];
    expect(arabic).toContain(listIn("ar"));
    expect(arabic).toContain("acme.com وacme.io");
    expect(arabic).not.toContain(" and ");
    // One domain is just that domain.
    expect(alert({ kind: "required", domains: ["acme.com"] }, "de").paragraphs[0]).toContain(
      "Adressen unter acme.com verpflichtend",
    );
  });

  it.each(emailLocales)("renders every change in %s, nothing left in English", (locale) => {
    for (const [change, value] of changes) {
      const props = alert(change, locale);
      const english = alert(change);
      expect(props.paragraphs[0]).toContain(value);
      expect(props.paragraphs[0]).toContain(actor);
      for (const text of [props.title, props.reason, ...props.paragraphs, props.actionLabel]) {
        expect(text).not.toContain("{{");
        if (locale === "en") continue;
        expect(text).not.toMatch(/sign-in|identity provider|workspace|received this/i);
      }
      if (locale !== "en") expect(props.paragraphs).not.toContain(english.paragraphs[0]);
    }
  });

  it.each(["en", "de", "ae"])("puts the action URL in the HTML and the text (%s)", (locale) => {
    for (const [change] of changes) {
      const props = alert(change, locale);
      const html = render(props);
      const text = accountAlertText(props);
      expect(html).toContain(`href="${settingsUrl}"`);
      expect(html).toContain(props.paragraphs[0]);
      expect(html).toContain(workspace);
      expect(text).toContain(`${props.actionLabel}: ${settingsUrl}`);
      for (const part of [props.title, props.reason, ...props.paragraphs]) {
        if (part === props.title) continue; // The text version has no heading.
        expect(text).toContain(part);
      }
    }
    if (locale === "ae") expect(render(alert(changes[0]![0], locale))).toContain('dir="rtl"');
  });
});
