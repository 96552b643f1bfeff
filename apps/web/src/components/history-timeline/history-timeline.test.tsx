import type { HistoryEvent, HistoryPage } from "@fleetward/contracts/workspace-history";
import { act } from "react";
import { describe, expect, it } from "vitest";
import "../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../test-support/mounted-root.tsx";
import { HistoryTimeline } from "./history-timeline.tsx";

const personId = "0b7a4c2e-9a51-4f7e-8d0c-3f1e2a6b9c10";

const event = (id: string, change: Partial<HistoryEvent>): HistoryEvent => ({
  id,
  subject_type: "person",
  subject_id: personId,
  actor_user_id: null,
  actor_name: "Ines Owner",
  at: "2026-03-12T09:30:00.000Z",
  action: "updated",
  field: null,
  old_value: null,
  new_value: null,
  note: null,
  ...change,
});

const page = (items: HistoryEvent[], next: string | null): Response =>
  new Response(JSON.stringify({ items, next_cursor: next } satisfies HistoryPage), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("the history timeline", () => {
  const mounted = useMountedRoot();
  const { fetchMock, container } = mounted;

  async function render(
    renderValue?: (field: string, value: string) => string | null,
    subjectType: "person" | "asset" = "person",
  ) {
    await mounted.render(
      <>
        <h2 id="history-title">History</h2>
        <HistoryTimeline
          subjectType={subjectType}
          subjectId={personId}
          labelledBy="history-title"
          renderValue={renderValue}
        />
      </>,
    );
    await settle();
  }

  it("lists who did what and when, with a changed field's old and new value", async () => {
    fetchMock.mockResolvedValueOnce(
      page(
        [
          event("2", { field: "department", old_value: "IT", new_value: "Design", note: "Moved" }),
          event("1", { action: "created" }),
        ],
        null,
      ),
    );
    await render();

    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/workspace/people/${personId}/history?limit=25`);
    const list = container().querySelector("ol");
    expect(list?.getAttribute("aria-labelledby")).toBe("history-title");
    const items = [...container().querySelectorAll("li")];
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Changed department",
      "Created",
    ]);
    expect(items[0]?.querySelector("del")?.textContent).toBe("IT");
    expect(items[0]?.querySelector("ins")?.textContent).toBe("Design");
    expect(items[0]?.textContent).toContain("Before:");
    expect(items[0]?.textContent).toContain("Note: Moved");
    expect(items[0]?.textContent).toContain("by Ines Owner");
    expect(items[0]?.querySelector("time")?.getAttribute("datetime")).toBe(
      "2026-03-12T09:30:00.000Z",
    );
    expect(container().querySelector("button")).toBeNull();
  });

  it("loads older events a page at a time, after the last one shown", async () => {
    fetchMock
      .mockResolvedValueOnce(page([event("9", { action: "checked_out" })], "cursor-9"))
      .mockResolvedValueOnce(page([event("3", { action: "created" })], null));
    await render();
    const older = container().querySelector("button");
    expect(older?.textContent).toBe("Show older");

    await act(async () => older?.click());
    await settle();

    expect(String(fetchMock.mock.calls[1]?.[0])).toContain("cursor=cursor-9");
    expect(
      [...container().querySelectorAll("li > p:first-of-type")].map((p) => p.textContent),
    ).toEqual(["Checked out", "Created"]);
    expect(container().querySelector("button")).toBeNull();
  });

  it("shows values as the page names them, and empty ones in words", async () => {
    fetchMock.mockResolvedValueOnce(
      page([event("4", { field: "status", old_value: null, new_value: "left" })], null),
    );
    await render((field, value) => (field === "status" ? `status:${value}` : null));
    expect(container().querySelector("del")?.textContent).toBe("(empty)");
    expect(container().querySelector("ins")?.textContent).toBe("status:left");
  });

  it("shows who an asset went to on a check-out, and a custom field by its key", async () => {
    fetchMock.mockResolvedValueOnce(
      page(
        [
          event("6", {
            action: "checked_out",
            field: "assigned_to",
            new_value: "Ada Okafor",
            note: "Laptop swap",
          }),
          event("5", { field: "custom_values.ram_gb", old_value: "16", new_value: "32" }),
        ],
        null,
      ),
    );
    await render();
    const [checkout, custom] = [...container().querySelectorAll("li")];
    expect(checkout?.querySelector("p")?.textContent).toBe("Checked out");
    expect(checkout?.textContent).toContain("assigned to: Ada Okafor");
    expect(checkout?.querySelector("del")).toBeNull();
    expect(custom?.querySelector("p")?.textContent).toBe("Changed ram gb");
    expect(custom?.querySelector("ins")?.textContent).toBe("32");
  });

  it("names an asset's custom field by its current name", async () => {
    const ramField = { key: "ram_gb", name: "Memory (GB)", type: "number" };
    fetchMock.mockImplementation(async (input) =>
      String(input).includes("/custom-fields")
        ? new Response(JSON.stringify([ramField]), {
            status: 200,
            headers: { "Content-Type": "application/json" },
          })
        : page(
            [event("7", { field: "custom_values.ram_gb", old_value: "16", new_value: "32" })],
            null,
          ),
    );
    await render(undefined, "asset");
    expect(container().querySelector("li p")?.textContent).toBe("Changed Memory (GB)");
  });
});
