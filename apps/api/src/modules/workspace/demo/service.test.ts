import { startFleet } from "@fleetward/fleet-sim";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { eq } from "drizzle-orm";
import { recommendedLibraryKeys } from "../policies/service.ts";
import { posturePolicies } from "../policies/schema.ts";
import { demoEmail, prepareDemoWorkspace } from "./service.ts";

/* The demo workspace of the embedded default (docs/decisions/0027); the child process is the CLI. */

describe.each(testDatabases)("the demo workspace on $name", (database) => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = await createTestApp(database);
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app.close());

  const prepare = () =>
    prepareDemoWorkspace({
      orm: app.db.orm,
      log: app.log,
      appUrlTemplate: "http://{app}.localhost:3000",
      now: new Date(),
    });

  it("is made once, with a password shown once and a new secret each start", async () => {
    const first = await prepare();
    expect(first).toMatchObject({ url: "http://demo.localhost:3000" });
    expect(first?.password).toEqual(expect.any(String));

    // The recommended policies are on from the start, so the fleet has a posture at once.
    const policies = await app.db.orm
      .select({ key: posturePolicies.libraryKey, enabled: posturePolicies.enabled })
      .from(posturePolicies)
      .where(eq(posturePolicies.tenantId, first!.tenantId));
    expect(policies.map((policy) => policy.key).sort()).toEqual([...recommendedLibraryKeys].sort());
    expect(policies.every((policy) => policy.enabled)).toBe(true);

    const fleet = startFleet({ url, secret: first!.secret, hosts: 2, autoStart: false });
    await fleet.checkInAll();

    const second = await prepare();
    expect(second).toMatchObject({ tenantId: first!.tenantId, ownerId: first!.ownerId });
    expect(second?.password).toBeUndefined();
    // The last start's secret is revoked: the old one enrols nothing, the new one does.
    const stale = startFleet({ url, secret: first!.secret, hosts: 1, autoStart: false });
    await expect(stale.checkInAll()).rejects.toThrow(/node_invalid/);
    const again = startFleet({ url, secret: second!.secret, hosts: 2, autoStart: false });
    await again.checkInAll();
    expect(again.stats()).toMatchObject({ enrolled: 2, errors: 0 });

    const login = await app.inject({
      method: "POST",
      url: "/api/customer/auth/login",
      payload: { username: demoEmail, password: first!.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
