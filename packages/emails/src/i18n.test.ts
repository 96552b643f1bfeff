import { describe, expect, it } from "vitest";
import { sampleProps as alertSample, samplePropsFor as alertSampleFor } from "./alert-email.tsx";
import { formatMoment } from "./format.ts";
import {
  emailDir,
  emailLang,
  emailLocales,
  emailStrings,
  interpolate,
  pluralize,
  type Plural,
} from "./i18n.ts";
import { sampleProps as invoiceSample } from "./invoice-email.tsx";
import { emailEn } from "./locales/en.ts";
import { sampleProps as resetSample } from "./password-reset-email.tsx";

type Entry = string | Plural | { [key: string]: Entry };

/** Every message as `path → string or plural forms`. */
function messages(node: Entry, path = ""): [string, string | Plural][] {
  if (typeof node === "string") return [[path, node]];
  if ("other" in node && typeof node.other === "string") return [[path, node as Plural]];
  return Object.entries(node).flatMap(([key, child]) =>
    messages(child as Entry, path ? `${path}.${key}` : key),
  );
}

const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]));

const forms = (message: string | Plural) =>
  typeof message === "string" ? [message] : Object.values(message).filter(Boolean);

const english = new Map(messages(emailEn));

describe.each(emailLocales.filter((locale) => locale !== "en"))(
  "e-mail strings in %s",
  (locale) => {
    const translated = new Map(messages(emailStrings(locale)));

    it("has every message of the English source, none empty", () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, message] of translated)
        for (const text of forms(message)) expect(text.trim(), path).not.toBe("");
    });

    it("keeps the placeholders, and keeps Fleetward where English has it", () => {
      for (const [path, source] of english) {
        const target = translated.get(path) ?? "";
        const sourceNames = new Set(forms(source).flatMap((text) => [...placeholders(text)]));
        for (const text of forms(target))
          for (const name of placeholders(text))
            expect(sourceNames, `${path}: {{${name}}}`).toContain(name);
        // The general form of a message carries every value the English one does.
        const general = typeof target === "string" ? target : target.other;
        const generalSource = typeof source === "string" ? source : source.other;
        expect(placeholders(general), path).toEqual(placeholders(generalSource));
        if (generalSource.includes("Fleetward")) expect(general, path).toContain("Fleetward");
      }
    });

    it("translates the subjects and headings", () => {
      const strings = emailStrings(locale);
      expect(strings.confirmation.subject).not.toBe(emailEn.confirmation.subject);
      expect(strings.passwordReset.subject).not.toBe(emailEn.passwordReset.subject);
      expect(strings.alert.heading).not.toBe(emailEn.alert.heading);
      expect(strings.invoice.subject).not.toBe(emailEn.invoice.subject);
      expect(strings.workspaceDigest.heading).not.toBe(emailEn.workspaceDigest.heading);
    });
  },
);

describe("e-mail i18n helpers", () => {
  it("falls back to English for an unknown language", () => {
    expect(emailStrings("xx")).toBe(emailEn);
    expect(emailStrings("__proto__")).toBe(emailEn);
    expect(emailLang("xx")).toBe("en");
  });

  it("writes Arabic right to left, under its BCP 47 tag", () => {
    expect(emailDir("ae")).toBe("rtl");
    expect(emailLang("ae")).toBe("ar");
    expect(emailDir("de")).toBe("ltr");
  });

  it("fills placeholders and leaves unknown ones alone", () => {
    expect(interpolate("Hi {{name}}, {{ name }}! {{missing}}", { name: "Ada" })).toBe(
      "Hi Ada, Ada! {{missing}}",
    );
  });

  it("picks the plural form by the language's rules", () => {
    const hours: Plural = {
      one: "{{count}} час",
      few: "{{count}} часа",
      many: "{{count}} часов",
      other: "{{count}} часа",
    };
    expect([1, 3, 5, 21, 48].map((n) => pluralize(hours, n, "ru"))).toEqual([
      "1 час",
      "3 часа",
      "5 часов",
      "21 час",
      "48 часов",
    ]);
    expect(pluralize({ other: "{{count}}時間" }, 1, "ja")).toBe("1時間");
  });

  it("formats moments in the recipient's language, always in UTC", () => {
    const moment = new Date("2025-06-04T09:41:00Z");
    expect(formatMoment(moment, "en")).toBe("4 June 2025, 09:41 UTC");
    expect(formatMoment(moment, "de")).toBe("4. Juni 2025, 09:41 Uhr UTC");
    expect(formatMoment(moment, "ja")).toBe("2025年6月4日 09:41（UTC）");
  });

  it("keeps the English sample data of the preview pages as it was", () => {
    expect(alertSample.failedChecks.map((check) => check.failingSince)).toEqual([
      "2 June 2025",
      "23 May 2025",
    ]);
    expect(resetSample.requestedAt).toBe("4 June 2025, 09:41 UTC");
    expect(resetSample.requestedFrom).toBe("Firefox on Windows, Amsterdam, Netherlands");
    expect(invoiceSample.billingPeriod).toBe("May 2025");
    expect(invoiceSample.lines[0]?.description).toBe(
      "Fleetward Business — devices (highest count in May 2025)",
    );
    expect(alertSampleFor("de").failedChecks[0]?.name).toBe("Festplattenverschlüsselung");
  });
});
