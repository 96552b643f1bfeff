import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp, asTableOwner } from "../../../test-support/test-app.ts";
import { trials } from "../../account/trials/schema.ts";
import { workspaces } from "../core/schema.ts";
import { workspaceTenant } from "../../../test-support/workspace.ts";
import { historyEvents } from "./schema.ts";
import { changedFields, listHistory, record } from "./service.ts";

describe("changedFields", () => {
  it("lists the fields whose values differ, as text, dates as ISO", () => {
    const at = new Date("2026-03-02T09:00:00.000Z");
    expect(
      changedFields(
        { name: "Ada", size: 1, seen: null, since: at },
        { name: "Ada", size: 2, seen: at, since: new Date(at) },
        ["name", "size", "seen", "since"],
      ),
    ).toEqual([
      { field: "size", oldValue: "1", newValue: "2" },
      { field: "seen", oldValue: null, newValue: at.toISOString() },
    ]);
  });
});

/** The trigger's refusal, whichever driver wrapped it. */
async function refusedAsAppendOnly(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    messages.push(current.message);
  }
  expect(messages.join(" | ")).toMatch(/history_events is append-only/);
}

describe.each(testDatabases)("history on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  async function tenantWithEvents(count = 3) {
    const tenant = await workspaceTenant(app, "history");
    const subjectId = crypto.randomUUID();
    const at = new Date("2026-03-02T09:00:00.000Z");
    await record(
      app.db.orm,
      Array.from({ length: count }, (_, index) => ({
        tenantId: tenant.workspace.id,
        subjectType: "asset" as const,
        subjectId,
        actor: { userId: tenant.owner.id, name: "Ada Okafor" },
        at,
        action: "updated" as const,
        field: "name",
        oldValue: `v${index}`,
        newValue: `v${index + 1}`,
      })),
    );
    return { ...tenant, subjectId };
  }

  /** The events a test recorded (sample people and assets have events of their own). */
  const eventsOf = (tenantId: string) =>
    app.db.orm
      .select()
      .from(historyEvents)
      .where(and(eq(historyEvents.tenantId, tenantId), eq(historyEvents.action, "updated")));

  it("refuses to update a recorded event, at the database", async () => {
    const { workspace } = await tenantWithEvents(1);
    await refusedAsAppendOnly(
      app.db.orm
        .update(historyEvents)
        .set({ newValue: "forged" })
        .where(eq(historyEvents.tenantId, workspace.id)),
    );
    expect((await eventsOf(workspace.id)).map((row) => row.newValue)).toEqual(["v1"]);
  });

  it("refuses to delete or truncate history while its workspace exists", async () => {
    const { workspace } = await tenantWithEvents(2);
    await refusedAsAppendOnly(
      app.db.orm.delete(historyEvents).where(eq(historyEvents.tenantId, workspace.id)),
    );
    // The runtime roles may not truncate at all; even the owner meets the append-only trigger.
    await refusedAsAppendOnly(asTableOwner(app, sql`truncate history_events`));
    expect(await eventsOf(workspace.id)).toHaveLength(2);
  });

  it("goes with its workspace when the workspace is deleted", async () => {
    const { workspace, trial } = await tenantWithEvents(2);
    const other = await tenantWithEvents(1);
    await app.db.orm.delete(trials).where(eq(trials.id, trial.id));
    expect(
      await app.db.orm.select().from(workspaces).where(eq(workspaces.id, workspace.id)),
    ).toEqual([]);
    expect(await eventsOf(workspace.id)).toEqual([]);
    expect(await eventsOf(other.workspace.id)).toHaveLength(1);
  });

  it("goes with the account that owns the workspace, and survives its actor's account", async () => {
    const a = await tenantWithEvents(1);
    const b = await tenantWithEvents(1);
    // An actor of B's history whose account goes: the event stays, with the name it had.
    await record(app.db.orm, [
      {
        tenantId: b.workspace.id,
        subjectType: "asset",
        subjectId: b.subjectId,
        actor: { userId: a.owner.id, name: "Former technician" },
        at: new Date(),
        action: "checked_in",
      },
    ]);
    await app.db.orm.delete(users).where(eq(users.id, a.owner.id));
    expect(await eventsOf(a.workspace.id)).toEqual([]);
    const kept = await app.db.orm
      .select()
      .from(historyEvents)
      .where(
        and(eq(historyEvents.tenantId, b.workspace.id), eq(historyEvents.action, "checked_in")),
      );
    expect(kept).toMatchObject([{ actorUserId: a.owner.id, actorName: "Former technician" }]);
  });

  it("pages a subject's events newest first by cursor", async () => {
    const { workspace, subjectId } = await tenantWithEvents(5);
    const subject = { tenantId: workspace.id, type: "asset" as const, id: subjectId };
    const first = await listHistory(app.db.orm, subject, { limit: 2 });
    expect(first.items.map((event) => event.new_value)).toEqual(["v5", "v4"]);
    const second = await listHistory(app.db.orm, subject, {
      limit: 2,
      cursor: first.next_cursor ?? "",
    });
    expect(second.items.map((event) => event.new_value)).toEqual(["v3", "v2"]);
    const last = await listHistory(app.db.orm, subject, {
      limit: 2,
      cursor: second.next_cursor ?? "",
    });
    expect(last.items.map((event) => event.new_value)).toEqual(["v1"]);
    expect(last.next_cursor).toBeNull();
    // Another tenant asking for the same subject id sees nothing.
    const other = await workspaceTenant(app, "history-other");
    const foreign = await listHistory(
      app.db.orm,
      { ...subject, tenantId: other.workspace.id },
      { limit: 10 },
    );
    expect(foreign.items).toEqual([]);
  });
});
