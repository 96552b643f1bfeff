import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  teamWorkspace,
  type Person as Member,
} from "../../../test-support/workspace.ts";
import { runImport, type ImportFinished } from "./service.ts";

type Team = Awaited<ReturnType<typeof teamWorkspace>>;
type Row = { id: string; name: string; [field: string]: unknown };

/** HR spellings; a manager named before their own row (Dee, in a later batch) and one not in the file. */
const hrPeople = [
  "Full name,Email,Employee ID,Department,Office,Line manager,Status",
  "Ada Boss,ada@kinds.test,E-1,Exec,Berlin,,active",
  "Ben Worker,BEN@kinds.test,E-2,Eng,Berlin,ada@kinds.test,Active",
  "Cy Early,cy@kinds.test,E-3,Eng,Lisbon,Dee Later,active",
  "Bad Mail,not-an-email,E-5,Eng,,,active",
  "Ben Again,ben@kinds.test,E-6,Eng,,,active",
  "Odd Status,odd@kinds.test,E-7,Eng,,,retired",
  "Eve Gone,eve@kinds.test,E-8,Eng,Berlin,Frank Outside,terminated",
  "Dee Later,dee@kinds.test,E-4,Eng,Lisbon,Ada Boss,active",
].join("\n");

const snipeUsers = [
  "First Name,Last Name,Username,Email,Employee No.,Department,Location,Manager",
  "Gia,Snipe,gsnipe,gia@kinds.test,E-9,Sales,Porto,Ada Boss",
].join("\n");

const licenseFile = [
  "Name,Product Key,Seats,Purchase Date,Expiration Date,Purchase Cost,Currency,Supplier,Order Number,Manufacturer,Notes",
  'Office Suite,KEY-AAA-111,25,01/01/2026,31/12/2026,"1.299,00",EUR,Soft Direct,PO-9,Kindsoft,Main tenant',
  "Figma Team,,10,,2026-06-30,450,,,,,",
  "Zero Seats,,0,,,,,,,,",
  "No Seats,,,,,,,,,,",
  "Backwards,,5,2026-05-01,2026-04-01,,,,,,",
  "Sketchy,KEY-SKETCH,3,,,,,,,Kindsoft,",
  "office suite,KEY-AAA-333,2,,,,,,,,",
].join("\n");

