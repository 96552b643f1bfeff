import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { PostureBody } from "../../../../components/workspace/devices/posture-card.tsx";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import type { DeviceListItem, EnrollSecret } from "../api/devices-api.ts";
import { DeviceSettingsPanel } from "./device-settings.tsx";
import { DeviceSoftwarePanel } from "./device-software.tsx";
import { DeviceTable } from "./device-table.tsx";
import { defaultDeviceSettings } from "@fleetward/contracts/workspace-devices";
import { EnrollSecretsPanel } from "./enroll-secrets.tsx";
import { PolicyForm } from "./policy-form.tsx";
import type { Policy } from "../api/policies-api.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const secret: EnrollSecret = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Office laptops",
  hint: "fwe_Ab12",
  devices: 3,
  created_at: "2026-11-01T09:00:00.000Z",
  last_used_at: null,
};
const device: DeviceListItem = {
  id: "22222222-2222-4222-8222-222222222222",
  hostname: "ada-mbp",
  platform: "macos",
  os_name: "macOS",
  os_version: "14.4.1",
  hardware_model: "MacBook Pro",
  hardware_serial: "C02XYZ",
  primary_ip: "10.0.0.5",
  osquery_version: "5.12.1",
  status: "missing",
  last_seen_at: null,
  enrolled_at: "2026-11-01T09:00:00.000Z",
  failing_policies: 2,
  asset_id: null,
  asset_tag: null,
  identity_conflict_at: null,
};

const policy: Policy = {
  id: "33333333-3333-4333-8333-333333333333",
  name: "Disk encryption",
  description: null,
  platforms: ["windows", "macos"],
  query: "SELECT 1 FROM disk_encryption WHERE encrypted = 1;",
  resolution: null,
  critical: true,
  enabled: true,
  library_key: null,
  passing: 3,
  failing: 2,
  unknown: 0,
  created_at: "2026-11-01T09:00:00.000Z",
  updated_at: "2026-11-01T09:00:00.000Z",
};

