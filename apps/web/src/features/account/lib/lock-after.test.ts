import { afterEach, describe, expect, it } from "vitest";
import { LOCK_AFTER_STORAGE_KEY, readLockAfter, storeLockAfter } from "./lock-after.ts";

describe("lock after minutes", () => {
  afterEach(() => localStorage.clear());

  it("defaults to 15 minutes", () => {
    expect(readLockAfter()).toBe(15);
  });

  it("reads back what was stored", () => {
    storeLockAfter(60);
    expect(localStorage.getItem(LOCK_AFTER_STORAGE_KEY)).toBe("60");
    expect(readLockAfter()).toBe(60);
  });

  it("ignores values that are not offered", () => {
    localStorage.setItem(LOCK_AFTER_STORAGE_KEY, "7");
    expect(readLockAfter()).toBe(15);
  });
});
