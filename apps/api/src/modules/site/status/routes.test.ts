import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../config.ts";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { defaultMaintenanceMessage } from "./service.ts";

import type { AppConfig } from "../../../config.ts";
import type { TestDatabase } from "../../../test-support/databases.ts";

// The answer depends on configuration, not on the database: PGlite is enough.
const pglite = testDatabases[0] as TestDatabase;

async function statusWith(config: Partial<AppConfig>, clock = movableClock()) {
  const app = await createTestApp(pglite, { config, clock: clock.clock });
  try {
    const response = await app.inject({ method: "GET", url: "/api/site/status" });
    return { response, body: response.json(), app, clock };
  } finally {
    await app.close();
  }
}

describe("GET /api/site/status", () => {
  it("defaults the launch to six weeks after start and no maintenance", async () => {
    const clock = movableClock(new Date("2026-03-02T09:00:00.000Z"));
    const { response, body } = await statusWith({}, clock);

    expect(response.statusCode).toBe(200);
    expect(body).toEqual({
      launch_at: "2026-04-13T09:00:00.000Z",
      maintenance: { active: false, message: defaultMaintenanceMessage, until: null },
    });
  });

  it("reports LAUNCH_AT and an active window until MAINTENANCE_UNTIL", async () => {
    const env = loadConfig({
      LAUNCH_AT: "2026-09-01",
      MAINTENANCE_UNTIL: "2026-03-02T11:30:00Z",
      MAINTENANCE_MESSAGE: "Moving to a new data centre.",
    });
    const { body } = await statusWith({
      launchAt: env.launchAt,
      maintenanceUntil: env.maintenanceUntil,
      maintenanceMessage: env.maintenanceMessage,
    });

    expect(body).toEqual({
      launch_at: "2026-09-01T00:00:00.000Z",
      maintenance: {
        active: true,
        message: "Moving to a new data centre.",
        until: "2026-03-02T11:30:00.000Z",
      },
    });
  });

  it("ends the window when MAINTENANCE_UNTIL has passed", async () => {
    const { body } = await statusWith({ maintenanceUntil: new Date("2026-03-01T00:00:00Z") });
    expect(body.maintenance).toMatchObject({ active: false, until: "2026-03-01T00:00:00.000Z" });
  });

  it("refuses a LAUNCH_AT that is not an ISO date", () => {
    expect(() => loadConfig({ LAUNCH_AT: "next spring" })).toThrow(
      /LAUNCH_AT: must be an ISO 8601 date/,
    );
    expect(loadConfig({ LAUNCH_AT: "2026-09-01T08:00:00+02:00" }).launchAt?.toISOString()).toBe(
      "2026-09-01T06:00:00.000Z",
    );
  });
});
