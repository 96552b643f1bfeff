import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, outbox } from "../../../db/schema.ts";
import { eventually, movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { teamWorkspace } from "../../../test-support/workspace.ts";
import { reminderCron, reminderQueue } from "./worker.ts";

/* The job wiring: the schedule pg-boss keeps, and a job of the queue running the digests. */

describe.each(testDatabases)("the daily reminders job on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock(new Date("2026-08-20T07:00:00.000Z"));

  beforeAll(async () => {
    app = await createTestApp(database, {
      clock: time.clock,
      // The cron pass runs, as in production.
      jobs: { schedule: true },
      reminders: { pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(() => app.close());

  it("is scheduled every day at 07:00 UTC, catching up once after a gap", async () => {
    const schedules = await app.jobs.getSchedules(reminderQueue);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({
      cron: reminderCron,
      timezone: "UTC",
      options: { missed: "once" },
    });
    expect(reminderCron).toBe("0 7 * * *");
  });

  it("runs the digests when its job comes", async () => {
    const team = await teamWorkspace(app, "job");
    await app.jobs.send(reminderQueue, {});
    const mail = await eventually(async () => {
      const [row] = await app.db.orm
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.recipient, team.owner.email.toLowerCase()),
            eq(outbox.template, "workspace-digest"),
          ),
        );
      return row;
    });
    expect(mail.subject).toBe(`${team.workspace.name}: 2 items due`);
    const notices = await app.db.orm
      .select()
      .from(notifications)
      .where(eq(notifications.userId, team.owner.id));
    expect(notices.filter((notice) => notice.kind === "workspace.digest")).toHaveLength(1);
  });
});
