import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";

describe("the lock screen (spec §6: public)", () => {
  const { container, render } = useMountedRoot();

  /** The auth store reads the stored token when it loads, so each case imports a fresh page. */
  async function renderLockScreen(path: string) {
    vi.resetModules();
    await import("../../../../lib/i18n/i18n.ts");
    const { default: LockScreenPage } = await import("./lock-screen.tsx");
    await render(<LockScreenPage />, path);
  }

  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("without a session says nothing is locked and offers sign-in to the asked-for page", async () => {
    await renderLockScreen("/auth-lock-screen?redirect=%2Fuser-billing");

    expect(container().querySelector("h1")?.textContent).toBe("Nothing is locked");
    expect(container().querySelector("form")).toBeNull();
    const signIn = container().querySelector<HTMLAnchorElement>("a[href^='/login']");
    expect(signIn?.textContent).toBe("Sign in");
    expect(signIn?.getAttribute("href")).toBe("/login?redirect=%2Fuser-billing");
  });

  it("with a session asks for the password to unlock", async () => {
    localStorage.setItem("token", "held-session");
    await renderLockScreen("/auth-lock-screen");

    expect(container().querySelector("h1")?.textContent).toBe("Your session is locked");
    expect(container().querySelector("#unlock-password")).not.toBeNull();
  });
});
