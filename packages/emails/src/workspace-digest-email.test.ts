import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emailLocales } from "./i18n.ts";
import {
  samplePropsFor,
  WorkspaceDigestEmail,
  workspaceDigestNotice,
  workspaceDigestSubject,
  workspaceDigestSummary,
  workspaceDigestText,
  type WorkspaceDigestEmailProps,
} from "./workspace-digest-email.tsx";

const render = (props: WorkspaceDigestEmailProps) =>
  renderToStaticMarkup(createElement(WorkspaceDigestEmail, props));

describe("the workspace digest e-mail", () => {
  it("lists every item with its link and date, in HTML and plain text", () => {
    const props = samplePropsFor("en");
    const html = render(props);
    const text = workspaceDigestText(props);
    expect(workspaceDigestSubject(props)).toBe("Northwind IT: 3 items due");
    for (const body of [html, text]) {
      expect(body).toContain("NW-0042 ThinkPad T14 — Finance");
      expect(body).toContain("warranty ends 21 June 2026");
      expect(body).toContain("Microsoft 365 Business Premium");
      expect(body).toContain("expires 30 June 2026");
      expect(body).toContain("held by Ada Okafor, due back 1 June 2026");
      expect(body).toContain(props.warranties.items[0]?.url);
      expect(body).toContain(props.licenses.items[0]?.url);
      expect(body).toContain(props.overdue.items[0]?.url);
      expect(body).toContain("https://northwind.fleetward.com/workspace?overdue=true");
      expect(body).toContain(props.dashboardUrl);
    }
    expect(text).toContain("Here is what needs attention in Northwind IT on 4 June 2026.");
  });

  it("leaves out empty lists and says how many more a cut list has", () => {
    const sample = samplePropsFor("en");
    const props: WorkspaceDigestEmailProps = {
      ...sample,
      warranties: { ...sample.warranties, items: [], total: 0 },
      licenses: { ...sample.licenses, total: 4 },
    };
    const text = workspaceDigestText(props);
    expect(text).not.toContain("Warranties ending within 30 days");
    expect(text).toContain("…and 3 more: https://northwind.fleetward.com/workspace/licenses");
    expect(workspaceDigestSubject(props)).toBe("Northwind IT: 5 items due");
    expect(workspaceDigestSummary(props)).toEqual([
      "4 licences expire within 30 days",
      "1 check-in is overdue",
    ]);
  });

  it("gives the in-app notice the same items, without their addresses", () => {
    const props = samplePropsFor("en");
    expect(workspaceDigestNotice(props)).toEqual({
      title: "Northwind IT: 3 items due",
      body: [
        "1 warranty ends within 30 days · 1 licence expires within 30 days · 1 check-in is overdue",
        "",
        "Warranties ending within 30 days",
        "- NW-0042 ThinkPad T14 — Finance — warranty ends 21 June 2026",
        "",
        "Licences expiring within 30 days",
        "- Microsoft 365 Business Premium — expires 30 June 2026",
        "",
        "Overdue check-ins",
        "- NW-0043 Loan laptop 01 — held by Ada Okafor, due back 1 June 2026",
      ].join("\n"),
    });
  });

  it.each(emailLocales)("is written in %s, with the workspace's name", (locale) => {
    const props = samplePropsFor(locale);
    const subject = workspaceDigestSubject(props);
    expect(subject).toContain("Northwind IT");
    expect(subject).not.toMatch(/\{\{/);
    for (const body of [render(props), workspaceDigestText(props)]) {
      expect(body).not.toMatch(/\{\{/);
      expect(body).toContain("Fleetward");
    }
    if (locale !== "en") expect(subject).not.toBe(workspaceDigestSubject(samplePropsFor("en")));
  });
});
