import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** The auth store reads the stored token when it loads, so each case imports a fresh page. */
async function renderLockScreen(root: Root, path: string) {
  vi.resetModules();
  await import("../../../../lib/i18n/i18n.ts");
  const { default: LockScreenPage } = await import("./lock-screen.tsx");
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <LockScreenPage />
      </MemoryRouter>,
    ),
  );
}

describe("the lock screen (spec §6: public)", () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    localStorage.clear();
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    localStorage.clear();
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });

  it("without a session says nothing is locked and offers sign-in to the asked-for page", async () => {
    await renderLockScreen(root, "/auth-lock-screen?redirect=%2Fuser-billing");

    expect(container.querySelector("h1")?.textContent).toBe("Nothing is locked");
    expect(container.querySelector("form")).toBeNull();
    const signIn = container.querySelector<HTMLAnchorElement>("a[href^='/login']");
    expect(signIn?.textContent).toBe("Sign in");
    expect(signIn?.getAttribute("href")).toBe("/login?redirect=%2Fuser-billing");
  });

  it("with a session asks for the password to unlock", async () => {
    localStorage.setItem("token", "held-session");
    await renderLockScreen(root, "/auth-lock-screen");

    expect(container.querySelector("h1")?.textContent).toBe("Your session is locked");
    expect(container.querySelector("#unlock-password")).not.toBeNull();
  });
});
