import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { trialEndedDetail } from "@fleetward/contracts/workspaces";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeFeedConnectionName } from "../db/change-feed.ts";
import { sessions, users, workspaceMembers, workspaces } from "../db/schema.ts";
import { hours, minutes } from "../lib/clock.ts";
import { setTrialStatus, expectDetail, teamWorkspace } from "../test-support/workspace.ts";
import { clientAddressSeries, eventually, movableClock } from "../test-support/accounts.ts";
import { signedUpCustomer, signIn, type Customer } from "../test-support/customers.ts";
import { testDatabases } from "../test-support/databases.ts";
import { createTestApp, asTableOwner } from "../test-support/test-app.ts";

/*
 * The session check and the workspace member check answer from memory (ADR 0020). These
 * tests show that they do, and that every way a session or a membership ends or changes
 * still takes effect on the very next request after the answer was cached.
 */
describe.each(testDatabases)("access caches on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();
  const nextClient = clientAddressSeries(0xcac);

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
    await eventually(async () => app.db.changes.live || undefined);
  });
  afterAll(() => app.close());

  const call = (
    token: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    body?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: nextClient(),
      ...(body ? { payload: body } : {}),
    });
  const me = (token: string) => call(token, "GET", "/api/user/me/details");

  /**
   * On PostgreSQL the notifications of earlier writes (the sign-up's) arrive a moment later,
   * and one arriving while an answer is read keeps that answer out of the cache: wait for
   * them first, so the next call certainly fills it.
   */
  const settle = async () => expect(await app.db.changes.settled()).toBe(true);

  /** A signed-in customer whose session the cache holds. */
  async function cachedCustomer(): Promise<Customer> {
    const customer = await signedUpCustomer(app, "cached");
    await settle();
    expect((await me(customer.token)).statusCode).toBe(200);
    expect((await me(customer.token)).statusCode).toBe(200);
    return customer;
  }

  /** Runs `change` with one of the notifying triggers off, as if nobody told the caches. */
  async function unreported(table: string, trigger: string, change: () => Promise<unknown>) {
    await asTableOwner(app, sql.raw(`alter table ${table} disable trigger ${trigger}`));
    try {
      await change();
    } finally {
      await asTableOwner(app, sql.raw(`alter table ${table} enable trigger ${trigger}`));
    }
  }
  const rename = (customer: Customer, firstName: string) =>
    app.db.orm.update(users).set({ firstName }).where(eq(users.id, customer.id));

  describe("the session check", () => {
    it("answers a session it has checked from memory; a reported change replaces it at once", async () => {
      const customer = await cachedCustomer();
      await unreported("users", "users_access_change", () => rename(customer, "Unreported"));
      expect((await me(customer.token)).json().first_name).toBeNull();

      await rename(customer, "Reported");
      expect((await me(customer.token)).json().first_name).toBe("Reported");
    });

    it("refuses a cached session on the very next request after signing out", async () => {
      const customer = await cachedCustomer();
      expect((await call(customer.token, "POST", "/api/customer/auth/logout")).statusCode).toBe(
        204,
      );
      expect((await me(customer.token)).statusCode).toBe(401);
    });

    it("refuses a cached session on the very next request after it is signed out elsewhere", async () => {
      const customer = await cachedCustomer();
      const other = await signIn(app, customer.email, customer.password);
      await settle();
      expect((await me(other)).statusCode).toBe(200);
      const list = (await call(customer.token, "GET", "/api/user/me/sessions")).json().items;
      const otherId = list.find((item: { current: boolean }) => !item.current).id;

      expect(
        (await call(customer.token, "DELETE", `/api/user/me/sessions/${otherId}`)).statusCode,
      ).toBe(204);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(customer.token)).statusCode).toBe(200);
    });

    it("ends the other cached sessions at once when the password changes, not this one", async () => {
      const customer = await cachedCustomer();
      const other = await signIn(app, customer.email, customer.password);
      await settle();
      expect((await me(other)).statusCode).toBe(200);
      const changed = await call(customer.token, "POST", "/api/user/me/password", {
        current_password: customer.password,
        new_password: `${customer.password}-renewed`,
      });
      expect(changed.statusCode, changed.body).toBe(204);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(customer.token)).statusCode).toBe(200);
    });

    it("refuses a cached session revoked by any writer, straight in the database", async () => {
      const customer = await cachedCustomer();
      await app.db.orm
        .update(sessions)
        .set({ revokedAt: time.clock() })
        .where(eq(sessions.userId, customer.id));
      expect((await me(customer.token)).statusCode).toBe(401);
    });

    it("shows changed details and refuses a deleted account at once", async () => {
      const customer = await cachedCustomer();
      const put = await call(customer.token, "PUT", "/api/user/me/details", {
        first_name: "Maria",
        last_name: "Keller",
        locale: "de",
      });
      expect(put.statusCode, put.body).toBe(200);
      expect((await me(customer.token)).json()).toMatchObject({ first_name: "Maria" });

      await app.db.orm.delete(users).where(eq(users.id, customer.id));
      expect((await me(customer.token)).statusCode).toBe(401);
    });

    it("still ends a cached session when it has been idle too long, and slides it while used", async () => {
      const customer = await cachedCustomer();
      time.advance(hours(1));
      expect((await me(customer.token)).statusCode).toBe(200);
      time.advance(hours(1) + minutes(30));
      expect((await me(customer.token)).statusCode).toBe(200);
      time.advance(hours(2));
      expect((await me(customer.token)).statusCode).toBe(401);
    });
  });

  describe("the workspace member check", () => {
    it("answers a member it has checked from memory; a reported change replaces it at once", async () => {
      const team = await teamWorkspace(app, "cache");
      const technician = await team.join("technician");
      const add = (assetName: string) =>
        team.as(technician, "POST", "/api/workspace/assets", { name: assetName });
      await settle();
      expect((await add("First")).statusCode).toBe(201);

      const demote = () =>
        app.db.orm
          .update(workspaceMembers)
          .set({ role: "viewer" })
          .where(eq(workspaceMembers.userId, technician.id));
      await unreported("workspace_members", "workspace_members_access_change", demote);
      expect((await add("Still a technician in memory")).statusCode).toBe(201);

      await demote();
      expectDetail(await add("Now refused"), 403, /you are a viewer/);
    });

    it("costs the request path no database statement once warm, and says so in Server-Timing", async () => {
      const team = await teamWorkspace(app, "timing");
      const viewer = await team.join("viewer");
      const read = () => team.as(viewer, "GET", "/api/workspace/licenses");
      const roundTrips = (response: { headers: Record<string, unknown> }) => {
        const timing = String(response.headers["server-timing"] ?? "");
        expect(timing).toMatch(/^access;dur=\d+\.\d{3};desc="\d+ database round trips"$/);
        return Number(/"(\d+) database/.exec(timing)?.[1]);
      };
      await settle();
      // Cold: the session, the member, the workspace and its trial are read.
      expect(roundTrips(await read())).toBeGreaterThan(0);
      // Warm: all from memory; PostgreSQL's barrier (NOTIFY and its echo) is the one trip
      // that keeps another instance's revocation immediate.
      const warm = database.name === "postgres" ? 1 : 0;
      for (let i = 0; i < 3; i++) expect(roundTrips(await read())).toBe(warm);
      // Nothing is said to a caller who is refused.
      const members = (await team.as(team.owner, "GET", "/api/workspace/members")).json();
      const member = members.find((m: { user_id: string }) => m.user_id === viewer.id);
      await team.as(team.owner, "DELETE", `/api/workspace/members/${member.id}`);
      const refused = await read();
      expect(refused.statusCode).toBe(404);
      expect(refused.headers["server-timing"]).toBeUndefined();
    });

    it("ends a cached membership on the next request when the member is removed, by any writer", async () => {
      const team = await teamWorkspace(app, "gone");
      const viewer = await team.join("viewer");
      const admin = await team.join("admin");
      await settle();
      expect((await team.as(viewer, "GET", "/api/workspace/assets")).statusCode).toBe(200);
      expect((await team.as(admin, "GET", "/api/workspace/assets")).statusCode).toBe(200);

      const members = (await team.as(team.owner, "GET", "/api/workspace/members")).json();
      const viewerMember = members.find((m: { user_id: string }) => m.user_id === viewer.id);
      const removed = await team.as(admin, "DELETE", `/api/workspace/members/${viewerMember.id}`);
      expect(removed.statusCode, removed.body).toBe(204);
      expectDetail(await team.as(viewer, "GET", "/api/workspace/assets"), 404, "No workspace here");

      await app.db.orm.delete(workspaceMembers).where(eq(workspaceMembers.userId, admin.id));
      expectDetail(await team.as(admin, "GET", "/api/workspace/assets"), 404, "No workspace here");
    });

    it("applies a new role, a trial's end and a closed workspace on the next request", async () => {
      const team = await teamWorkspace(app, "state");
      const technician = await team.join("technician");
      const add = () => team.as(technician, "POST", "/api/workspace/assets", { name: "Laptop" });
      await settle();
      expect((await add()).statusCode).toBe(201);

      const members = (await team.as(team.owner, "GET", "/api/workspace/members")).json();
      const techId = members.find((m: { user_id: string }) => m.user_id === technician.id).id;
      const patched = await team.as(team.owner, "PATCH", `/api/workspace/members/${techId}`, {
        role: "viewer",
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expectDetail(await add(), 403, /you are a viewer/);

      expect(
        (await team.as(team.owner, "POST", "/api/workspace/assets", { name: "Ok" })).statusCode,
      ).toBe(201);
      await setTrialStatus(app, team.trial.id, "expired");
      expectDetail(
        await team.as(team.owner, "POST", "/api/workspace/assets", { name: "Late" }),
        403,
        trialEndedDetail,
      );

      await app.db.orm
        .update(workspaces)
        .set({ closedAt: time.clock() })
        .where(eq(workspaces.id, team.workspace.id));
      expectDetail(
        await team.as(team.owner, "GET", "/api/workspace/assets"),
        404,
        "No workspace here",
      );
    });
  });

  it.runIf(database.name === "postgres")(
    "answers from the database while the change feed is down, and caches again once it is back",
    async () => {
      const customer = await cachedCustomer();
      // Ending another session is the owner's right, not the runtime roles'.
      await asTableOwner(
        app,
        sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
            where application_name = ${changeFeedConnectionName} and datname = current_database()`,
      );
      // Whatever the feed may have missed: the cache was emptied and is bypassed until it is back.
      await unreported("users", "users_access_change", () => rename(customer, "While down"));
      expect((await me(customer.token)).json().first_name).toBe("While down");

      await eventually(async () => app.db.changes.live || undefined);
      expect((await me(customer.token)).json().first_name).toBe("While down");
      await unreported("users", "users_access_change", () => rename(customer, "Unreported"));
      expect((await me(customer.token)).json().first_name).toBe("While down");
    },
  );
});
