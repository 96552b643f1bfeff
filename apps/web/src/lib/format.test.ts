import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatNumber, publicationDay } from "./format.ts";

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
});
