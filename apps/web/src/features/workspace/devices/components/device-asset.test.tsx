import { act } from "react";
import { describe, expect, it } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import type { DeviceDetail } from "../api/devices-api.ts";
import { DeviceAssetPanel } from "./device-asset.tsx";
import { DevicePolicies } from "./device-policies.tsx";
import { NeverEnrolledView } from "./device-views.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const deviceId = "22222222-2222-4222-8222-222222222222";
const oldAsset = "44444444-4444-4444-8444-444444444444";
const newAsset = {
  id: "55555555-5555-4555-8555-555555555555",
  asset_tag: "LT-0042",
  name: "ThinkPad",
};

const device = {
  id: deviceId,
  hostname: "ada-mbp",
  asset: {
    id: oldAsset,
    asset_tag: "LT-0001",
    name: "MacBook Pro",
    serial_number: "C02XYZ",
    person: null,
    location: null,
    warranty_end: null,
  },
} as DeviceDetail;

describe("the device page's asset and policies", () => {
  const { fetchMock, container, render } = useMountedRoot();

  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  async function until(check: () => boolean) {
    for (let tries = 0; tries < 20 && !check(); tries += 1) await settle();
    expect(check()).toBe(true);
  }
  const button = (text: string) =>
    [...document.querySelectorAll("button")].find(
      (each) => each.textContent === text || each.getAttribute("aria-label") === text,
    );

  it("changes the asset with one call, never unlinking first from the browser", async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith("/api/workspace/assets")) return json({ items: [newAsset] });
      if (init?.method === "PUT") return json({ ok: true });
      return json({ detail: "unexpected" }, 500);
    });
    await render(<DeviceAssetPanel device={device} canEdit />);
    await act(async () => button("Change asset")!.click());
    await until(() => button("Link to LT-0042 ThinkPad") !== undefined);
    await act(async () => button("Link to LT-0042 ThinkPad")!.click());
    await until(() => fetchMock.mock.calls.some(([, init]) => init?.method === "PUT"));

    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method !== "GET");
    expect(writes).toHaveLength(1);
    expect(String(writes[0]?.[0])).toBe(`/api/workspace/devices/${deviceId}/asset`);
    expect(writes[0]?.[1]?.method).toBe("PUT");
    expect(JSON.parse(String(writes[0]?.[1]?.body))).toEqual({ asset_id: newAsset.id });
  });

  it("lists the serial matches first in the picker, and not again among the others", async () => {
    const match = {
      id: "66666666-6666-4666-8666-666666666666",
      asset_tag: "LT-0007",
      name: "Dell",
    };
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith("/api/workspace/assets")
        ? json({ items: [{ ...match, serial_number: "ABC" }, newAsset] })
        : json({ detail: "unexpected" }, 500),
    );
    const unlinked = { ...device, asset: null, serial_matches: [match] } as DeviceDetail;
    await render(<DeviceAssetPanel device={unlinked} canEdit />);
    await act(async () => button("Link to an asset")!.click());
    await until(() => document.querySelector('ul[aria-label="Matching assets"]') !== null);

    const suggested = document.querySelector('[data-testid="picker-suggested"]')!;
    expect(suggested.querySelector("h3")?.textContent).toBe("Same serial number");
    expect(suggested.textContent).toContain("LT-0007");
    const lists = [...document.querySelectorAll("dialog ul, [role=dialog] ul")];
    expect(lists.map((list) => list.getAttribute("aria-label"))).toEqual([
      "Same serial number",
      "Matching assets",
    ]);
    const rest = document.querySelector('ul[aria-label="Matching assets"]')!;
    expect(rest.textContent).toContain("LT-0042");
    expect(rest.textContent).not.toContain("LT-0007");
  });

  it("names the devices matching a never-enrolled asset, with a link to each", async () => {
    fetchMock.mockImplementation(async () =>
      json({
        items: [
          {
            asset_id: oldAsset,
            asset_tag: "LT-0001",
            name: "MacBook Pro",
            serial_number: "C02XYZ",
            person_name: null,
            matching_devices: [{ id: deviceId, hostname: "ada-mbp" }],
          },
        ],
        next_cursor: null,
      }),
    );
    await render(<NeverEnrolledView />);
    await until(() => document.querySelector('[data-testid="matching-devices"]') !== null);
    const matches = document.querySelector('[data-testid="matching-devices"]')!;
    expect(matches.textContent).toBe("Matches device ada-mbp");
    expect(matches.querySelector("a")?.getAttribute("href")).toBe(`/workspace/devices/${deviceId}`);
  });

  it("lists a policy not answered yet as pending, after the failing and unknown ones", async () => {
    const result = (name: string, status: DeviceDetail["policies"][number]["status"]) => ({
      policy_id: crypto.randomUUID(),
      name,
      status,
      checked_at: status === "pending" ? null : "2026-11-20T09:00:00.000Z",
    });
    await render(
      <DevicePolicies
        results={[
          result("Firewall on", "pass"),
          result("Automatic updates", "pending"),
          result("Disk encryption", "fail"),
        ]}
      />,
    );
    const rows = [...container().querySelectorAll('[data-testid="device-policies"] tbody tr')];
    expect(rows.map((row) => row.querySelector("td")?.textContent)).toEqual([
      "Failing",
      "Pending",
      "Passing",
    ]);
    expect(rows[1]?.querySelectorAll("td")[1]?.textContent).toBe("—");
  });
});