describe.each(testDatabases)("people and licence import on $name", (database) => {
  let app: FastifyInstance;
  let team: Team;
  let viewer: Member;
  let other: Team;
  const finished: ImportFinished[] = [];

  beforeAll(async () => {
    app = await createTestApp(database, {
      imports: {
        work: false,
        batchSize: 2,
        onFinished: (event) => {
          finished.push(event);
        },
      },
    });
    team = await teamWorkspace(app, "kinds");
    viewer = await team.join("viewer");
    other = await teamWorkspace(app, "kinds-other");
  });
  afterAll(() => app.close());

  const as = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
    team.as(team.owner, method, url, payload);
  const upload = (kind: string, body: string, who: Member = team.owner, workspace = team) =>
    app.inject({
      method: "POST",
      url: `/api/workspace/imports?file_name=${kind}.csv&kind=${kind}`,
      headers: {
        host: `${workspace.domain}.localhost:3000`,
        authorization: `Bearer ${who.token}`,
        "content-type": "text/csv",
      },
      payload: body,
    });
  const uploaded = async (kind: string, body: string) => jsonOf(await upload(kind, body), 201);
  const dryRun = async (id: string) =>
    jsonOf(await as("POST", `/api/workspace/imports/${id}/dry-run`));
  const run = async (id: string) => {
    jsonOf(await as("POST", `/api/workspace/imports/${id}/run`), 202);
    expect(await runImport(app.imports.deps, id)).toBe(true);
    return jsonOf(await as("GET", `/api/workspace/imports/${id}`));
  };
  const person = async (q: string) =>
    (jsonOf(await as("GET", `/api/workspace/people?q=${encodeURIComponent(q)}`)).items as Row[])[0];
  const license = async (q: string) =>
    (
      jsonOf(await as("GET", `/api/workspace/licenses?q=${encodeURIComponent(q)}`)).items as Row[]
    )[0];

  it("recognises HR headers, dry-runs people with refusals and managers, then imports them", async () => {
    const created = await uploaded("people", hrPeople);
    expect(created).toMatchObject({ kind: "people", format: "custom", total_rows: 8 });
    expect(created.mapping.columns).toEqual([
      "name",
      "email",
      "employee_number",
      "department",
      "location",
      "manager",
      "status",
    ]);

    const dry = await dryRun(created.id);
    expect(dry.counts).toEqual({ created: 5, updated: 0, unchanged: 0, refused: 3 });
    expect(dry.added).toMatchObject({
      locations: ["Berlin", "Lisbon"],
      people: ["Frank Outside"],
    });
    expect(dry.refusals).toEqual([
      { row: 5, column: "Email", reason: "email_invalid", value: "not-an-email" },
      { row: 6, column: "Email", reason: "duplicate_in_file", value: null },
      { row: 7, column: "Status", reason: "person_status_unknown", value: "retired" },
    ]);
    expect(await person("ada@kinds.test")).toBeUndefined();

    const done = await run(created.id);
    expect(done).toMatchObject({ status: "finished", rows_done: 8 });
    expect(done.counts).toEqual(dry.counts);
    expect(finished.at(-1)).toMatchObject({
      importId: created.id,
      kind: "people",
      status: "finished",
    });
    expect(await person("ben@kinds.test")).toMatchObject({
      name: "Ben Worker",
      email: "ben@kinds.test",
      employee_number: "E-2",
      department: "Eng",
      location_name: "Berlin",
      manager_name: "Ada Boss",
      status: "active",
    });
    expect(await person("cy@kinds.test")).toMatchObject({ manager_name: "Dee Later" });
    expect(await person("dee@kinds.test")).toMatchObject({
      employee_number: "E-4",
      location_name: "Lisbon",
      manager_name: "Ada Boss",
    });
    expect(await person("eve@kinds.test")).toMatchObject({
      status: "left",
      manager_name: "Frank Outside",
    });
    const report = await as("GET", `/api/workspace/imports/${created.id}/report.csv`);
    expect(report.body.split("\r\n").slice(0, 5)).toEqual([
      "row,status,column,reason,value",
      "2,created,,,",
      "3,created,,,",
      "4,created,,,",
      "5,refused,Email,email_invalid,not-an-email",
    ]);
  });

  it("re-running people in update mode changes nothing; create-only refuses; a change is recorded", async () => {
    const again = await uploaded("people", hrPeople);
    expect((await run(again.id)).counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 5,
      refused: 3,
    });

    const createOnly = await uploaded("people", hrPeople);
    jsonOf(
      await as("PATCH", `/api/workspace/imports/${createOnly.id}/mapping`, {
        ...createOnly.mapping,
        mode: "create",
      }),
    );
    const dry = await dryRun(createOnly.id);
    expect(dry.counts).toEqual({ created: 0, updated: 0, unchanged: 0, refused: 8 });
    expect(dry.refusals[0]).toEqual({
      row: 2,
      column: "Employee ID",
      reason: "exists",
      value: "E-1",
    });

    const moved = await uploaded("people", hrPeople.replace("E-2,Eng", "E-2,Platform"));
    expect((await run(moved.id)).counts).toMatchObject({ updated: 1, unchanged: 4 });
    const ben = await person("ben@kinds.test");
    expect(ben?.department).toBe("Platform");
    const history = jsonOf(await as("GET", `/api/workspace/people/${ben?.id}/history`));
    expect(history.items[0]).toMatchObject({
      action: "updated",
      field: "department",
      old_value: "Eng",
      new_value: "Platform",
    });
  });

  it("reads Snipe-IT's users export: first and last name joined, manager by name", async () => {
    const created = await uploaded("people", snipeUsers);
    expect(created.format).toBe("snipe_it_users");
    expect(created.mapping.columns).toEqual([
      "first_name",
      "last_name",
      null,
      "email",
      "employee_number",
      "department",
      "location",
      "manager",
    ]);
    expect((await run(created.id)).counts).toMatchObject({ created: 1, refused: 0 });
    expect(await person("gia@kinds.test")).toMatchObject({
      name: "Gia Snipe",
      location_name: "Porto",
      manager_name: "Ada Boss",
    });
    // Our own people export's columns (its bookkeeping columns are not imported).
    const own = await uploaded(
      "people",
      "name,email,employee_number,department,location,manager,status,notes,created_at,updated_at,id\nOwn Export,own@kinds.test,E-10,Ops,Porto,Ada Boss,active,,,,",
    );
    expect(own.format).toBe("fleetward");
    expect(own.mapping.columns).toEqual([
      "name",
      "email",
      "employee_number",
      "department",
      "location",
      "manager",
      "status",
      "notes",
      null,
      null,
      null,
    ]);
    // A field of another kind is not offered.
    const people = await uploaded("people", snipeUsers);
    expectDetail(
      await as("PATCH", `/api/workspace/imports/${people.id}/mapping`, {
        ...people.mapping,
        columns: ["asset_tag", ...people.mapping.columns.slice(1)],
      }),
      422,
      /no field asset_tag/,
    );
  });

  it("imports licences with their product key sealed, refusing what the licence form refuses", async () => {
    const created = await uploaded("licenses", licenseFile);
    expect(created.kind).toBe("licenses");
    expect(created.mapping.columns).toEqual([
      "name",
      "product_key",
      "seats",
      "purchase_date",
      "expires_on",
      "purchase_cost",
      "currency",
      "supplier",
      "order_number",
      "manufacturer",
      "notes",
    ]);
    const dry = await dryRun(created.id);
    // Figma Team's cost has no currency: it is in the workspace's (docs/decisions/0045).
    expect(dry.counts).toEqual({ created: 3, updated: 0, unchanged: 0, refused: 4 });
    expect(dry.added.manufacturers).toEqual(["Kindsoft"]);
    expect(dry.refusals).toEqual([
      { row: 4, column: "Seats", reason: "number_invalid", value: "0" },
      { row: 5, column: "Seats", reason: "seats_missing", value: null },
      {
        row: 6,
        column: "Expiration Date",
        reason: "expiry_before_purchase",
        value: "2026-04-01",
      },
      { row: 8, column: "Name", reason: "duplicate_in_file", value: null },
    ]);

    const done = await run(created.id);
    expect(done.counts).toEqual(dry.counts);
    const office = await license("office suite");
    expect(office).toMatchObject({
      seats: 25,
      has_product_key: true,
      purchase_date: "2026-01-01",
      expires_on: "2026-12-31",
      purchase_cost: "1299.00",
      currency: "EUR",
      supplier: "Soft Direct",
      order_number: "PO-9",
      manufacturer_name: "Kindsoft",
      notes: "Main tenant",
    });
    expect(await license("figma team")).toMatchObject({ purchase_cost: "450.00", currency: "EUR" });
    const revealed = jsonOf(
      await as("POST", `/api/workspace/licenses/${office?.id}/product-key/reveal`),
    );
    expect(revealed.product_key).toBe("KEY-AAA-111");
    const report = await as("GET", `/api/workspace/imports/${created.id}/report.csv`);
    expect(report.body).not.toContain("KEY-");

    const again = await uploaded("licenses", licenseFile);
    expect((await run(again.id)).counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 3,
      refused: 4,
    });
    const rekeyed = await uploaded(
      "licenses",
      licenseFile.replace("KEY-AAA-111,25", "KEY-AAA-222,30"),
    );
    expect((await run(rekeyed.id)).counts).toMatchObject({ updated: 1, unchanged: 2 });
    const history = jsonOf(await as("GET", `/api/workspace/licenses/${office?.id}/history`));
    const fields = (history.items as { field: string | null; new_value: string | null }[]).map(
      (event) => [event.field, event.new_value],
    );
    expect(fields).toContainEqual(["seats", "30"]);
    expect(fields).toContainEqual(["product_key", "(hidden)"]);
    expect(JSON.stringify(history)).not.toContain("KEY-AAA");
    const key = jsonOf(
      await as("POST", `/api/workspace/licenses/${office?.id}/product-key/reveal`),
    );
    expect(key.product_key).toBe("KEY-AAA-222");

    const ownExport = await uploaded(
      "licenses",
      "name,manufacturer,seats,seats_used,licensed_to_name,licensed_to_email,purchase_date,purchase_cost,currency,order_number,supplier,expires_on,notes\nOwn,,1,0,,,,,,,,,",
    );
    expect(ownExport.format).toBe("fleetward");
    expect(ownExport.mapping.columns).toEqual([
      "name",
      "manufacturer",
      "seats",
      null,
      "licensed_to_name",
      "licensed_to_email",
      "purchase_date",
      "purchase_cost",
      "currency",
      "order_number",
      "supplier",
      "expires_on",
      "notes",
    ]);

    const createOnly = await uploaded("licenses", licenseFile);
    jsonOf(
      await as("PATCH", `/api/workspace/imports/${createOnly.id}/mapping`, {
        ...createOnly.mapping,
        mode: "create",
      }),
    );
    expect((await dryRun(createOnly.id)).refusals[0]).toEqual({
      row: 2,
      column: "Name",
      reason: "exists",
      value: "Office Suite",
    });
  });

  it("keeps people and licence imports to their workspace and away from viewers", async () => {
    const created = await uploaded("people", snipeUsers);
    expect(
      (await other.as(other.owner, "GET", `/api/workspace/imports/${created.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await other.as(other.owner, "POST", `/api/workspace/imports/${created.id}/run`)).statusCode,
    ).toBe(404);
    const theirs = jsonOf(await upload("people", hrPeople, other.owner, other), 201);
    await other.as(other.owner, "POST", `/api/workspace/imports/${theirs.id}/run`);
    await runImport(app.imports.deps, theirs.id);
    // The same e-mails in the other workspace are its own people, not ours updated.
    const ours = await person("ada@kinds.test");
    const found = jsonOf(
      await other.as(other.owner, "GET", "/api/workspace/people?q=ada@kinds.test"),
    );
    expect(found.items).toHaveLength(1);
    expect(found.items[0].id).not.toBe(ours?.id);

    expect((await upload("licenses", licenseFile, viewer)).statusCode).toBe(403);
    expect((await team.as(viewer, "GET", `/api/workspace/imports/${created.id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await team.as(viewer, "POST", `/api/workspace/imports/${created.id}/dry-run`)).statusCode,
    ).toBe(403);
  });
});
