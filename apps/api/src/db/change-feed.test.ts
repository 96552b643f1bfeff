import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test-support/accounts.ts";
import { testDatabases } from "../test-support/databases.ts";
import { accessChannel, changeFeedConnectionName } from "./change-feed.ts";
import type { Database } from "./client.ts";
import { users } from "./schema.ts";
import { asOwner } from "./scope.ts";

/** Subscribes to the feed and records what it reports. */
function record(database: Database) {
  const seen = { tags: [] as string[], resets: 0 };
  const stop = database.changes.subscribe({
    changed: (tag) => void seen.tags.push(tag),
    reset: () => void seen.resets++,
  });
  return { seen, stop };
}

describe.each(testDatabases)("the change feed on $name", ({ name, open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    await database.migrate();
  });
  afterAll(() => database?.close());

  const notify = (tag: string) =>
    database.orm.execute(sql`select pg_notify(${accessChannel}, ${tag})`);

  it("has reported every change committed before settled() was called when it resolves", async () => {
    const { seen, stop } = record(database);
    try {
      await eventually(async () => database.changes.live || undefined);
      // Committed on another connection of the pool (PostgreSQL), right before asking.
      for (let round = 0; round < 25; round++) {
        await notify(`u:round-${round}`);
        expect(await database.changes.settled()).toBe(true);
        expect(seen.tags).toContain(`u:round-${round}`);
      }
    } finally {
      stop();
    }
  });

  it("reports the rows the triggers watch, and forgets everything on a TRUNCATE", async () => {
    const { seen, stop } = record(database);
    try {
      await eventually(async () => database.changes.live || undefined);
      const [user] = await database.orm
        .insert(users)
        .values({
          username: "feed",
          email: "feed@example.com",
          passwordHash: "x",
          role: "customer",
        })
        .returning({ id: users.id });
      await database.orm.update(users).set({ firstName: "Feed" }).where(eq(users.id, user!.id));
      expect(await database.changes.settled()).toBe(true);
      expect(seen.tags).toEqual([`u:${user!.id}`]);

      // Truncating is the owner's right; the runtime roles may only delete rows.
      await asOwner(() => database.orm.execute(sql`truncate sessions`));
      await database.changes.settled();
      expect(seen.resets).toBe(1);
    } finally {
      stop();
    }
  });

  it.runIf(name === "postgres")(
    "stops answering and forgets everything when its connection drops, then reconnects",
    async () => {
      const { seen, stop } = record(database);
      try {
        await eventually(async () => database.changes.live || undefined);
        await asOwner(() =>
          database.orm.execute(
            sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
              where application_name = ${changeFeedConnectionName} and datname = current_database()`,
          ),
        );
        await eventually(async () => (seen.resets >= 1 ? true : undefined));
        expect(await database.changes.settled()).toBe(database.changes.live);

        // Back by itself, starting again from empty caches.
        await eventually(async () => (database.changes.live && seen.resets >= 2) || undefined);
        await notify("u:after-reconnect");
        expect(await database.changes.settled()).toBe(true);
        expect(seen.tags).toContain("u:after-reconnect");
      } finally {
        stop();
      }
    },
  );
});
