import { describe, expect, it } from "vitest";
import { scoreOf } from "./posture.ts";

const device = (passing: number, failing: number) => ({ passing, failing });

describe("the posture score (ADR 0043)", () => {
  it("is the share of evaluated devices passing every policy, rounded down", () => {
    // Two of the three evaluated devices pass everything; the unknown-only one is not counted.
    const fleet = [device(3, 0), device(2, 1), device(0, 0), device(1, 0)];
    expect(scoreOf(fleet)).toBe(66);
  });

  it("agrees with the sentence beside it: 15 of 25 devices passing is 60 %, not 75 %", () => {
    // 25 devices, 15 passing all four policies, 10 failing one: 90 of 100 checks pass, but the
    // score counts devices, so the card cannot read "75 %" beside "15 of 25".
    const fleet = [
      ...Array.from({ length: 15 }, () => device(4, 0)),
      ...Array.from({ length: 10 }, () => device(3, 1)),
    ];
    expect(scoreOf(fleet)).toBe(60);
  });

  it("is null before any device has a pass or a fail", () => {
    expect(scoreOf([])).toBeNull();
    expect(scoreOf([device(0, 0)])).toBeNull();
  });

  it("is 100 or 0 for one device", () => {
    expect(scoreOf([device(5, 0)])).toBe(100);
    expect(scoreOf([device(5, 1)])).toBe(0);
  });
});
