import { trialEndedDetail } from "@fleetward/contracts/workspaces";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { adminNote } from "../access/service.ts";
import {
  expectDetail,
  jsonOf,
  workspaceTenant,
  type Method,
  idOf,
  setTrialStatus,
  teamWorkspace,
} from "../../../test-support/workspace.ts";

type Field = { id: string; key: string; name: string; [field: string]: unknown };
const path = "/api/workspace/custom-fields";

/** Workspaces start with the sample "Cost centre" field; these tests start from none. */
async function withoutSampleField<
  T extends { as: (method: Method, url: string) => Promise<LightMyRequestResponse> },
>(tenant: T): Promise<T> {
  const fields = jsonOf(await tenant.as("GET", "/api/workspace/custom-fields")) as { id: string }[];
  for (const field of fields) await tenant.as("DELETE", `/api/workspace/custom-fields/${field.id}`);
  return tenant;
}

describe.each(testDatabases)("custom field definitions on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const tenant = async (prefix = "fields") =>
    withoutSampleField(await workspaceTenant(app, prefix));
  type As = Awaited<ReturnType<typeof tenant>>["as"];
  const create = async (as: As, payload: Record<string, unknown>): Promise<Field> =>
    jsonOf(await as("POST", path, payload), 201);

  it("adds, lists, edits and deletes fields, with keys made from their names", async () => {
    const { as } = await tenant();
    const laptops = await idOf(as, "categories", "Laptops");
    const cost = await create(as, {
      name: "Cost centre",
      type: "text",
      required: true,
      help_text: "The budget the device is charged to",
      category_ids: [laptops, laptops],
    });
    expect(cost).toMatchObject({
      key: "cost_centre",
      type: "text",
      options: [],
      required: true,
      unique: false,
      help_text: "The budget the device is charged to",
      category_ids: [laptops],
      position: 0,
    });
    const size = await create(as, {
      name: "Screen size",
      type: "option_list",
      options: ['13"', '14"', '16"'],
    });
    expect(size).toMatchObject({ key: "screen_size", category_ids: [], position: 1 });
    const first = await create(as, {
      name: "Prüfdatum",
      key: "inspected_on",
      type: "date",
      position: 0,
    });
    expect(first.key).toBe("inspected_on");
    const listed = jsonOf(await as("GET", path)) as Field[];
    expect(listed.map((field) => field.key)).toEqual([
      "cost_centre",
      "inspected_on",
      "screen_size",
    ]);

    const edited = jsonOf(
      await as("PATCH", `${path}/${cost.id}`, {
        name: "Cost center",
        key: "cost_centre",
        type: "text",
        required: false,
        help_text: "",
        category_ids: [],
      }),
    );
    expect(edited).toMatchObject({ key: "cost_centre", name: "Cost center", required: false });
    expect(edited).toMatchObject({ help_text: null, category_ids: [] });
    expect(jsonOf(await as("GET", `${path}/${cost.id}`)).name).toBe("Cost center");

    expect((await as("DELETE", `${path}/${cost.id}`)).statusCode).toBe(204);
    expectDetail(
      await as("GET", `${path}/${cost.id}`),
      404,
      "No such custom field in this workspace",
    );
    // A deleted field's key is free again.
    expect((await create(as, { name: "Cost centre", type: "number" })).key).toBe("cost_centre");
  });

  it("gives a name that makes a key in use the next free one, and refuses duplicates (409)", async () => {
    const { as } = await tenant();
    await create(as, { name: "Asset owner", type: "text" });
    expect((await create(as, { name: "Asset-owner!", type: "text" })).key).toBe("asset_owner_2");
    expect((await create(as, { name: "部署", type: "text" })).key).toBe("field");
    expectDetail(await as("POST", path, { name: "ASSET OWNER", type: "url" }), 409, /^name:/);
    expectDetail(
      await as("POST", path, { name: "Another", key: "asset_owner", type: "text" }),
      409,
      /^key:/,
    );
    const other = await create(as, { name: "Other", type: "text" });
    expectDetail(await as("PATCH", `${path}/${other.id}`, { name: "asset owner" }), 409, /^name:/);
  });

  it("names the field of a definition it refuses (422)", async () => {
    const { as } = await tenant();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "", type: "text" }, /^name:/],
      [{ name: "X", type: "colour" }, /^type:/],
      [{ name: "X", type: "text", key: "Bad Key" }, /^key:/],
      [{ name: "X", type: "option_list" }, /^options: An option list needs/],
      [{ name: "X", type: "option_list", options: ["a", "a"] }, /^options:/],
      [{ name: "X", type: "text", options: ["a"] }, /^options: Only an option list/],
      [{ name: "X", type: "boolean", unique: true }, /^unique:/],
      [{ name: "X", type: "text", category_ids: ["nope"] }, /^category_ids/],
      [{ name: "X", type: "text", help_text: "x".repeat(301) }, /^help_text:/],
    ];
    for (const [payload, detail] of cases) {
      expectDetail(await as("POST", path, payload), 422, detail);
    }
    const field = await create(as, { name: "Warranty", type: "date" });
    const refused: [Record<string, unknown>, RegExp][] = [
      [{ type: "text" }, /^type: The type of a field cannot change/],
      [{ key: "other" }, /^key: The key of a field cannot change/],
      [{ options: ["a"] }, /^options:/],
      [{ unexpected: true }, /unexpected|Unrecognized/],
    ];
    for (const [payload, detail] of refused) {
      expectDetail(await as("PATCH", `${path}/${field.id}`, payload), 422, detail);
    }
  });

  it("lets every member read the fields and only admins change them", async () => {
    const team = await teamWorkspace(app, "cf");
    const viewer = await team.join("viewer");
    const technician = await team.join("technician");
    const admin = await team.join("admin");
    const field = jsonOf(
      await team.as(admin, "POST", path, { name: "Budget code", type: "text" }),
      201,
    ) as Field;
    // The sample "Cost centre" field and this one.
    expect(jsonOf(await team.as(viewer, "GET", path))).toHaveLength(2);
    expect(jsonOf(await team.as(viewer, "GET", `${path}/${field.id}`)).key).toBe("budget_code");
    const writes: [Method, string, unknown?][] = [
      ["POST", path, { name: "Other", type: "text" }],
      ["PATCH", `${path}/${field.id}`, { name: "Renamed" }],
      ["DELETE", `${path}/${field.id}`],
    ];
    for (const [method, url, payload] of writes) {
      expectDetail(await team.as(technician, method, url, payload), 403, /admin/);
      expectDetail(await team.as(viewer, method, url, payload), 403, /admin/);
    }
    expect(
      jsonOf(await team.as(team.owner, "PATCH", `${path}/${field.id}`, { name: "CC" })).name,
    ).toBe("CC");
    const docs = jsonOf(await app.inject({ method: "GET", url: "/api/docs/json" }));
    expect(docs.paths[path].post.description).toContain(adminNote);
    expect(docs.paths[`${path}/{id}`].delete.description).toContain(adminNote);
  });

  it("keeps each workspace's fields to itself", async () => {
    const a = await tenant("fields-a");
    const b = await tenant("fields-b");
    const theirs = await create(b.as, { name: "Cost centre", type: "text" });
    const theirLaptops = await idOf(b.as, "categories", "Laptops");
    const refused: [Method, string, unknown?][] = [
      ["GET", `${path}/${theirs.id}`],
      ["PATCH", `${path}/${theirs.id}`, { name: "Mine" }],
      ["DELETE", `${path}/${theirs.id}`],
    ];
    for (const [method, url, payload] of refused) {
      expectDetail(await a.as(method, url, payload), 404, "No such custom field in this workspace");
    }
    expect(jsonOf(await a.as("GET", path))).toEqual([]);
    expectDetail(
      await a.as("POST", path, { name: "X", type: "text", category_ids: [theirLaptops] }),
      422,
      "category_ids: No such category in this workspace",
    );
    const mine = await create(a.as, { name: "Cost centre", type: "text" });
    expect(mine.key).toBe("cost_centre");
    expectDetail(
      await a.as("PATCH", `${path}/${mine.id}`, { category_ids: [theirLaptops] }),
      422,
      /^category_ids:/,
    );
    expect(jsonOf(await b.as("GET", `${path}/${theirs.id}`)).name).toBe("Cost centre");
  });

  it("refuses changes while the workspace is read-only, and still lists", async () => {
    const { as, trial } = await tenant();
    const field = await create(as, { name: "Cost centre", type: "text" });
    await setTrialStatus(app, trial.id, "expired");
    const writes: [Method, string, unknown?][] = [
      ["POST", path, { name: "New", type: "text" }],
      ["PATCH", `${path}/${field.id}`, { name: "Renamed" }],
      ["DELETE", `${path}/${field.id}`],
    ];
    for (const [method, url, payload] of writes) {
      expectDetail(await as(method, url, payload), 403, trialEndedDetail);
    }
    expect(jsonOf(await as("GET", path))).toHaveLength(1);
  });
});
