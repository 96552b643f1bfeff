import { act } from "react";
import { describe, expect, it } from "vitest";
import "../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../test-support/mounted-root.tsx";
import { PersonPosturePanel } from "./person-posture.tsx";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

const personId = "66666666-6666-4666-8666-666666666666";
const posture = (devices: object[], score: number | null) => ({
  person_id: personId,
  score,
  devices,
});
const failingMac = {
  device_id: "22222222-2222-4222-8222-222222222222",
  hostname: "ada-mbp",
  platform: "macos",
  score: 0,
  passing: 1,
  failing: 2,
  unknown: 0,
};
const passingLinux = {
  device_id: "77777777-7777-4777-8777-777777777777",
  hostname: "ada-build",
  platform: "linux",
  score: 100,
  passing: 3,
  failing: 0,
  unknown: 1,
};

describe("a person's posture on their page", () => {
  const { fetchMock, container, render, unmount } = useMountedRoot();

  async function show(body: unknown) {
    fetchMock.mockResolvedValueOnce(json(body));
    await render(<PersonPosturePanel personId={personId} />);
    for (let tries = 0; tries < 20 && container().querySelector('[role="status"]'); tries += 1)
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/workspace/people/${personId}/posture`);
  }

  it("shows the score and only the devices failing policies, each linking to its page", async () => {
    await show(posture([failingMac, passingLinux], 50));
    const section = container().querySelector('[data-testid="person-posture"]')!;
    const heading = section.querySelector("h2")!;
    expect(section.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(heading.textContent).toBe("Device security");
    expect(section.querySelector('[data-testid="person-posture-score"]')?.textContent).toBe("50%");
    expect(section.textContent).toContain("2 devices, through the assets this person holds");
    const rows = [...section.querySelectorAll('[data-testid="person-failing-devices"] tbody tr')];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.querySelector('th[scope="row"] a')?.getAttribute("href")).toBe(
      `/workspace/devices/${failingMac.device_id}`,
    );
    expect([...rows[0]!.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual([
      "macOS",
      "Fails 2 of 3 policies checked",
    ]);
  });

  it("says so when no device fails, and when the person has no enrolled device", async () => {
    await show(posture([passingLinux], 100));
    expect(container().querySelector('[data-testid="person-failing-devices"]')).toBeNull();
    expect(container().textContent).toContain("None of these devices fails a policy.");

    unmount();
    fetchMock.mockReset();
    await show(posture([], null));
    expect(container().textContent).toContain(
      "No enrolled device is linked to an asset this person holds.",
    );
    expect(container().querySelector('[data-testid="person-posture-score"]')).toBeNull();
  });
});
