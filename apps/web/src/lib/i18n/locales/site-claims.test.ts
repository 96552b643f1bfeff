import { describe, expect, it } from "vitest";
import { ae } from "./ae.ts";
import { da } from "./da.ts";
import { de } from "./de.ts";
import { el } from "./el.ts";
import { en, type Translation } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { hu } from "./hu.ts";
import { it as italian } from "./it.ts";
import { ja } from "./ja.ts";
import { pl } from "./pl.ts";
import { pt } from "./pt.ts";
import { ru } from "./ru.ts";
import { sv } from "./sv.ts";
import { tr } from "./tr.ts";
import { zh } from "./zh.ts";

/*
 * Issue 21, "the site tells the truth": the landing and company pages state no invented
 * figures about customers or the service (more than 640 organisations, 212,000 devices,
 * 99.96 % uptime, a median support response, a headcount), and the example quotes and stories
 * say that they are examples, in every language. Nor do they claim features Fleetward does not
 * have: devices report through osquery, an agent the customer installs; there is no MDM
 * connector (Intune, Jamf, Kandji, Google Workspace), no sync from one and no "nothing to install".
 * osquery runs on macOS, Windows and Linux only (no iOS, iPadOS, Android or ChromeOS devices),
 * alerts go out by e-mail and webhooks (no Slack or Microsoft Teams), and the daily reminders
 * list the licences and warranties ending within 30 days (not at 90, 30 and 7 days).
 */
const translations: Record<string, Translation> = {
  en,
  ae,
  da,
  de,
  el,
  es,
  fr,
  hu,
  it: italian,
  ja,
  pl,
  pt,
  ru,
  sv,
  tr,
  zh,
};

/** Every string of a section. */
function strings(section: unknown): string[] {
  if (typeof section === "string") return [section];
  if (section && typeof section === "object") return Object.values(section).flatMap(strings);
  return [];
}

/** Names of the MDM connectors the product does not have, in any language. */
const mdmClaims = /\bMDM\b|Intune|Jamf|Kandji|Google Workspace/i;

/** Platforms osquery does not run on, and chat tools Fleetward does not post to. */
const otherFalseClaims = /ChromeOS|Android|\biOS\b|iPadOS|Slack|Microsoft Teams/;

/** The invented figures the pages used to state, in any language's number format. */
const inventedFigures = /640|212[.,\s\u00a0\u202f]?000|99[.,]96|\b52\b|\b46\b/;

describe.each(Object.entries(translations))("the site's claims in %s", (_code, translation) => {
  it("states no invented figures on the landing, company, team, support or story pages", () => {
    const pages = [
      translation.marketing.home.builtOn,
      translation.company.about.figures,
      translation.company.about.offices,
      translation.company.team.lead,
      translation.company.testimonials.eyebrow,
      translation.company.testimonials.lead,
      translation.company.helpCentre.support.lead,
      translation.portfolio,
    ];
    for (const text of strings(pages)) expect(text).not.toMatch(inventedFigures);
    expect(JSON.stringify(translation)).not.toMatch(/\b640\b/);
  });

  it("states what the product is built on instead, the same facts in every language", () => {
    expect(translation.company.about.figures.map((figure) => figure.value)).toEqual([
      "osquery",
      "16",
      "REST API",
    ]);
    for (const office of translation.company.about.offices) {
      expect(Object.keys(office).sort()).toEqual(["city", "role"]);
    }
  });

  it("labels the example quotes and stories as examples", () => {
    for (const note of [
      translation.marketing.home.examplesNote,
      translation.portfolio.exampleNote,
      translation.company.testimonials.lead,
    ]) {
      expect(note.length).toBeGreaterThan(20);
      // Translated, not left in English.
      if (translation !== en) expect(strings(en)).not.toContain(note);
    }
    expect(translation.portfolio.intro_other).toContain("{{n}}");
    expect(translation.portfolio.title_other).toContain("{{n}}");
  });

  it("claims no MDM connector or sync on the marketing pages", () => {
    for (const text of strings(translation.marketing)) expect(text).not.toMatch(mdmClaims);
  });

  it("answers that devices report through osquery, an agent the customer installs", () => {
    const [agent, , withoutAgent] = translation.marketing.home.faqs;
    expect(agent?.a).toContain("osquery");
    expect(withoutAgent?.a).toContain("osquery");
    expect(translation.marketing.home.steps[0]?.text).toContain("osquery");
    expect(translation.marketing.home.ctaText).toContain("osquery");
    if (translation !== en) expect(agent?.a).not.toBe(en.marketing.home.faqs[0]?.a);
  });

  it("claims no MDM connector in the pricing table, the device monitoring steps or the trial offer", () => {
    const { pricing, serviceDetail, testimonials } = translation.company;
    const texts = strings([
      pricing.features.mdmConnectors,
      serviceDetail.steps.slice(0, 2),
      serviceDetail.boundaries,
      serviceDetail.start,
      testimonials.try,
    ]);
    for (const text of texts) expect(text).not.toMatch(mdmClaims);
    expect(pricing.features.mdmConnectors).toContain("osquery");
    expect(serviceDetail.steps[0]).toContain("osquery");
  });

  it("claims no MDM connector or sync, no mobile platforms and no chat alerts in any company text", () => {
    for (const text of strings(translation.company)) {
      expect(text).not.toMatch(mdmClaims);
      expect(text).not.toMatch(otherFalseClaims);
    }
  });

  it("lists the platforms osquery runs on, each reporting through osquery", () => {
    const { platforms, checks, steps } = translation.company.serviceDetail;
    expect(platforms.map((platform) => platform.name.split(" ")[0])).toEqual([
      "macOS",
      "Windows",
      "Linux",
    ]);
    for (const platform of platforms) expect(platform.source).toBe("osquery");
    expect(checks[0]?.passes).toMatch(/FileVault.*BitLocker.*LUKS/);
    if (translation !== en) expect(steps[4]).not.toBe(en.company.serviceDetail.steps[4]);
  });

  it("names the reminders as they are sent: daily, for what ends within 30 days", () => {
    const { licences, lifecycle } = translation.company.services.items;
    expect(licences.points[1]).toContain("30");
    expect(licences.points[1]).not.toMatch(/\b90\b|\b7\b/);
    expect(lifecycle.points[0]).toContain("30");
    const [, , lifecycleFeature, licenceFeature] = translation.marketing.home.features;
    for (const text of [lifecycleFeature?.text, licenceFeature?.text]) {
      expect(text).toContain("30");
      expect(text).not.toMatch(/\b90\b|\b7\b/);
    }
  });
});
