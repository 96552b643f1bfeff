import { describe, expect, it } from "vitest";
import { isOver, remainingUntil } from "./countdown.ts";

describe("remainingUntil", () => {
  const now = new Date("2026-03-02T09:00:00.000Z");

  it("splits the time left into days, hours, minutes and seconds", () => {
    const target = new Date("2026-04-13T12:34:56.900Z");
    expect(remainingUntil(target, now)).toEqual({ days: 42, hours: 3, minutes: 34, seconds: 56 });
  });

  it("is all zero, and over, once the moment has passed", () => {
    const past = remainingUntil(new Date("2026-03-01T00:00:00Z"), now);
    expect(past).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(isOver(past)).toBe(true);
    expect(isOver(remainingUntil(new Date("2026-03-02T09:00:01Z"), now))).toBe(false);
  });
});
