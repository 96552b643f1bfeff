import type { BulkResult } from "@fleetward/contracts/workspace-assets";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import { useBulkAction } from "../hooks/use-bulk-action.ts";
import { useSelection } from "../hooks/use-selection.ts";
import { BulkBar } from "./bulk-bar.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const shownIds = ["a", "b", "c"];

/** The register's use of the bar, without the table: three rows shown and ticked. */
function Register() {
  const selection = useSelection("all");
  const bulk = useBulkAction({ selection, filter: {} });
  return (
    <>
      <button type="button" data-testid="tick" onClick={() => selection.setShown(shownIds, true)}>
        tick
      </button>
      <BulkBar
        id="test"
        selection={selection}
        bulk={bulk}
        total={3}
        totalCapped={false}
        filter={{}}
        shown={3}
      />
    </>
  );
}

describe("the bulk bar while a change runs", () => {
  const { fetchMock, container, render } = useMountedRoot();
  let answer: (response: Response) => void = () => undefined;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    fetchMock.mockImplementation((input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes("/api/workspace/assets/bulk")) {
        return new Promise<Response>((resolve) => (answer = resolve));
      }
      return Promise.resolve(json([]));
    });
    await render(<Register />);
  });
  afterEach(() => vi.useRealTimers());

  const byTestId = (id: string) => container().querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const click = (element: HTMLElement | null | undefined) =>
    act(async () => {
      element!.click();
      await Promise.resolve();
    });
  const button = (name: string) =>
    [...container().querySelectorAll("button")].find((item) => item.textContent === name);

  async function confirmCheckIn() {
    await click(byTestId("tick"));
    await act(async () => {
      const select = container().querySelector<HTMLSelectElement>("#test-bulk-action")!;
      select.value = "checkin";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await click(button("Apply…"));
    await click(button("Confirm"));
  }

  it("names how many assets the change covers and counts the seconds, then how long it took", async () => {
    await confirmCheckIn();
    const running = byTestId("bulk-running");
    expect(running?.querySelector("progress")?.hasAttribute("value")).toBe(false);
    expect(running?.querySelector('[role="status"]')?.textContent).toBe(
      "Applying the change to 3 assets…",
    );
    expect(running?.textContent).toContain("Elapsed: 0 sec");

    await act(async () => {
      vi.advanceTimersByTime(3_000);
      await Promise.resolve();
    });
    expect(byTestId("bulk-running")?.textContent).toContain("Elapsed: 3 sec");

    await act(async () => {
      vi.advanceTimersByTime(400);
      answer(json({ matched: 3, changed: 2, unchanged: 1 } satisfies BulkResult));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(byTestId("bulk-running")).toBeNull();
    expect(byTestId("bulk-result")?.textContent).toBe("2 changed, 1 unchanged(in 3.4 sec)");
  });

  it("shows no duration when the change failed", async () => {
    await confirmCheckIn();
    await act(async () => {
      answer(json({ title: "Conflict", status: 409, detail: "No archived label" }, 409));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(byTestId("bulk-running")).toBeNull();
    expect(byTestId("bulk-result")).toBeNull();
    expect(container().querySelector('[role="alert"]')?.textContent).toContain(
      "The change was not applied.",
    );
  });
});
