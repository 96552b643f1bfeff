import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { callerOf, teamWorkspace } from "./test-support/workspace.ts";
import { eventually, newAccount, outboxFor } from "./test-support/accounts.ts";
import { signedUpCustomer } from "./test-support/customers.ts";
import { createScratchPostgres } from "./test-support/databases.ts";
import { startTestSmtpServer, type TestSmtpServer } from "./test-support/smtp-server.ts";
import { fixturePostsDir, testConfig } from "./test-support/test-app.ts";
import { reminderDigests } from "./modules/workspace/reminders/schema.ts";
import { sendDailyDigests } from "./modules/workspace/reminders/service.ts";
import { reminderDeps, reminderQueue } from "./modules/workspace/reminders/worker.ts";

/*
 * Beyond one machine: two API instances on one PostgreSQL, as behind a load balancer.
 * Sessions and jobs live in the database, so either instance must honour the other's work.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("two API instances on one PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let smtp: TestSmtpServer;
  let first: FastifyInstance;
  let second: FastifyInstance;

  const instance = async () =>
    buildApp({
      config: testConfig({ smtpUrl: smtp.url }),
      database: await openDatabase({ driver: "postgres", url: scratch.url }),
      postsContentDir: fixturePostsDir,
      mail: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2, pollingIntervalSeconds: 0.5 },
    });

  beforeAll(async () => {
    scratch = await createScratchPostgres(adminUrl!);
    smtp = await startTestSmtpServer();
    // Started together: migrations and seeding must tolerate a concurrent start.
    [first, second] = await Promise.all([instance(), instance()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await smtp?.close();
    await scratch?.drop();
  });

  const details = (app: FastifyInstance, token: string) =>
    app.inject({
      method: "GET",
      url: "/api/user/me/details",
      headers: { authorization: `Bearer ${token}` },
    });

  it("accepts on one instance a session created on the other, and a logout on one ends it on both", async () => {
    const account = newAccount("scale");
    const registered = await first.inject({
      method: "POST",
      url: "/api/customer/auth/register",
      payload: account,
      remoteAddress: "2001:db8:5ca1:1::1",
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const login = await first.inject({
      method: "POST",
      url: "/api/customer/auth/login",
      payload: new URLSearchParams({
        username: account.email,
        password: account.password,
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: "2001:db8:5ca1:1::1",
    });
    const { access_token: token } = login.json<{ access_token: string }>();

    expect((await details(second, token)).json()).toMatchObject({ email: account.email });

    const logout = await second.inject({
      method: "POST",
      url: "/api/customer/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await details(first, token)).statusCode).toBe(401);
    expect((await details(second, token)).statusCode).toBe(401);
  });

  it("ends a session both instances have cached on both, at the next request after a logout on one", async () => {
    const customer = await signedUpCustomer(first, "cached");
    // Earlier writes' notifications are in; the next checks certainly fill both caches.
    await Promise.all([first.db.changes.settled(), second.db.changes.settled()]);
    for (const app of [first, second, first, second]) {
      expect((await details(app, customer.token)).statusCode).toBe(200);
    }
    const logout = await second.inject({
      method: "POST",
      url: "/api/customer/auth/logout",
      headers: customer.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect((await details(first, customer.token)).statusCode).toBe(401);
    expect((await details(second, customer.token)).statusCode).toBe(401);
  });

  it("refuses a member removed on one instance at the other's next request", async () => {
    const team = await teamWorkspace(first, "scaled");
    const viewer = await team.join("viewer");
    const onSecond = callerOf(second);
    await Promise.all([first.db.changes.settled(), second.db.changes.settled()]);
    for (let round = 0; round < 2; round++) {
      expect((await onSecond(viewer.token, team.domain, "GET", "/api/workspace")).statusCode).toBe(
        200,
      );
    }
    const members = (await team.as(team.owner, "GET", "/api/workspace/members")).json();
    const memberId = members.find((m: { user_id: string }) => m.user_id === viewer.id).id;
    const removed = await team.as(team.owner, "DELETE", `/api/workspace/members/${memberId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await onSecond(viewer.token, team.domain, "GET", "/api/workspace")).statusCode).toBe(
      404,
    );
  });

  it("runs a background job once, not once per instance", async () => {
    const account = newAccount("once");
    const response = await second.inject({
      method: "POST",
      url: "/api/customer/auth/register",
      payload: account,
      remoteAddress: "2001:db8:5ca1:2::1",
    });
    expect(response.statusCode, response.body).toBe(201);

    await eventually(async () =>
      smtp.received.find((mail) => mail.to.includes(account.email)) ? true : undefined,
    );
    // Both instances poll the same queue; give the slower one every chance to send it again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.received.filter((mail) => mail.to.includes(account.email))).toHaveLength(1);
  });

  it("gives each member one daily digest when both instances run the reminders at once", async () => {
    const team = await teamWorkspace(first, "scale");
    const technician = await team.join("technician");
    const now = first.clock();
    await Promise.all([
      sendDailyDigests(reminderDeps(first), now),
      sendDailyDigests(reminderDeps(second), now),
    ]);
    // Earlier tests' workspaces have digests of their own: count this workspace's.
    const claimed = await first.db.orm
      .select()
      .from(reminderDigests)
      .where(eq(reminderDigests.tenantId, team.workspace.id));
    expect(claimed).toHaveLength(2);
    for (const person of [team.owner, technician]) {
      const mails = await outboxFor(first, person.email.toLowerCase());
      expect(mails.filter((mail) => mail.template === "workspace-digest")).toHaveLength(1);
    }
    // Both instances registered the same schedule: one row, so one job a day.
    expect(await first.jobs.getSchedules(reminderQueue)).toHaveLength(1);
  });
});
