import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  publicationDay,
} from "./format.ts";

describe("formatting through Intl", () => {
  it("takes an interface language (`ae`: Arabic, Latin digits) or a BCP 47 tag", () => {
    expect(formatNumber(1240, "ae")).toMatch(/^1.?240$/);
    expect(formatNumber(1240, "de")).toBe("1.240");
    expect(formatDate("2025-06-02T00:00:00Z", "en-US", publicationDay)).toBe("June 2, 2025");
  });

  it("writes a publication day in UTC and leaves a non-date alone", () => {
    expect(formatDate("2025-06-02T00:00:00Z", "en-GB", publicationDay)).toBe("2 June 2025");
    expect(formatDate("soon", "en")).toBe("soon");
  });

  it("drops the cents of a whole amount only when asked", () => {
    expect(formatMoney(400, "EUR", "en-IE")).toBe("€4.00");
    expect(formatMoney(400, "EUR", "en-IE", { trimCents: true })).toBe("€4");
    expect(formatMoney(450, "EUR", "en-IE", { trimCents: true })).toBe("€4.50");
  });

  it("says how long ago in the largest whole unit, in the reader's language", () => {
    const now = new Date("2026-03-12T12:00:00Z");
    expect(formatRelativeTime("2026-03-12T11:59:30Z", "en", now)).toBe("30 seconds ago");
    expect(formatRelativeTime("2026-03-12T09:00:00Z", "en", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2026-03-11T12:00:00Z", "en", now)).toBe("yesterday");
    expect(formatRelativeTime("2026-03-14T12:00:00Z", "en", now)).toBe("in 2 days");
    expect(formatRelativeTime("2026-03-12T12:00:00Z", "de", now)).toBe("jetzt");
    expect(formatRelativeTime("2024-03-01T12:00:00Z", "en", now)).toBe("2 years ago");
    expect(formatRelativeTime("whenever", "en", now)).toBe("whenever");
  });
});
