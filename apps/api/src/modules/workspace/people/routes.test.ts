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
  setTrialStatus,
} from "../../../test-support/workspace.ts";

type Person = { id: string; name: string; [field: string]: unknown };

describe.each(testDatabases)("workspace people on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const tenant = (prefix = "people") => workspaceTenant(app, prefix);
  const add = async (as: Call, person: Record<string, unknown>): Promise<Person> =>
    jsonOf(await as("POST", "/api/workspace/people", person), 201);
  const locationId = async (as: Call, name: string) => {
    const list = jsonOf(await as("GET", "/api/workspace/locations")) as Person[];
    return list.find((location) => location.name === name)?.id;
  };

  it("starts with the sample people, their manager and locations", async () => {
    const { as } = await tenant();
    const page = jsonOf(await as("GET", "/api/workspace/people"));
    expect(page.total).toBe(4);
    expect(page.items.map((person: Person) => person.name)).toEqual([
      "Ada Okafor",
      "Jamie Rivera",
      "Kwame Osei",
      "Priya Shah",
    ]);
    expect(page.items[1]).toMatchObject({
      manager_name: "Ada Okafor",
      location_name: "Remote",
      status: "active",
    });
  });

  it("adds, reads and edits a person, recording each change with its actor", async () => {
    const { as, owner } = await tenant();
    const office = await locationId(as, "Head office");
    const created = await add(as, {
      name: "Grace Hopper",
      email: " Grace@Example.com ",
      employee_number: "E-2001",
      department: "Engineering",
      location_id: office,
    });
    expect(created).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      location_name: "Head office",
      manager_id: null,
      status: "active",
    });
    expect(jsonOf(await as("GET", `/api/workspace/people/${created.id}`))).toEqual(created);

    const edited = jsonOf(
      await as("PATCH", `/api/workspace/people/${created.id}`, {
        department: "Research",
        email: "",
        status: "left",
      }),
    );
    expect(edited).toMatchObject({ department: "Research", email: null, status: "left" });

    const history = jsonOf(await as("GET", `/api/workspace/people/${created.id}/history`));
    expect(history.next_cursor).toBeNull();
    expect(
      history.items.map((event: Record<string, unknown>) => [
        event.action,
        event.field,
        event.old_value,
        event.new_value,
      ]),
    ).toEqual([
      ["updated", "status", "active", "left"],
      ["updated", "department", "Engineering", "Research"],
      ["updated", "email", "grace@example.com", null],
      ["created", null, null, null],
    ]);
    expect(history.items[0]).toMatchObject({ actor_user_id: owner.id, actor_name: owner.username });
  });

  it("names the field of bad input (422) and of a duplicate (409)", async () => {
    const { as } = await tenant();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "" }, /name/],
      [{ name: "X", email: "not-an-address" }, /email/],
      [{ name: "X", status: "retired" }, /status/],
      [{ name: "X", location_id: "nope" }, /location_id/],
      [{ name: "X", surprise: true }, /surprise/],
    ];
    for (const [payload, field] of cases) {
      expectDetail(await as("POST", "/api/workspace/people", payload), 422, field);
    }
    await add(as, { name: "One", email: "same@example.com", employee_number: "E-1" });
    expectDetail(
      await as("POST", "/api/workspace/people", { name: "Two", email: "SAME@example.com" }),
      409,
      /^email:/,
    );
    expectDetail(
      await as("POST", "/api/workspace/people", { name: "Two", employee_number: "E-1" }),
      409,
      /^employee_number:/,
    );
    expectDetail(await as("GET", "/api/workspace/people?cursor=bm90LWEtY3Vyc29y"), 422, /^cursor:/);
  });

  it("keeps managers free of loops", async () => {
    const { as } = await tenant();
    const boss = await add(as, { name: "Boss" });
    const lead = await add(as, { name: "Lead", manager_id: boss.id });
    const dev = await add(as, { name: "Dev", manager_id: lead.id });
    for (const [id, managerId] of [
      [boss.id, boss.id],
      [boss.id, dev.id],
    ]) {
      expectDetail(
        await as("PATCH", `/api/workspace/people/${id}`, { manager_id: managerId }),
        422,
        /^manager_id:/,
      );
    }
    expect(
      jsonOf(await as("PATCH", `/api/workspace/people/${dev.id}`, { manager_id: boss.id })),
    ).toMatchObject({ manager_name: "Boss" });
  });

  it("keeps each workspace's people to itself", async () => {
    const a = await tenant("people-a");
    const b = await tenant("people-b");
    const theirs = await add(b.as, { name: "B's person", email: "shared@example.com" });
    const theirOffice = await locationId(b.as, "Head office");
    for (const [method, url, payload] of [
      ["GET", `/api/workspace/people/${theirs.id}`],
      ["PATCH", `/api/workspace/people/${theirs.id}`, { name: "Taken over" }],
      ["GET", `/api/workspace/people/${theirs.id}/history`],
    ] as const) {
      expectDetail(await a.as(method, url, payload), 404, "No such person in this workspace");
    }
    expectDetail(
      await a.as("POST", "/api/workspace/people", { name: "X", location_id: theirOffice }),
      422,
      /^location_id:/,
    );
    expectDetail(
      await a.as("POST", "/api/workspace/people", { name: "X", manager_id: theirs.id }),
      422,
      /^manager_id:/,
    );
    // Unique per workspace: A may use the address B uses.
    await add(a.as, { name: "A's person", email: "shared@example.com" });
    const search = jsonOf(await a.as("GET", "/api/workspace/people?q=shared"));
    expect(search.items.map((person: Person) => person.name)).toEqual(["A's person"]);
    expect(jsonOf(await b.as("GET", `/api/workspace/people/${theirs.id}`)).name).toBe("B's person");
  });

  it("searches names, e-mails, employee numbers and departments, and filters", async () => {
    const { as } = await tenant();
    await add(as, { name: "Zoë 50% Done", employee_number: "Q_77", department: "Ops" });
    const names = async (query: string) =>
      (jsonOf(await as("GET", `/api/workspace/people?${query}`)).items as Person[]).map(
        (person) => person.name,
      );
    expect(await names("q=OKAF")).toEqual(["Ada Okafor"]);
    expect(await names("q=jamie.rivera@")).toEqual(["Jamie Rivera"]);
    expect(await names("q=e-1003")).toEqual(["Kwame Osei"]);
    expect(await names("q=finance")).toEqual(["Priya Shah"]);
    // % and _ are literal characters, not wildcards.
    expect(await names("q=50%25")).toEqual(["Zoë 50% Done"]);
    expect(await names("q=q_7")).toEqual(["Zoë 50% Done"]);
    expect(await names("q=q%7")).toEqual([]);
    expect(await names("department=Ops")).toEqual(["Zoë 50% Done"]);
    const ada = (jsonOf(await as("GET", "/api/workspace/people?q=okafor")).items as Person[])[0];
    expect(await names(`manager_id=${ada?.id}&sort=-name`)).toEqual([
      "Priya Shah",
      "Kwame Osei",
      "Jamie Rivera",
    ]);
  });

  it("pages by cursor without repeating or skipping rows when others are added meanwhile", async () => {
    const { as } = await tenant();
    for (const name of ["Anna", "Bert", "Cleo", "Dana", "Emil", "Fay"]) {
      await add(as, { name: `${name} Page`, department: "Paging" });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const query: string = `department=Paging&limit=2&sort=-name${cursor ? `&cursor=${cursor}` : ""}`;
      const page = jsonOf(await as("GET", `/api/workspace/people?${query}`));
      expect(page.total).toBe(6 + round);
      seen.push(...page.items.map((person: Person) => person.name));
      cursor = page.next_cursor;
      // A row sorting before the cursor appears on no later page; one after it does.
      if (round === 0) await add(as, { name: "Zed Page", department: "Paging" });
      round = round === 0 ? 1 : round;
    } while (cursor);
    expect(seen).toEqual([
      "Fay Page",
      "Emil Page",
      "Dana Page",
      "Cleo Page",
      "Bert Page",
      "Anna Page",
    ]);
    const byCreation = jsonOf(
      await as("GET", "/api/workspace/people?department=Paging&limit=3&sort=created_at"),
    );
    const next = jsonOf(
      await as(
        "GET",
        `/api/workspace/people?department=Paging&limit=3&sort=created_at&cursor=${byCreation.next_cursor}`,
      ),
    );
    expect(
      new Set([...byCreation.items, ...next.items].map((person: Person) => person.id)).size,
    ).toBe(6);
    expectDetail(
      await as(
        "GET",
        `/api/workspace/people?department=Paging&sort=name&cursor=${byCreation.next_cursor}`,
      ),
      422,
      /^cursor:/,
    );
  });

  it("refuses changes while the workspace is read-only", async () => {
    const { as, trial } = await tenant();
    const person = await add(as, { name: "Before expiry" });
    await setTrialStatus(app, trial.id, "expired");
    expectDetail(await as("POST", "/api/workspace/people", { name: "New" }), 403, trialEndedDetail);
    expectDetail(
      await as("PATCH", `/api/workspace/people/${person.id}`, { name: "Renamed" }),
      403,
      trialEndedDetail,
    );
    expect(jsonOf(await as("GET", `/api/workspace/people/${person.id}`)).name).toBe(
      "Before expiry",
    );
  });
});
