import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { plans } from "./schema.ts";
import { seedPlans } from "./seed.ts";

describe.each(testDatabases)("GET /api/plans on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it("lists the seeded plans in display order with the contract's fields", async () => {
    const response = await app.inject({ method: "GET", url: "/api/plans" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const { items } = response.json();
    expect(items.map((plan: { id: string }) => plan.id)).toEqual([
      "trial",
      "business",
      "enterprise",
    ]);
    expect(items[0]).toEqual({
      id: "trial",
      name: "Free trial",
      description: expect.stringContaining("90 days"),
      price_monthly_cents: 0,
      price_yearly_cents: 0,
      currency: "EUR",
      device_limit: 250,
      features: expect.arrayContaining(["Up to 250 devices and 3 administrators"]),
      highlighted: false,
      is_trial: true,
    });
    expect(items[1]).toMatchObject({
      price_monthly_cents: 400,
      price_yearly_cents: 4000,
      device_limit: null,
      highlighted: true,
      is_trial: false,
    });
    expect(items[2]).toMatchObject({ price_monthly_cents: null, price_yearly_cents: null });
    expect(items.filter((plan: { is_trial: boolean }) => plan.is_trial)).toHaveLength(1);
  });

  it("seeds idempotently: running the seed again changes nothing", async () => {
    const before = (await app.inject({ method: "GET", url: "/api/plans" })).body;
    await seedPlans(app.db.orm);
    const after = (await app.inject({ method: "GET", url: "/api/plans" })).body;
    expect(after).toBe(before);
  });

  it("re-seeding brings an edited plan back to the seed's values", async () => {
    const before = (await app.inject({ method: "GET", url: "/api/plans" })).body;
    await app.db.orm
      .update(plans)
      .set({ name: "Edited by hand", priceMonthlyCents: 1, sortOrder: 99 })
      .where(eq(plans.id, "business"));
    expect((await app.inject({ method: "GET", url: "/api/plans" })).body).not.toBe(before);
    await seedPlans(app.db.orm);
    expect((await app.inject({ method: "GET", url: "/api/plans" })).body).toBe(before);
  });
});
