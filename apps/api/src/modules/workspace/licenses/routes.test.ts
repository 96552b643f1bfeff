import { trialEndedDetail } from "@fleetward/contracts/workspaces";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { days } from "../../../lib/clock.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  workspaceTenant,
  type Call,
  setTrialStatus,
} from "../../../test-support/workspace.ts";

type License = { id: string; name: string; [field: string]: unknown };
type Named = { id: string; name: string };

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + days(offsetDays)).toISOString().slice(0, 10);

describe.each(testDatabases)("workspace licences on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const tenant = (prefix = "licences") => workspaceTenant(app, prefix);
  const add = async (as: Call, license: Record<string, unknown>): Promise<License> =>
    jsonOf(await as("POST", "/api/workspace/licenses", license), 201);
  const names = async (as: Call, query: string) =>
    (jsonOf(await as("GET", `/api/workspace/licenses?${query}`)).items as License[]).map(
      (license) => license.name,
    );
  const manufacturer = async (as: Call, name: string) =>
    (jsonOf(await as("GET", "/api/workspace/manufacturers")) as Named[]).find(
      (maker) => maker.name === name,
    );

  it("starts with the sample licence, two of its seats checked out", async () => {
    const { as } = await tenant();
    const page = jsonOf(await as("GET", "/api/workspace/licenses"));
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      name: "Microsoft 365 Business Premium",
      seats: 25,
      seats_used: 2,
      over_allocated: false,
      has_product_key: false,
      purchase_cost: "6600.00",
      currency: "EUR",
    });
    const seats = jsonOf(await as("GET", `/api/workspace/licenses/${page.items[0].id}/seats`));
    expect(seats.map((seat: { person_name: string }) => seat.person_name).sort()).toEqual([
      "Ada Okafor",
      "Jamie Rivera",
    ]);
  });

  it("adds, reads and edits a licence, recording each change with its actor", async () => {
    const { as, owner } = await tenant();
    const apple = await manufacturer(as, "Apple");
    const created = await add(as, {
      name: "Final Cut Pro",
      manufacturer_id: apple?.id,
      seats: 5,
      licensed_to_name: "Design team",
      licensed_to_email: " Design@Example.com ",
      purchase_date: "2026-01-10",
      purchase_cost: "1495.5",
      currency: "eur",
      order_number: "PO-7781",
      supplier: "Apple Store for Business",
      expires_on: "",
      notes: "Volume purchase",
    });
    expect(created).toMatchObject({
      name: "Final Cut Pro",
      manufacturer_name: "Apple",
      seats: 5,
      seats_used: 0,
      licensed_to_email: "design@example.com",
      purchase_cost: "1495.50",
      currency: "EUR",
      expires_on: null,
      has_product_key: false,
    });
    expect(jsonOf(await as("GET", `/api/workspace/licenses/${created.id}`))).toEqual(created);

    const edited = jsonOf(
      await as("PATCH", `/api/workspace/licenses/${created.id}`, {
        seats: 8,
        expires_on: "2027-01-10",
        supplier: null,
      }),
    );
    expect(edited).toMatchObject({ seats: 8, expires_on: "2027-01-10", supplier: null });

    const history = jsonOf(await as("GET", `/api/workspace/licenses/${created.id}/history`));
    expect(
      history.items.map((event: Record<string, unknown>) => [
        event.action,
        event.field,
        event.old_value,
        event.new_value,
      ]),
    ).toEqual([
      ["updated", "expires_on", null, "2027-01-10"],
      ["updated", "supplier", "Apple Store for Business", null],
      ["updated", "seats", "5", "8"],
      ["created", null, null, null],
    ]);
    expect(history.items[0]).toMatchObject({
      subject_type: "license",
      actor_user_id: owner.id,
      actor_name: owner.username,
    });
  });

  it("names the field of bad input (422)", async () => {
    const { as } = await tenant();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ seats: 1 }, /name/],
      [{ name: "", seats: 1 }, /name/],
      [{ name: "X" }, /seats/],
      [{ name: "X", seats: 0 }, /seats/],
      [{ name: "X", seats: 2.5 }, /seats/],
      [{ name: "X", seats: "3" }, /seats/],
      [{ name: "X", seats: 1, purchase_cost: "-4" }, /purchase_cost/],
      [{ name: "X", seats: 1, purchase_cost: "12.345", currency: "EUR" }, /purchase_cost/],
      [{ name: "X", seats: 1, currency: "euro" }, /currency/],
      [{ name: "X", seats: 1, expires_on: "2026-02-31" }, /expires_on/],
      [{ name: "X", seats: 1, licensed_to_email: "nope" }, /licensed_to_email/],
      [{ name: "X", seats: 1, manufacturer_id: "nope" }, /manufacturer_id/],
      [{ name: "X", seats: 1, surprise: true }, /surprise/],
      [
        { name: "X", seats: 1, purchase_date: "2026-05-01", expires_on: "2026-04-30" },
        /^expires_on:/,
      ],
    ];
    for (const [payload, field] of cases) {
      expectDetail(await as("POST", "/api/workspace/licenses", payload), 422, field);
    }
    const license = await add(as, {
      name: "Costed",
      seats: 1,
      purchase_cost: "10",
      currency: "GBP",
    });
    // Clearing the currency of a cost puts the cost in the workspace's (docs/decisions/0045).
    const cleared = jsonOf(
      await as("PATCH", `/api/workspace/licenses/${license.id}`, { currency: "" }),
    );
    expect(cleared.currency).toBe("EUR");
    expectDetail(
      await as("PATCH", `/api/workspace/licenses/${license.id}`, { seats: null }),
      422,
      /seats/,
    );
    expectDetail(
      await as("GET", "/api/workspace/licenses?cursor=bm90LWEtY3Vyc29y"),
      422,
      /^cursor:/,
    );
    expectDetail(
      await as("GET", "/api/workspace/licenses?expiring_within_days=-1"),
      422,
      /expiring/,
    );
  });

  it("searches, filters by manufacturer, expiry and over-allocation, and sorts", async () => {
    const { as } = await tenant();
    const lenovo = await manufacturer(as, "Lenovo");
    await add(as, {
      name: "Vantage Pro",
      seats: 3,
      manufacturer_id: lenovo?.id,
      expires_on: isoDay(10),
    });
    await add(as, { name: "Old CAD 50%", seats: 2, expires_on: isoDay(-5), supplier: "Q_Soft" });
    await add(as, { name: "Perpetual tool", seats: 1, order_number: "PO-ZZ9" });
    expect(await names(as, "q=vantage")).toEqual(["Vantage Pro"]);
    expect(await names(as, "q=po-zz")).toEqual(["Perpetual tool"]);
    expect(await names(as, "q=50%25")).toEqual(["Old CAD 50%"]);
    expect(await names(as, "q=q_s")).toEqual(["Old CAD 50%"]);
    expect(await names(as, "q=q%25s")).toEqual([]);
    expect(await names(as, `manufacturer_id=${lenovo?.id}`)).toEqual(["Vantage Pro"]);
    // Expired already, or within 30 days; the sample expires in about 11 months.
    expect(await names(as, "expiring_within_days=30&sort=expires_on")).toEqual([
      "Old CAD 50%",
      "Vantage Pro",
    ]);
    expect(await names(as, "expiring_within_days=0")).toEqual(["Old CAD 50%"]);
    // No expiry sorts after every date, both ways round.
    expect(await names(as, "sort=expires_on")).toEqual([
      "Old CAD 50%",
      "Vantage Pro",
      "Microsoft 365 Business Premium",
      "Perpetual tool",
    ]);
    expect((await names(as, "sort=-expires_on"))[0]).toBe("Perpetual tool");
    expect(await names(as, "sort=-seats_used&limit=1")).toEqual(["Microsoft 365 Business Premium"]);
    expect(await names(as, "sort=seats")).toEqual([
      "Perpetual tool",
      "Old CAD 50%",
      "Vantage Pro",
      "Microsoft 365 Business Premium",
    ]);

    // Lowering the seats below those in use is allowed, and flagged.
    const sample = (
      jsonOf(await as("GET", "/api/workspace/licenses?q=microsoft")).items as License[]
    )[0];
    const lowered = jsonOf(
      await as("PATCH", `/api/workspace/licenses/${sample?.id}`, { seats: 1 }),
    );
    expect(lowered).toMatchObject({ seats: 1, seats_used: 2, over_allocated: true });
    expect(await names(as, "over_allocated=true")).toEqual(["Microsoft 365 Business Premium"]);
    expect(await names(as, "over_allocated=false")).toHaveLength(3);
  });

  it("pages by cursor on every sort without repeating or skipping licences", async () => {
    const { as } = await tenant();
    for (const [index, name] of ["Anna", "Bert", "Cleo", "Dana", "Emil"].entries()) {
      await add(as, {
        name: `${name} Paging`,
        seats: (index % 2) + 1,
        expires_on: index % 2 ? isoDay(index) : null,
        notes: "paging",
      });
    }
    for (const sort of [
      "name",
      "-name",
      "expires_on",
      "-expires_on",
      "seats",
      "-seats_used",
      "created_at",
    ]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `q=paging&limit=2&sort=${sort}${cursor ? `&cursor=${cursor}` : ""}`;
        const page = jsonOf(await as("GET", `/api/workspace/licenses?${query}`));
        expect(page.total).toBe(5);
        seen.push(...page.items.map((license: License) => license.name));
        cursor = page.next_cursor;
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(5);
      expect(seen, sort).toHaveLength(5);
    }
    const first = jsonOf(await as("GET", "/api/workspace/licenses?q=paging&limit=2&sort=seats"));
    expectDetail(
      await as("GET", `/api/workspace/licenses?q=paging&sort=name&cursor=${first.next_cursor}`),
      422,
      /^cursor:/,
    );
  });

  it("keeps each workspace's licences to itself", async () => {
    const a = await tenant("licences-a");
    const b = await tenant("licences-b");
    const theirs = await add(b.as, { name: "B's licence", seats: 3 });
    const theirMaker = await manufacturer(b.as, "Apple");
    for (const [method, url, payload] of [
      ["GET", `/api/workspace/licenses/${theirs.id}`],
      ["PATCH", `/api/workspace/licenses/${theirs.id}`, { name: "Taken over" }],
      ["GET", `/api/workspace/licenses/${theirs.id}/history`],
      ["GET", `/api/workspace/licenses/${theirs.id}/seats`],
      ["POST", `/api/workspace/licenses/${theirs.id}/product-key/reveal`],
    ] as const) {
      expectDetail(await a.as(method, url, payload), 404, "No such licence in this workspace");
    }
    expectDetail(
      await a.as("POST", "/api/workspace/licenses", {
        name: "X",
        seats: 1,
        manufacturer_id: theirMaker?.id,
      }),
      422,
      /^manufacturer_id:/,
    );
    expect(await names(a.as, "q=licence")).toEqual([]);
    expect(jsonOf(await b.as("GET", `/api/workspace/licenses/${theirs.id}`)).name).toBe(
      "B's licence",
    );
  });

  it("refuses changes while the workspace is read-only", async () => {
    const { as, trial } = await tenant();
    const license = await add(as, { name: "Before expiry", seats: 2 });
    await setTrialStatus(app, trial.id, "expired");
    expectDetail(
      await as("POST", "/api/workspace/licenses", { name: "New", seats: 1 }),
      403,
      trialEndedDetail,
    );
    expectDetail(
      await as("PATCH", `/api/workspace/licenses/${license.id}`, { name: "Renamed" }),
      403,
      trialEndedDetail,
    );
    expect(jsonOf(await as("GET", `/api/workspace/licenses/${license.id}`)).name).toBe(
      "Before expiry",
    );
  });
});
