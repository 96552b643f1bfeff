import { afterEach, describe, expect, it } from "vitest";
import { LOCK_AFTER_STORAGE_KEY, readLockAfter, storeLockAfter } from "./lock-state.ts";

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

describe("locked flag", () => {
  afterEach(() => localStorage.clear());

  it("is off until locked, survives a reload through storage, and clears on unlock", async () => {
    const { isLocked, setLocked, LOCKED_KEY } = await import("./lock-state.ts");
    expect(isLocked()).toBe(false);
    setLocked(true);
    expect(localStorage.getItem(LOCKED_KEY)).toBe("true");
    expect(isLocked()).toBe(true);
    setLocked(false);
    expect(isLocked()).toBe(false);
  });
});

describe("lock screen path", () => {
  it("remembers the locked page, and keeps it when locked again on the lock screen", async () => {
    const { lockScreenPath } = await import("./lock-state.ts");
    expect(lockScreenPath("/workspace?status=active")).toBe(
      "/auth-lock-screen?redirect=%2Fworkspace%3Fstatus%3Dactive",
    );
    expect(lockScreenPath("/auth-lock-screen?redirect=%2Fuser-billing")).toBe(
      "/auth-lock-screen?redirect=%2Fuser-billing",
    );
  });
});
