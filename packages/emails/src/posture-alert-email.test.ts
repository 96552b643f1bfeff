import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emailLocales, emailStrings } from "./i18n.ts";
import {
  PostureAlertEmail,
  postureAlertNotice,
  postureAlertSubject,
  postureAlertText,
  samplePropsFor,
  type PostureAlertEmailProps,
} from "./posture-alert-email.tsx";

const render = (props: PostureAlertEmailProps) =>
  renderToStaticMarkup(createElement(PostureAlertEmail, props));

describe("the posture alert e-mail", () => {
  it("lists the devices failing and passing again, with their links, in HTML and text", () => {
    const props = samplePropsFor("en");
    expect(postureAlertSubject(props)).toBe("Northwind IT: devices are failing posture policies");
    for (const body of [render(props), postureAlertText(props)]) {
      expect(body).toContain("Now failing");
      expect(body).toContain("NW-LT-042");
      expect(body).toContain("Disk encryption on (BitLocker, Windows)");
      expect(body).toContain("Passing again");
      expect(body).toContain(props.failing.items[0]?.url);
      expect(body).toContain(props.postureUrl);
    }
    expect(postureAlertNotice(props).body.split("\n")).toEqual([
      "Now failing",
      "- NW-LT-042 — Disk encryption on (BitLocker, Windows)",
      "",
      "Passing again",
      "- design-mbp-07 — Firewall on (macOS)",
    ]);
  });

  it("says 'passing again' when nothing fails, and how many more a cut list has", () => {
    const sample = samplePropsFor("en");
    const props = {
      ...sample,
      failing: { items: [], total: 0 },
      passing: { ...sample.passing, total: 4 },
    };
    expect(postureAlertSubject(props)).toBe("Northwind IT: devices pass posture policies again");
    expect(postureAlertNotice(props).body).toBe(
      "Passing again\n- design-mbp-07 — Firewall on (macOS)\n…and 3 more",
    );
    expect(render(props)).not.toContain("Now failing");
  });

  it.each(emailLocales)("renders in %s with its own strings", (locale) => {
    const props = samplePropsFor(locale);
    const t = emailStrings(locale).postureAlert;
    expect(render(props)).toContain(t.failing);
    expect(postureAlertText(props)).toContain(t.passing);
    expect(postureAlertSubject(props)).toContain("Northwind IT");
  });
});
