import { describe, expect, it } from "vitest";
import { faqGroups } from "./help/faqs.ts";
import { guides } from "./help/guides.ts";
import { planContent } from "./plans/content.ts";

/*
 * Issue 21, "the site tells the truth": the plans and the help centre describe the product as it
 * is. Devices report through osquery, an agent the customer installs; there is no MDM connector
 * (Intune, Jamf, Kandji, Google Workspace), no sync from one, no merge of duplicates, no check
 * of an escrowed recovery key, and the roles are owner, admin, technician and viewer.
 */
const falseClaims =
  /\bMDM\b|Intune|Jamf|Kandji|Google Workspace|Entra ID|connector|every 15 minutes|\bMerge\b|escrow|nothing to install|installs nothing|\bFinance \(|\bAuditor \(/i;

const faqs = faqGroups.flatMap((group) => group.faqs);
const faqTexts = faqs.flatMap((faq) => [faq.question, faq.answer]);
const guideTexts = guides.flatMap((guide) => [
  guide.title,
  guide.summary,
  guide.tip,
  ...guide.steps,
]);

describe("the site's product claims in plans and help content", () => {
  it("names no MDM connector, sync, merge or escrow check", () => {
    for (const text of planContent.flatMap((plan) => [
      plan.description ?? "",
      ...(plan.features ?? []),
    ]))
      expect(text).not.toMatch(falseClaims);
    for (const text of [...faqTexts, ...guideTexts]) expect(text).not.toMatch(falseClaims);
  });

  it("says devices report through osquery", () => {
    const reporting = faqs.find((faq) => faq.id === "device-reporting");
    expect(reporting?.answer).toMatch(/osquery.*enrolment secret.*flags file/);
    expect(faqs.find((faq) => faq.id === "without-agent")?.answer).toContain("osquery");
    expect(guides.find((guide) => guide.id === "enrol-macos")?.steps.join(" ")).toContain(
      "osquery",
    );
  });

  it("names the workspace's real roles", () => {
    const roles = guides.find((guide) => guide.id === "invite-team")?.steps.join(" ") ?? "";
    for (const role of ["Admin", "Technician", "Viewer", "Owner"]) expect(roles).toContain(role);
  });
});
