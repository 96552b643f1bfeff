import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp, asTableOwner } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  idOf,
  workspaceRequests,
  jsonOf,
  named,
} from "../../../test-support/workspace.ts";

type Row = { id: string; name: string; [field: string]: unknown };

describe.each(testDatabases)("asset bulk actions on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const { tenant } = workspaceRequests(() => app);
  it("changes a selection or every matching asset in one go, with a history event each", async () => {
    const { as } = await tenant();
    const storage = await idOf(as, "locations", "Storage room");
    const laptops = jsonOf(await as("GET", "/api/workspace/assets?q=laptop")).items as Row[];
    const moved = jsonOf(
      await as("POST", "/api/workspace/assets/bulk", {
        ids: laptops.map((a) => a.id),
        action: { type: "set_location", location_id: storage },
      }),
    );
    expect(moved.matched).toBe(laptops.length);
    const inStorage = jsonOf(await as("GET", `/api/workspace/assets?location_id=${storage}`));
    expect(inStorage.total).toBeGreaterThanOrEqual(laptops.length);

    const result = jsonOf(
      await as("POST", "/api/workspace/assets/bulk", {
        filter: { checked_out: "true" },
        action: { type: "checkin" },
      }),
    );
    expect(result).toEqual({ matched: 4, changed: 4, unchanged: 0 });
    expect(jsonOf(await as("GET", "/api/workspace/assets?checked_out=true")).total).toBe(0);
    const retired = jsonOf(
      await as("POST", "/api/workspace/assets/bulk", { filter: {}, action: { type: "retire" } }),
    );
    expect(retired).toEqual({ matched: 6, changed: 6, unchanged: 0 });
    const again = jsonOf(
      await as("POST", "/api/workspace/assets/bulk", { filter: {}, action: { type: "retire" } }),
    );
    expect(again).toEqual({ matched: 6, changed: 0, unchanged: 6 });
  });

  it("changes nothing when one id is not the workspace's or the action is invalid", async () => {
    const a = await tenant("bulk-a");
    const b = await tenant("bulk-b");
    const mine = (jsonOf(await a.as("GET", "/api/workspace/assets")).items as Row[]).map(
      (x) => x.id,
    );
    const theirs = (jsonOf(await b.as("GET", "/api/workspace/assets")).items as Row[])[0]!.id;
    expectDetail(
      await a.as("POST", "/api/workspace/assets/bulk", {
        ids: [...mine, theirs],
        action: { type: "retire" },
      }),
      404,
      /not in this workspace/,
    );
    const theirLabel = await named(b.as, "status-labels", "Pending");
    expectDetail(
      await a.as("POST", "/api/workspace/assets/bulk", {
        ids: mine,
        action: { type: "set_status", status_label_id: theirLabel.id },
      }),
      422,
      /^action\.status_label_id/,
    );
    expect(jsonOf(await a.as("GET", "/api/workspace/assets?status_kind=archived")).total).toBe(0);
    expect(jsonOf(await b.as("GET", "/api/workspace/assets?status_kind=archived")).total).toBe(0);
  });

  it("rolls every change back when a write fails half-way", async () => {
    const { as } = await tenant("bulk-rollback");
    const storage = await idOf(as, "locations", "Storage room");
    const before = jsonOf(await as("GET", `/api/workspace/assets?location_id=${storage}`)).total;
    const [last] = jsonOf(await as("GET", "/api/workspace/assets?sort=-asset_tag&limit=1")).items;
    // The history of the last asset cannot be written: its update already ran, and others'.
    await asTableOwner(
      app,
      sql.raw(`create function fail_history() returns trigger language plpgsql as $$
        begin if new.subject_id = '${last.id}' then raise exception 'disk full'; end if;
        return new; end $$`),
    );
    await asTableOwner(
      app,
      sql.raw(`create trigger fail_history before insert on history_events
        for each row execute function fail_history()`),
    );
    try {
      const response = await as("POST", "/api/workspace/assets/bulk", {
        filter: {},
        action: { type: "set_location", location_id: storage },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await asTableOwner(app, sql.raw("drop trigger fail_history on history_events"));
      await asTableOwner(app, sql.raw("drop function fail_history()"));
    }
    expect(jsonOf(await as("GET", `/api/workspace/assets?location_id=${storage}`)).total).toBe(
      before,
    );
  });
});
