import { describe, expect, it } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import { TokenLifetimeNote } from "./token-lifetime-note.tsx";

describe("the maximum token lifetime on the API tokens page", () => {
  const { container, render } = useMountedRoot();
  const note = () => container().querySelector('[data-testid="token-lifetime-note"]')!;

  it("says the maximum and links to the settings page, the one place it is changed", async () => {
    await render(<TokenLifetimeNote maxDays={90} />);
    expect(note().textContent).toBe("Maximum token lifetime: 90 days — change in Settings");
    expect(note().querySelector("a")?.getAttribute("href")).toBe("/workspace/settings");
    // No control of its own: the setting lives on the settings page only.
    expect(container().querySelector("select, input, button")).toBeNull();
  });

  it("says when there is no maximum", async () => {
    await render(<TokenLifetimeNote maxDays={null} />);
    expect(note().textContent).toBe("Maximum token lifetime: no limit — change in Settings");
  });
});
