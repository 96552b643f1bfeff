import { describe, expect, it } from "vitest";
import { trialTermsSections } from "./trial-terms.ts";

/*
 * Issue 21, "the site tells the truth": the trial terms say what the trial includes and what happens when it ends. Devices report through
 * osquery, an agent the customer installs on macOS, Windows and Linux computers; there is no MDM
 * connector (Intune, Jamf, Kandji, Google Workspace), no sync from one and no scheduled report.
 */
const falseClaims =
  /\bMDM\b|Intune|Jamf|Kandji|Google Workspace|connector|\bsync(ing|ed|s)?\b|scheduled report|ChromeOS|Android|\biOS\b|Slack|Microsoft Teams/i;

describe("the trial terms", () => {
  it("name no MDM connector, sync or scheduled report", () => {
    const texts = trialTermsSections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.list ?? []),
    ]);
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(text).not.toMatch(falseClaims);
    expect(texts.some((text) => text.includes("osquery"))).toBe(true);
  });
});
