import { roleNeededDetail } from "@fleetward/contracts/workspace-members";
import { trialEndedDetail } from "@fleetward/contracts/workspaces";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createLogCollector, createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  setTrialStatus,
  teamWorkspace,
  type Person,
} from "../../../test-support/workspace.ts";
import { licenses } from "./schema.ts";

const productKey = "FWKEY-7Q2M9-XK4PD-83LZT-0VHCN";
const newKey = "FWKEY-NEXT1-22222-33333-44444";

describe.each(testDatabases)("licence product keys on $name", (database) => {
  let app: FastifyInstance;
  const logs = createLogCollector();
  let team: Awaited<ReturnType<typeof teamWorkspace>>;
  let technician: Person;
  let viewer: Person;

  beforeAll(async () => {
    // Debug logging: whatever the app logs, the key must not be in it.
    app = await createTestApp(database, { config: { logLevel: "debug" }, logStream: logs.stream });
    team = await teamWorkspace(app, "keys");
    technician = await team.join("technician");
    viewer = await team.join("viewer");
  });
  afterAll(() => app.close());

  const licenseUrl = (id: string) => `/api/workspace/licenses/${id}`;
  const reveal = (person: Person, id: string) =>
    team.as(person, "POST", `${licenseUrl(id)}/product-key/reveal`);
  const addWithKey = async () =>
    jsonOf(
      await team.as(team.owner, "POST", "/api/workspace/licenses", {
        name: "Keyed licence",
        seats: 3,
        product_key: productKey,
      }),
      201,
    ) as { id: string; [field: string]: unknown };

  it("stores the key encrypted and never shows it in the licence, the list or the history", async () => {
    const license = await addWithKey();
    expect(license.has_product_key).toBe(true);
    const answers = [
      JSON.stringify(license),
      (await team.as(viewer, "GET", licenseUrl(license.id))).body,
      (await team.as(viewer, "GET", "/api/workspace/licenses")).body,
      (await team.as(team.owner, "GET", `${licenseUrl(license.id)}/history`)).body,
    ];
    for (const body of answers) {
      expect(body).not.toContain(productKey);
      expect(body).not.toContain("product_key_encrypted");
    }
    const [row] = await app.db.orm
      .select({ sealed: licenses.productKeyEncrypted })
      .from(licenses)
      .where(eq(licenses.id, license.id));
    expect(row?.sealed).toMatch(/^v1:/);
    expect(row?.sealed).not.toContain(productKey);
  });

  it("reveals the key to technicians and above, records each reveal, and refuses viewers", async () => {
    const license = await addWithKey();
    for (const person of [technician, team.owner]) {
      expect(jsonOf(await reveal(person, license.id))).toEqual({ product_key: productKey });
    }
    expectDetail(await reveal(viewer, license.id), 403, roleNeededDetail("technician", "viewer"));

    const history = jsonOf(await team.as(viewer, "GET", `${licenseUrl(license.id)}/history`));
    const reveals = history.items.filter(
      (event: { action: string }) => event.action === "key_revealed",
    );
    expect(reveals).toMatchObject([
      { actor_user_id: team.owner.id, field: null, old_value: null, new_value: null, note: null },
      { actor_user_id: technician.id },
    ]);
    expect(JSON.stringify(history)).not.toContain(productKey);
  });

  it("records replacing and removing the key without its value; no key is a 404", async () => {
    const license = await addWithKey();
    const url = licenseUrl(license.id);
    const replaced = jsonOf(await team.as(technician, "PATCH", url, { product_key: newKey }));
    expect(replaced.has_product_key).toBe(true);
    expect(jsonOf(await reveal(technician, license.id)).product_key).toBe(newKey);
    expect(
      jsonOf(await team.as(technician, "PATCH", url, { product_key: "" })).has_product_key,
    ).toBe(false);
    expectDetail(await reveal(technician, license.id), 404, "This licence has no product key");
    // An edit that does not send the key keeps it as it is.
    jsonOf(await team.as(technician, "PATCH", url, { product_key: productKey }));
    jsonOf(await team.as(technician, "PATCH", url, { notes: "renewed" }));
    expect(jsonOf(await reveal(technician, license.id)).product_key).toBe(productKey);

    const history = jsonOf(await team.as(viewer, "GET", `${url}/history`));
    const keyEvents = history.items
      .filter((event: { field: string | null }) => event.field === "product_key")
      .map((event: { old_value: string | null; new_value: string | null }) => [
        event.old_value,
        event.new_value,
      ]);
    expect(keyEvents).toEqual([
      [null, "(hidden)"],
      ["(hidden)", null],
      ["(hidden)", "(hidden)"],
    ]);
    expect(JSON.stringify(history)).not.toContain(newKey);
  });

  it("still reveals (and records) while the workspace is read-only", async () => {
    const other = await teamWorkspace(app, "keys-expired");
    const license = jsonOf(
      await other.as(other.owner, "POST", "/api/workspace/licenses", {
        name: "Expiring",
        seats: 1,
        product_key: productKey,
      }),
      201,
    );
    await setTrialStatus(app, other.trial.id, "expired");
    expectDetail(
      await other.as(other.owner, "PATCH", licenseUrl(license.id), { product_key: "" }),
      403,
      trialEndedDetail,
    );
    const shown = await other.as(
      other.owner,
      "POST",
      `${licenseUrl(license.id)}/product-key/reveal`,
    );
    expect(jsonOf(shown)).toEqual({ product_key: productKey });
    const history = jsonOf(await other.as(other.owner, "GET", `${licenseUrl(license.id)}/history`));
    expect(history.items[0].action).toBe("key_revealed");
  });

  it("never writes the key to the log", () => {
    expect(logs.text()).not.toBe("");
    expect(logs.text()).not.toContain(productKey);
    expect(logs.text()).not.toContain(newKey);
  });
});
