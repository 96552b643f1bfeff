import { describe, expect, it } from "vitest";
import { changeLocale, i18n } from "../../../../lib/i18n/i18n.ts";
import { activitySentence } from "./recent-activity.tsx";

const event = {
  id: "1",
  at: "2026-11-26T05:00:00.000Z",
  actor_name: "Ada Okafor",
  subject_id: "0b9f9d0e-7d5c-4a8e-9a43-0c8d3f3c2a11",
  field: null,
} as const;

describe("recent activity", () => {
  it("says who created and revoked an API token, by its name, in the reader's language", async () => {
    await changeLocale("en");
    const t = i18n.t.bind(i18n);
    const token = { ...event, subject_type: "api_token", subject_name: "CI deploy" } as const;
    expect(activitySentence(t, { ...token, action: "created" })).toBe(
      "Ada Okafor created the API token “CI deploy”",
    );
    expect(activitySentence(t, { ...token, action: "revoked" })).toBe(
      "Ada Okafor revoked the API token “CI deploy”",
    );
    await changeLocale("de");
    expect(activitySentence(i18n.t.bind(i18n), { ...token, action: "revoked" })).toBe(
      "Ada Okafor hat das API-Token „CI deploy“ widerrufen",
    );
    await changeLocale("en");
  });
});
