import { defaultStatusLabels } from "@fleetward/contracts/workspace-catalog";
import { trialEndedDetail } from "@fleetward/contracts/workspaces";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  workspaceTenant,
  type Call,
  type Method,
  setTrialStatus,
} from "../../../test-support/workspace.ts";
import { adminNote, workspaceRoute } from "../access/service.ts";

type Row = { id: string; name: string; [field: string]: unknown };

describe.each(testDatabases)("workspace catalogue on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const tenant = (prefix = "catalog") => workspaceTenant(app, prefix);
  const create = async (as: Call, path: string, payload: Record<string, unknown>): Promise<Row> =>
    jsonOf(await as("POST", `/api/workspace/${path}`, payload), 201);
  const named = async (as: Call, path: string, name: string): Promise<Row> => {
    const rows = jsonOf(await as("GET", `/api/workspace/${path}`)) as Row[];
    const found = rows.find((row) => row.name === name);
    if (!found) throw new Error(`no ${name} in ${path}`);
    return found;
  };

  describe("manufacturers and models", () => {
    it("starts with the sample manufacturers and models of the sample assets", async () => {
      const { as } = await tenant();
      expect(jsonOf(await as("GET", "/api/workspace/manufacturers"))).toMatchObject([
        { name: "Apple", url: "https://www.apple.com" },
        { name: "Dell" },
        { name: "Lenovo" },
        { name: "Ubiquiti" },
      ]);
      const models = jsonOf(await as("GET", "/api/workspace/models")) as Row[];
      expect(models).toHaveLength(6);
      expect(models).toContainEqual(
        expect.objectContaining({
          name: "MacBook Pro 14-inch (M3, 2023)",
          manufacturer_name: "Apple",
          eol_months: 60,
        }),
      );
      expect(models).toContainEqual(
        expect.objectContaining({
          name: "ThinkPad T14 Gen 4",
          manufacturer_name: "Lenovo",
          category_name: "Laptops",
        }),
      );
    });

    it("adds, edits and deletes a manufacturer and its model", async () => {
      const { as } = await tenant();
      const dell = await create(as, "manufacturers", {
        name: "Framework",
        url: "https://frame.work",
        support_email: "Support@Frame.example",
      });
      expect(dell).toMatchObject({ support_email: "support@frame.example" });
      const phones = await named(as, "categories", "Phones");
      const model = await create(as, "models", {
        name: "Laptop 13",
        model_number: "FRANBMCP",
        manufacturer_id: dell.id,
        category_id: phones.id,
        eol_months: 48,
        image_url: "https://images.example/5440.png",
      });
      expect(model).toMatchObject({ manufacturer_name: "Framework", category_name: "Phones" });
      expect(
        jsonOf(await as("PATCH", `/api/workspace/models/${model.id}`, { image_url: null })),
      ).toMatchObject({ image_url: null, eol_months: 48 });
      expect(
        jsonOf(await as("PATCH", `/api/workspace/manufacturers/${dell.id}`, { url: "" })),
      ).toMatchObject({ url: null, name: "Framework" });

      expect((await as("DELETE", `/api/workspace/manufacturers/${dell.id}`)).statusCode).toBe(204);
      expect(jsonOf(await as("GET", `/api/workspace/models/${model.id}`))).toMatchObject({
        manufacturer_id: null,
      });
      expect((await as("DELETE", `/api/workspace/models/${model.id}`)).statusCode).toBe(204);
      expectDetail(await as("GET", `/api/workspace/models/${model.id}`), 404, /No such model/);
    });

    it("names the field of bad input and of a duplicate", async () => {
      const { as } = await tenant();
      const cases: [string, Record<string, unknown>, RegExp][] = [
        ["manufacturers", { name: "" }, /name/],
        ["manufacturers", { name: "X", url: "ftp://x.example" }, /url/],
        ["manufacturers", { name: "X", support_email: "nope" }, /support_email/],
        ["models", { name: "X", image_url: "http://insecure.example/x.png" }, /image_url/],
        ["models", { name: "X", eol_months: -1 }, /eol_months/],
        ["models", { name: "X", manufacturer_id: "nope" }, /manufacturer_id/],
      ];
      for (const [path, payload, field] of cases) {
        expectDetail(await as("POST", `/api/workspace/${path}`, payload), 422, field);
      }
      expectDetail(
        await as("POST", "/api/workspace/manufacturers", { name: "Apple" }),
        409,
        /^name:/,
      );
      const apple = await named(as, "manufacturers", "Apple");
      expectDetail(
        await as("POST", "/api/workspace/models", {
          name: "MacBook Pro 14-inch (M3, 2023)",
          manufacturer_id: apple.id,
        }),
        409,
        /^name:/,
      );
      // Another manufacturer may have a model of the same name.
      await create(as, "models", { name: "MacBook Pro 14-inch (M3, 2023)" });
    });
  });

  describe("status labels", () => {
    it("starts with the defaults and adds the workspace's own (admin writes)", async () => {
      const { as } = await tenant();
      const labels = jsonOf(await as("GET", "/api/workspace/status-labels")) as Row[];
      expect(labels.map(({ name, kind, is_default }) => ({ name, kind, is_default }))).toEqual(
        defaultStatusLabels
          .map(({ name, kind }) => ({ name, kind, is_default: true }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
      const loaned = await create(as, "status-labels", {
        name: "On loan",
        kind: "deployable",
        colour: "#3182CE",
      });
      expect(loaned).toMatchObject({ colour: "#3182ce", is_default: false });
      expectDetail(
        await as("POST", "/api/workspace/status-labels", {
          name: "On loan",
          kind: "pending",
          colour: "#000000",
        }),
        409,
        /^name:/,
      );
      expectDetail(
        await as("POST", "/api/workspace/status-labels", {
          name: "X",
          kind: "lost",
          colour: "red",
        }),
        422,
        /kind|colour/,
      );
      expect((await as("DELETE", `/api/workspace/status-labels/${loaned.id}`)).statusCode).toBe(
        204,
      );
    });

    it("lets a default be renamed but not re-kinded or deleted", async () => {
      const { as } = await tenant();
      const ready = await named(as, "status-labels", "Ready to deploy");
      expect(
        jsonOf(await as("PATCH", `/api/workspace/status-labels/${ready.id}`, { name: "Ready" })),
      ).toMatchObject({ name: "Ready", kind: "deployable" });
      expectDetail(
        await as("PATCH", `/api/workspace/status-labels/${ready.id}`, { kind: "archived" }),
        409,
        /^kind:/,
      );
      expectDetail(await as("DELETE", `/api/workspace/status-labels/${ready.id}`), 409, /default/);
    });

    it("declares admin as the role its writes need, and says so in the API docs", async () => {
      const docs = jsonOf(await app.inject({ method: "GET", url: "/api/docs/json" }));
      const descriptionOf = (method: string, path: string): string =>
        docs.paths[path][method].description;
      for (const [method, path] of [
        ["post", "/api/workspace/status-labels"],
        ["patch", "/api/workspace/status-labels/{id}"],
        ["delete", "/api/workspace/status-labels/{id}"],
      ] as const) {
        expect(descriptionOf(method, path)).toContain(adminNote);
      }
      expect(descriptionOf("post", "/api/workspace/models")).not.toContain(adminNote);
      expect(
        workspaceRoute(app, { tags: [], summary: "", kind: "admin" }, { response: {} }).config,
      ).toEqual({ workspaceRole: "admin" });
    });
  });

  describe("the location tree", () => {
    it("starts with the storage room inside the head office", async () => {
      const { as } = await tenant();
      const tree = jsonOf(await as("GET", "/api/workspace/locations/tree")) as Row[];
      expect(tree.map(({ name, kind, depth }) => [name, kind, depth])).toEqual([
        ["Head office", "site", 0],
        ["Storage room", "room", 1],
        ["Remote", "site", 0],
      ]);
    });

    it("nests buildings and rooms, moves them, and refuses loops", async () => {
      const { as } = await tenant();
      const office = await named(as, "locations", "Head office");
      const building = await create(as, `locations/${office.id}/children`, { name: "Building A" });
      const room = await create(as, `locations/${building.id}/children`, { name: "Room 101" });
      expect([building.kind, room.kind]).toEqual(["building", "room"]);
      const tree = jsonOf(await as("GET", "/api/workspace/locations/tree")) as Row[];
      expect(tree.find((node) => node.id === room.id)).toMatchObject({
        depth: 2,
        path: ["Head office", "Building A", "Room 101"],
      });
      // Another building may have a Room 101; the same building may not.
      const annex = await create(as, `locations/${office.id}/children`, { name: "Annex" });
      await create(as, `locations/${annex.id}/children`, { name: "Room 101" });
      expectDetail(
        await as("POST", `/api/workspace/locations/${building.id}/children`, { name: "Room 101" }),
        409,
        /^name:/,
      );
      for (const parent of [office.id, building.id, room.id]) {
        expectDetail(
          await as("PATCH", `/api/workspace/locations/${office.id}`, { parent_id: parent }),
          422,
          /^parent_id:/,
        );
      }
      expectDetail(
        await as("PATCH", `/api/workspace/locations/${room.id}`, { parent_id: annex.id }),
        409,
        /^name:/,
      );
      expect(
        jsonOf(await as("PATCH", `/api/workspace/locations/${room.id}`, { parent_id: office.id })),
      ).toMatchObject({ parent_id: office.id });
      expect(
        jsonOf(await as("PATCH", `/api/workspace/locations/${building.id}`, { parent_id: null })),
      ).toMatchObject({ parent_id: null });
    });

    it("deletes only a location with nothing inside it", async () => {
      const { as } = await tenant();
      const office = await named(as, "locations", "Head office");
      expectDetail(await as("DELETE", `/api/workspace/locations/${office.id}`), 409, /inside it/);
      const storage = await named(as, "locations", "Storage room");
      expect((await as("DELETE", `/api/workspace/locations/${storage.id}`)).statusCode).toBe(204);
      // The sample reception iPad is checked out to the head office.
      expectDetail(
        await as("DELETE", `/api/workspace/locations/${office.id}`),
        409,
        "Assets are checked out to this location: check them in first",
      );
      const ipad = (await as("GET", "/api/workspace/assets?q=reception")).json().items[0];
      expect((await as("POST", `/api/workspace/assets/${ipad.id}/checkin`, {})).statusCode).toBe(
        200,
      );
      expect((await as("DELETE", `/api/workspace/locations/${office.id}`)).statusCode).toBe(204);
    });
  });

  it("keeps each workspace's catalogue to itself", async () => {
    const a = await tenant("catalog-a");
    const b = await tenant("catalog-b");
    const theirMaker = await named(b.as, "manufacturers", "Apple");
    const theirModel = await named(b.as, "models", "ThinkPad T14 Gen 4");
    const theirLabel = await named(b.as, "status-labels", "Pending");
    const theirOffice = await named(b.as, "locations", "Head office");
    const theirCategory = await named(b.as, "categories", "Laptops");
    const refused: [Method, string, unknown?][] = [
      ["GET", `/api/workspace/manufacturers/${theirMaker.id}`],
      ["PATCH", `/api/workspace/manufacturers/${theirMaker.id}`, { name: "Mine" }],
      ["DELETE", `/api/workspace/manufacturers/${theirMaker.id}`],
      ["GET", `/api/workspace/models/${theirModel.id}`],
      ["PATCH", `/api/workspace/models/${theirModel.id}`, { name: "Mine" }],
      ["DELETE", `/api/workspace/models/${theirModel.id}`],
      ["PATCH", `/api/workspace/status-labels/${theirLabel.id}`, { name: "Mine" }],
      ["DELETE", `/api/workspace/status-labels/${theirLabel.id}`],
      ["GET", `/api/workspace/locations/${theirOffice.id}`],
      ["PATCH", `/api/workspace/locations/${theirOffice.id}`, { name: "Mine" }],
      ["POST", `/api/workspace/locations/${theirOffice.id}/children`, { name: "Mine" }],
      ["DELETE", `/api/workspace/locations/${theirOffice.id}`],
    ];
    for (const [method, url, payload] of refused) {
      expectDetail(await a.as(method, url, payload), 404, /^No such .* in this workspace$/);
    }
    expectDetail(
      await a.as("POST", "/api/workspace/models", { name: "X", manufacturer_id: theirMaker.id }),
      422,
      /^manufacturer_id:/,
    );
    expectDetail(
      await a.as("POST", "/api/workspace/models", { name: "X", category_id: theirCategory.id }),
      422,
      /^category_id:/,
    );
    const mine = await named(a.as, "locations", "Remote");
    expectDetail(
      await a.as("PATCH", `/api/workspace/locations/${mine.id}`, { parent_id: theirOffice.id }),
      422,
      /^parent_id:/,
    );
    expect(jsonOf(await b.as("GET", `/api/workspace/manufacturers/${theirMaker.id}`)).name).toBe(
      "Apple",
    );
  });

  it("refuses changes while the workspace is read-only", async () => {
    const { as, trial } = await tenant();
    const apple = await named(as, "manufacturers", "Apple");
    await setTrialStatus(app, trial.id, "expired");
    const writes: [Method, string, unknown?][] = [
      ["POST", "/api/workspace/manufacturers", { name: "New" }],
      ["PATCH", `/api/workspace/manufacturers/${apple.id}`, { name: "Renamed" }],
      ["DELETE", `/api/workspace/manufacturers/${apple.id}`],
      ["POST", "/api/workspace/status-labels", { name: "X", kind: "pending", colour: "#000000" }],
    ];
    for (const [method, url, payload] of writes) {
      expectDetail(await as(method, url, payload), 403, trialEndedDetail);
    }
    expect(jsonOf(await as("GET", "/api/workspace/manufacturers"))).toHaveLength(4);
  });
});