describe("device components", () => {
  const { fetchMock, container, render } = useMountedRoot();

  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  /** Lets queries and mutations settle until `check` holds (a few macrotasks at most). */
  async function until(check: () => boolean) {
    for (let tries = 0; tries < 20 && !check(); tries += 1) await settle();
    expect(check()).toBe(true);
  }

  it("shows a new secret once, with a warning and a copy button, then only its hint", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    fetchMock.mockResolvedValueOnce(json({ items: [] }));
    await render(<EnrollSecretsPanel canAdmin />);
    await until(() => container().textContent.includes("No secret yet."));

    const input = container().querySelector<HTMLInputElement>('input[id$="-name"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
        input,
        "Office laptops",
      );
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    fetchMock.mockResolvedValueOnce(
      json({ id: secret.id, name: secret.name, secret: "fwe_Ab12secret" }, 201),
    );
    fetchMock.mockResolvedValueOnce(json({ items: [secret] }));
    await act(async () => container().querySelector("form")!.requestSubmit());
    await until(() => container().querySelector('[data-testid="new-secret"]') !== null);

    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      name: "Office laptops",
    });
    const shown = container().querySelector('[data-testid="new-secret"]')!;
    expect(shown.querySelector("input")?.value).toBe("fwe_Ab12secret");
    expect(shown.textContent).toContain("you will not see it again");
    await act(async () => shown.querySelector("button")!.click());
    expect(writeText).toHaveBeenCalledWith("fwe_Ab12secret");
    expect(shown.textContent).toContain("Copied to the clipboard");

    const done = [...shown.querySelectorAll("button")].find(
      (b) => b.textContent === "I have stored it",
    )!;
    await act(async () => done.click());
    await until(() => container().querySelector('[data-testid="enroll-secrets"]') !== null);
    expect(container().querySelector('[data-testid="new-secret"]')).toBeNull();
    expect(container().textContent).not.toContain("fwe_Ab12secret");
    const row = container().querySelector('[data-testid="enroll-secrets"] tbody tr')!;
    expect(row.textContent).toContain("fwe_Ab12…");
    expect(row.querySelector("button")?.getAttribute("aria-label")).toBe(
      "Revoke the secret Office laptops",
    );
  });

  it("offers no form and no revoke button while the workspace is read-only", async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [secret] }));
    await render(<EnrollSecretsPanel canAdmin={false} />);
    await until(() => container().querySelector('[data-testid="enroll-secrets"]') !== null);
    expect(container().querySelector("form")).toBeNull();
    expect(container().querySelector('[data-testid="enroll-secrets"] tbody button')).toBeNull();
  });

  it("lists devices with their status, failing policies and missing asset", async () => {
    await render(<DeviceTable devices={[device]} caption="Devices" />);
    const row = container().querySelector('[data-testid="device-row"]')!;
    expect(row.querySelector("a")?.getAttribute("href")).toBe(`/workspace/devices/${device.id}`);
    expect(row.querySelector('[data-testid="device-status"]')?.textContent).toBe("Missing");
    expect(row.textContent).toContain("2 failing");
    expect(row.textContent).toContain("Not linked");
    expect(row.textContent).toContain("Never");
    expect(row.querySelector('[data-testid="identity-conflict"]')).toBeNull();
  });

  it("marks a device enrolled with another device's serial (an identity conflict)", async () => {
    const flagged = { ...device, identity_conflict_at: "2026-11-26T09:10:00.000Z" };
    await render(<DeviceTable devices={[flagged]} caption="Devices" />);
    const badge = container().querySelector('[data-testid="identity-conflict"]');
    expect(badge?.textContent).toContain("Identity conflict");
    expect(badge?.getAttribute("title")).toMatch(/serial number of another device/);
  });

  it("lets the keyboard reach the software list's scroll box, named by its caption", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ items: [{ name: "Firefox", version: "128.0", source: "apps" }], updated_at: null }),
    );
    await render(<DeviceSoftwarePanel deviceId={device.id} />);
    await until(() => container().querySelector('[data-testid="device-software"]') !== null);
    const box = container().querySelector('[data-testid="device-software"]')!.parentElement!;
    expect(box.getAttribute("role")).toBe("region");
    expect(box.tabIndex).toBe(0);
    const caption = document.getElementById(box.getAttribute("aria-labelledby") ?? "");
    expect(caption?.textContent).toBe("Software installed on this device");
  });

  it("shows the workspace score and the worst devices on the posture card", async () => {
    await render(
      <PostureBody
        posture={{
          score: 60,
          devices: 5,
          compliant: 3,
          failing: 2,
          policies: 4,
          worst_devices: [
            {
              device_id: device.id,
              hostname: "ada-mbp",
              platform: "macos",
              score: 0,
              passing: 2,
              failing: 2,
              unknown: 0,
            },
          ],
          policies_failing: [],
        }}
      />,
    );
    // The score is 3 of 5 devices (ADR 0043), and the help text says so.
    expect(container().querySelector('[data-testid="posture-score"]')?.textContent).toBe("60%");
    expect(container().textContent).toContain("3 of 5 devices pass every policy");
    expect(container().textContent).toContain("The share of checked devices that pass every");
    const worst = container().querySelector('[data-testid="worst-devices"] li')!;
    expect(worst.textContent).toBe("ada-mbpFails 2 of 4 policies checked");
    expect(worst.querySelector("a")?.getAttribute("href")).toBe(`/workspace/devices/${device.id}`);
  });

  it("edits a policy sending only what changed, and asks for a platform", async () => {
    await render(<PolicyForm policy={policy} open onClose={() => undefined} />);
    const name = container().querySelector<HTMLInputElement>('input[id$="-name"]')!;
    expect(name.value).toBe("Disk encryption");
    const boxes = [
      ...container().querySelectorAll<HTMLInputElement>('fieldset input[type="checkbox"]'),
    ];
    expect(boxes.map((box) => box.checked)).toEqual([true, true, false]);
    await act(async () => {
      for (const box of boxes.filter((each) => each.checked)) box.click();
    });
    await act(async () => container().querySelector("form")!.requestSubmit());
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container().querySelector("fieldset [id$='-platforms-error']")).not.toBeNull();

    await act(async () => {
      boxes[0]!.click();
      boxes[1]!.click();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
        name,
        "Disk encryption (all laptops)",
      );
      name.dispatchEvent(new Event("input", { bubbles: true }));
    });
    fetchMock.mockResolvedValueOnce(json({ ...policy, name: "Disk encryption (all laptops)" }));
    await act(async () => container().querySelector("form")!.requestSubmit());
    await until(() => fetchMock.mock.calls.length > 0);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("PATCH");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: "Disk encryption (all laptops)",
    });
  });

  it("saves the device settings as numbers, refusing one out of range", async () => {
    fetchMock.mockResolvedValueOnce(json(defaultDeviceSettings));
    await render(<DeviceSettingsPanel />);
    await until(() => container().querySelector("form") !== null);
    const online = container().querySelector<HTMLInputElement>('input[id$="-online_minutes"]')!;
    expect(online.value).toBe("30");
    const type = async (value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
          online,
          value,
        );
        online.dispatchEvent(new Event("input", { bubbles: true }));
      });
    await type("0");
    await act(async () => container().querySelector("form")!.requestSubmit());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(online.getAttribute("aria-invalid")).toBe("true");
    expect(container().querySelector('[id$="-online_minutes-error"]')?.textContent).toBe(
      "Enter a whole number in this range.",
    );

    await type("15");
    fetchMock.mockResolvedValueOnce(json({ ...defaultDeviceSettings, online_minutes: 15 }));
    await act(async () => container().querySelector("form")!.requestSubmit());
    await until(() => fetchMock.mock.calls.length > 1);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe("PATCH");
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      ...defaultDeviceSettings,
      online_minutes: 15,
    });
  });
});
