import { describe, expect, it } from "vitest";
import { faqGroups } from "./help/faqs.ts";
import { guides } from "./help/guides.ts";
import { forumTopicSources } from "./forums/content.ts";
import { planContent } from "./plans/content.ts";
import { storyContent } from "./stories/content.ts";

/*
 * Issue 21, "the site tells the truth": the plans and the help centre describe the product as it
 * is. Devices report through osquery, an agent the customer installs; there is no MDM connector
 * (Intune, Jamf, Kandji, Google Workspace), no sync from one, no merge of duplicates, no check
 * of an escrowed recovery key, and the roles are owner, admin, technician and viewer. The
 * example stories and the Fleetward team's forum replies, made up as they are, describe the same
 * product: osquery on macOS, Windows and Linux, imports, policies, check-out and e-mail alerts;
 * no iOS, Android or ChromeOS devices, no Slack or Teams, no scheduled reports, no HR sync.
 */
const falseClaims =
  /\bMDM\b|Intune|Jamf|Kandji|Google Workspace|Entra ID|connector|every 15 minutes|\bMerge\b|escrow|nothing to install|installs nothing|\bFinance \(|\bAuditor \(/i;

/** Devices osquery does not run on, tools Fleetward does not post to, features it lacks. */
const otherFalseClaims =
  /ChromeOS|Chromebook|Android|\biOS\b|iPadOS|Slack|Microsoft Teams|scheduled report|wipe certificate|HR system|\bsync(ed|s)?\b/i;

/** Every string in a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const staffReplies = forumTopicSources
  .flatMap((topic) => topic.replies)
  .filter((reply) => reply.role.startsWith("Fleetward team"));

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
    for (const text of [...faqTexts, ...guideTexts, ...strings(planContent)]) {
      expect(text).not.toMatch(otherFalseClaims);
      expect(text).not.toMatch(
        /90, 30 and 7|Monday summary|weekly summary|attestation|device groups/i,
      );
    }
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

  it("tells example stories that use the product Fleetward is", () => {
    const texts = strings(storyContent);
    expect(texts.length).toBeGreaterThan(200);
    for (const text of texts) {
      expect(text).not.toMatch(falseClaims);
      expect(text).not.toMatch(otherFalseClaims);
    }
    for (const story of storyContent) {
      expect(story.tools.join(" ")).not.toMatch(/connector|Scheduled|Weekly posture/i);
    }
    expect(storyContent.filter((story) => story.tools.includes("osquery")).length).toBeGreaterThan(
      5,
    );
  });

  it("has the Fleetward team's forum replies describe only real features", () => {
    expect(staffReplies.length).toBeGreaterThanOrEqual(3);
    for (const reply of staffReplies) {
      expect(reply.body).not.toMatch(
        /\bMDM\b|Intune|Jamf|Kandji|Google Workspace|connector|Settings → Connectors|Reports → |every 15 minutes|source “/i,
      );
    }
    expect(staffReplies.some((reply) => reply.body.includes("osquery"))).toBe(true);
  });
});
