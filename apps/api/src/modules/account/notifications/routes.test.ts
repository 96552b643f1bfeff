import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../../test-support/accounts.ts";
import { signedUpCustomer, type Customer } from "../../../test-support/customers.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { notify } from "./service.ts";

describe.each(testDatabases)("notifications API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();
  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  const call = (
    customer: Customer | null,
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
  ) =>
    app.inject({ method, url, headers: customer?.headers ?? {}, ...(payload ? { payload } : {}) });

  async function seedFeed(customer: Customer, n: number) {
    for (let index = 1; index <= n; index++) {
      time.advance(60_000);
      await notify(app.db.orm, {
        userId: customer.id,
        category: index % 2 ? "trial" : "product",
        kind: "trial.approved",
        title: `Notice ${index}`,
        body: `Body of notice ${index}`,
        link: "/user-profile",
        now: time.clock(),
      });
    }
  }

  it("answers 401 without a token", async () => {
    expect((await call(null, "GET", "/api/user/me/notifications")).statusCode).toBe(401);
    expect((await call(null, "GET", "/api/user/me/notifications/unread-count")).statusCode).toBe(
      401,
    );
    expect((await call(null, "POST", "/api/user/me/notifications/read-all")).statusCode).toBe(401);
    expect((await call(null, "PUT", "/api/user/me/notification-preferences", {})).statusCode).toBe(
      401,
    );
  });

  it("pages the feed newest first and counts unread notices", async () => {
    const customer = await signedUpCustomer(app);
    await seedFeed(customer, 23);
    const first = (await call(customer, "GET", "/api/user/me/notifications")).json();
    expect(first).toMatchObject({ page: 1, page_size: 20, total: 23, unread: 23 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe("Notice 23");
    const second = (await call(customer, "GET", "/api/user/me/notifications?page=2")).json();
    expect(second.items.map((item: { title: string }) => item.title)).toEqual([
      "Notice 3",
      "Notice 2",
      "Notice 1",
    ]);
    expect((await call(customer, "GET", "/api/user/me/notifications?page=0")).statusCode).toBe(422);
    const count = await call(customer, "GET", "/api/user/me/notifications/unread-count");
    expect(count.json()).toEqual({ count: 23 });
    expect(count.headers["cache-control"]).toBe("no-store");
  });

  it("marks one and then all notices read, keeping the first read time", async () => {
    const customer = await signedUpCustomer(app);
    await seedFeed(customer, 3);
    const [newest] = (await call(customer, "GET", "/api/user/me/notifications")).json().items;
    const read = await call(customer, "POST", `/api/user/me/notifications/${newest.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).toBe(time.clock().toISOString());
    time.advance(60_000);
    const again = await call(customer, "POST", `/api/user/me/notifications/${newest.id}/read`);
    expect(again.json().read_at).toBe(read.json().read_at);
    expect(
      (await call(customer, "GET", "/api/user/me/notifications/unread-count")).json().count,
    ).toBe(2);

    const all = await call(customer, "POST", "/api/user/me/notifications/read-all");
    expect(all.json()).toEqual({ marked: 2 });
    expect(
      (await call(customer, "GET", "/api/user/me/notifications/unread-count")).json().count,
    ).toBe(0);
  });

  it("never shows or marks another customer's notices", async () => {
    const alice = await signedUpCustomer(app, "alice");
    const bob = await signedUpCustomer(app, "bob");
    await seedFeed(alice, 2);
    const [notice] = (await call(alice, "GET", "/api/user/me/notifications")).json().items;
    expect((await call(bob, "GET", "/api/user/me/notifications")).json()).toMatchObject({
      total: 0,
      items: [],
    });
    const read = await call(bob, "POST", `/api/user/me/notifications/${notice.id}/read`);
    expect(read.statusCode).toBe(404);
    await call(bob, "POST", "/api/user/me/notifications/read-all");
    expect((await call(alice, "GET", "/api/user/me/notifications/unread-count")).json().count).toBe(
      2,
    );
    expect((await call(bob, "POST", "/api/user/me/notifications/nonsense/read")).statusCode).toBe(
      404,
    );
  });

  it("keeps e-mail preferences per category; security cannot be switched off", async () => {
    const customer = await signedUpCustomer(app);
    const url = "/api/user/me/notification-preferences";
    expect((await call(customer, "GET", url)).json()).toEqual({
      trial: true,
      billing: true,
      security: true,
      product: true,
      workspace: true,
    });
    const saved = await call(customer, "PUT", url, {
      trial: true,
      billing: false,
      security: true,
      product: false,
      workspace: false,
    });
    expect(saved.json()).toEqual({
      trial: true,
      billing: false,
      security: true,
      product: false,
      workspace: false,
    });
    const refused = await call(customer, "PUT", url, {
      trial: true,
      billing: true,
      security: false,
      product: true,
      workspace: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe("security: Security e-mails cannot be switched off");
    expect((await call(customer, "GET", url)).json().billing).toBe(false);

    const other = await signedUpCustomer(app);
    expect((await call(other, "GET", url)).json().billing).toBe(true);
  });
});
