import { describe, expect, it } from "vitest";
import { termsSections } from "./terms.ts";

/*
 * Issue 21, "the site tells the truth": the terms define the Service and the Customer Data as the product has them. Devices report through
 * osquery, an agent the customer installs on macOS, Windows and Linux computers; there is no MDM
 * connector (Intune, Jamf, Kandji, Google Workspace), no sync from one and no scheduled report.
 */
const falseClaims =
  /\bMDM\b|Intune|Jamf|Kandji|Google Workspace|connector|\bsync(ing|ed|s)?\b|scheduled report|ChromeOS|Android|\biOS\b|Slack|Microsoft Teams/i;

describe("the terms of service", () => {
  it("name no MDM connector, sync or scheduled report", () => {
    const texts = termsSections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) => (typeof block === "string" ? [block] : block.list)),
    ]);
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(text).not.toMatch(falseClaims);
    expect(texts.some((text) => text.includes("osquery"))).toBe(true);
  });
});
