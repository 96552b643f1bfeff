import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  workspaceTenant,
  type Call,
} from "../../../test-support/workspace.ts";
import { checkInSeatsOf, seatsHeldBy } from "./service.ts";

type Row = { id: string; name: string; [field: string]: unknown };

describe.each(testDatabases)("licence seats on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const tenant = (prefix = "seats") => workspaceTenant(app, prefix);
  const add = async (as: Call, path: string, body: Record<string, unknown>): Promise<Row> =>
    jsonOf(await as("POST", `/api/workspace/${path}`, body), 201);
  const seatsUrl = (license: Row) => `/api/workspace/licenses/${license.id}/seats`;
  const checkOut = (as: Call, license: Row, body: Record<string, unknown>) =>
    as("POST", seatsUrl(license), body);
  const license = (as: Call, seats: number) =>
    add(as, "licenses", { name: `Seats ${seats}`, seats });
  const person = (as: Call, name: string) => add(as, "people", { name });
  const firstAsset = async (as: Call) =>
    (jsonOf(await as("GET", "/api/workspace/assets")).items as Row[])[0] as Row;

  it("checks seats out to people and assets, up to the seats bought (409 after)", async () => {
    const { as } = await tenant();
    const twoSeats = await license(as, 2);
    const ann = await person(as, "Ann Seat");
    const asset = await firstAsset(as);
    const toAnn = jsonOf(
      await checkOut(as, twoSeats, { person_id: ann.id, note: "Onboarding" }),
      201,
    );
    expect(toAnn).toMatchObject({
      license_id: twoSeats.id,
      person_id: ann.id,
      person_name: "Ann Seat",
      asset_id: null,
      note: "Onboarding",
      checked_in_at: null,
    });
    const toAsset = jsonOf(await checkOut(as, twoSeats, { asset_id: asset.id }), 201);
    expect(toAsset).toMatchObject({ asset_id: asset.id, asset_name: asset.name, person_id: null });

    const bob = await person(as, "Bob Seat");
    expectDetail(await checkOut(as, twoSeats, { person_id: bob.id }), 409, /All 2 seats/);
    expect(jsonOf(await as("GET", `/api/workspace/licenses/${twoSeats.id}`))).toMatchObject({
      seats_used: 2,
    });

    // Checking one in frees it; checking it in again is a conflict.
    const checkin = `${seatsUrl(twoSeats)}/${toAnn.id}/checkin`;
    expect(jsonOf(await as("POST", checkin)).checked_in_at).not.toBeNull();
    expectDetail(await as("POST", checkin), 409, /already checked in/);
    jsonOf(await checkOut(as, twoSeats, { person_id: bob.id }), 201);
    const held = jsonOf(await as("GET", seatsUrl(twoSeats))) as Row[];
    expect(held.map((seat) => seat.person_name ?? seat.asset_name)).toEqual([
      asset.name,
      "Bob Seat",
    ]);

    const history = jsonOf(await as("GET", `/api/workspace/licenses/${twoSeats.id}/history`));
    expect(
      history.items.map((event: Row) => [
        event.action,
        event.field,
        event.old_value,
        event.new_value,
        event.note,
      ]),
    ).toEqual([
      ["checked_out", "person", null, "Bob Seat", null],
      ["checked_in", "person", "Ann Seat", null, null],
      ["checked_out", "asset", null, asset.name, null],
      ["checked_out", "person", null, "Ann Seat", "Onboarding"],
      ["created", null, null, null, null],
    ]);
  });

  it("names the holder field of bad input, and refuses a second seat to one holder", async () => {
    const { as } = await tenant();
    const seats = await license(as, 5);
    const ann = await person(as, "Ann Twice");
    const asset = await firstAsset(as);
    for (const body of [{}, { person_id: ann.id, asset_id: asset.id }, { person_id: "nope" }]) {
      expectDetail(await checkOut(as, seats, body), 422, /person_id/);
    }
    expectDetail(await checkOut(as, seats, { person_id: ann.id, extra: 1 }), 422, /extra/);
    jsonOf(await checkOut(as, seats, { person_id: ann.id }), 201);
    expectDetail(
      await checkOut(as, seats, { person_id: ann.id }),
      409,
      /^person_id: .*already holds/,
    );
    jsonOf(await checkOut(as, seats, { asset_id: asset.id }), 201);
    expectDetail(
      await checkOut(as, seats, { asset_id: asset.id }),
      409,
      /^asset_id: .*already holds/,
    );

    const gone = await person(as, "Gone Person");
    jsonOf(await as("PATCH", `/api/workspace/people/${gone.id}`, { status: "left" }));
    expectDetail(await checkOut(as, seats, { person_id: gone.id }), 409, /^person_id: .*has left/);
  });

  it("never exceeds the seats when checkouts arrive at the same time", async () => {
    const { as } = await tenant();
    const threeSeats = await license(as, 3);
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, index) => person(as, `Racer ${index}`)),
    );
    const answers = await Promise.all(
      people.map((racer) => checkOut(as, threeSeats, { person_id: racer.id })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(jsonOf(await as("GET", `/api/workspace/licenses/${threeSeats.id}`)).seats_used).toBe(3);
    expect(jsonOf(await as("GET", seatsUrl(threeSeats)))).toHaveLength(3);

    // The same holder twice at once: one seat.
    const four = await license(as, 4);
    const twice = await Promise.all(
      Array.from({ length: 4 }, () => checkOut(as, four, { person_id: people[0]?.id })),
    );
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it("lists the seats a person or asset holds, and checks a leaver's seats in", async () => {
    const { as, workspace, owner } = await tenant();
    const people = jsonOf(await as("GET", "/api/workspace/people?q=ada")).items as Row[];
    const ada = people[0] as Row;
    const extra = await add(as, "licenses", {
      name: "Adobe Acrobat",
      seats: 2,
      expires_on: "2027-06-30",
    });
    jsonOf(await checkOut(as, extra, { person_id: ada.id }), 201);

    const held = jsonOf(await as("GET", `/api/workspace/licenses/seats?person_id=${ada.id}`));
    expect(held.map((seat: Row) => [seat.license_name, seat.license_expires_on])).toEqual([
      ["Adobe Acrobat", "2027-06-30"],
      ["Microsoft 365 Business Premium", expect.any(String)],
    ]);
    expect(await seatsHeldBy(app.db.orm, workspace.id, { personId: ada.id })).toEqual(held);
    const asset = await firstAsset(as);
    expect(jsonOf(await as("GET", `/api/workspace/licenses/seats?asset_id=${asset.id}`))).toEqual(
      [],
    );
    expectDetail(await as("GET", "/api/workspace/licenses/seats"), 422, /person_id/);

    const actor = { userId: owner.id, name: "Offboarding test" };
    const returned = await app.db.orm.transaction((tx) =>
      checkInSeatsOf(tx, workspace.id, ada.id, actor, new Date()),
    );
    expect(returned.map((seat) => seat.license_name)).toEqual([
      "Adobe Acrobat",
      "Microsoft 365 Business Premium",
    ]);
    expect(returned.every((seat) => seat.checked_in_at !== null)).toBe(true);
    expect(jsonOf(await as("GET", `/api/workspace/licenses/seats?person_id=${ada.id}`))).toEqual(
      [],
    );
    const history = jsonOf(await as("GET", `/api/workspace/licenses/${extra.id}/history`));
    expect(history.items[0]).toMatchObject({
      action: "checked_in",
      field: "person",
      old_value: "Ada Okafor",
      actor_name: "Offboarding test",
    });
    // Nothing left to return: nothing recorded.
    expect(
      await app.db.orm.transaction((tx) =>
        checkInSeatsOf(tx, workspace.id, ada.id, actor, new Date()),
      ),
    ).toEqual([]);
  });

  it("reaches no other workspace's licence, seat, person or asset (404)", async () => {
    const a = await tenant("seats-a");
    const b = await tenant("seats-b");
    const mine = await license(a.as, 5);
    const theirs = await license(b.as, 5);
    const myPerson = await person(a.as, "Mine");
    const theirPerson = await person(b.as, "Theirs");
    const theirAsset = await firstAsset(b.as);
    const theirSeat = jsonOf(await checkOut(b.as, theirs, { person_id: theirPerson.id }), 201);

    expectDetail(
      await checkOut(a.as, theirs, { person_id: myPerson.id }),
      404,
      "No such licence in this workspace",
    );
    expectDetail(
      await checkOut(a.as, mine, { person_id: theirPerson.id }),
      404,
      "No such person in this workspace",
    );
    expectDetail(
      await checkOut(a.as, mine, { asset_id: theirAsset.id }),
      404,
      "No such asset in this workspace",
    );
    for (const url of [
      `${seatsUrl(mine)}/${theirSeat.id}/checkin`,
      `${seatsUrl(theirs)}/${theirSeat.id}/checkin`,
    ]) {
      expect((await a.as("POST", url)).statusCode).toBe(404);
    }
    expectDetail(
      await a.as("GET", `/api/workspace/licenses/seats?person_id=${theirPerson.id}`),
      404,
      "No such person in this workspace",
    );
    expect(jsonOf(await b.as("GET", seatsUrl(theirs)))).toHaveLength(1);
    expect(jsonOf(await a.as("GET", seatsUrl(mine)))).toEqual([]);
  });
});
