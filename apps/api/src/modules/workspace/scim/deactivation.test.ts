import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvents } from "../../../db/schema.ts";
import { asSystem } from "../../../db/scope.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf } from "../../../test-support/workspace.ts";
import { patchOp, scimWorkspace } from "./test-support.ts";

/** Group mapping makes members; deactivation runs offboarding without checking anything in. */
describe.each(testDatabases)("SCIM provisioning and offboarding on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database, { config: { webhooksAllowPrivate: true } });
  });
  afterAll(() => app.close());

  async function setUp(prefix: string) {
    const team = await scimWorkspace(app, prefix);
    const { owner, as } = team;
    jsonOf(
      await as(owner, "PUT", "/api/workspace/scim/group-mappings", {
        mappings: [
          { group: "Fleetward Technicians", role: "technician" },
          { group: "Fleetward Admins", role: "admin" },
        ],
      }),
    );
    // Someone who already has an account, and so can become a member.
    const account = await team.join("viewer", "ada");
    const scimUser = jsonOf(
      await team.scim("POST", "/Users", {
        userName: account.email,
        emails: [{ value: account.email, type: "work" }],
        name: { givenName: "Ada", familyName: "Lovelace" },
      }),
      201,
    );
    const members = async () =>
      jsonOf(await as(owner, "GET", "/api/workspace/members")) as {
        email: string;
        role: string;
      }[];
    const roleOf = async () => (await members()).find((m) => m.email === account.email)?.role;
    return { ...team, account, scimUser, roleOf };
  }

  it("gives members of a mapped group that role, the highest of several, and takes it back", async () => {
    const { scim, scimUser, roleOf } = await setUp("scim-map");
    const group = (displayName: string) =>
      scim("POST", "/Groups", { displayName, members: [{ value: scimUser.id }] });
    const techs = jsonOf(await group("Fleetward Technicians"), 201);
    expect(await roleOf()).toBe("technician");
    const admins = jsonOf(await group("Fleetward Admins"), 201);
    expect(await roleOf()).toBe("admin");
    const remove = (id: string) =>
      scim("PATCH", `/Groups/${id}`, {
        schemas: [patchOp],
        Operations: [{ op: "Remove", path: "members", value: [{ value: scimUser.id }] }],
      });
    expect((await remove(admins.id)).statusCode).toBe(204);
    expect(await roleOf()).toBe("technician");
    expect((await remove(techs.id)).statusCode).toBe(204);
    expect(await roleOf()).toBeUndefined();
    // A person without an account is in the register, and no member.
    const nobody = jsonOf(
      await scim("POST", "/Users", { userName: "no-account@example.com" }),
      201,
    );
    expect(
      (
        await scim("PATCH", `/Groups/${techs.id}`, {
          schemas: [patchOp],
          Operations: [{ op: "Add", path: "members", value: [{ value: nobody.id }] }],
        })
      ).statusCode,
    ).toBe(204);
  });

  it("deactivation ends membership and sessions, marks the person as left and lists what to collect", async () => {
    const { scim, scimUser, roleOf, owner, as, account, domain, workspace } =
      await setUp("scim-off");
    jsonOf(
      await scim("POST", "/Groups", {
        displayName: "Fleetward Technicians",
        members: [{ value: scimUser.id }],
      }),
      201,
    );
    expect(await roleOf()).toBe("technician");
    jsonOf(
      await as(owner, "POST", "/api/workspace/webhooks", {
        url: "http://127.0.0.1:9/hook",
        events: ["person.left"],
        description: "HR",
      }),
      201,
    );
    const asset = jsonOf(
      await as(owner, "POST", "/api/workspace/assets", { name: "Ada's laptop" }),
      201,
    );
    jsonOf(
      await as(owner, "POST", `/api/workspace/assets/${asset.id}/checkout`, {
        person_id: scimUser.id,
      }),
    );
    const me = () =>
      app.inject({
        method: "GET",
        url: "/api/workspace/me",
        headers: { authorization: `Bearer ${account.token}`, host: `${domain}.localhost:3000` },
      });
    expect((await me()).statusCode).toBe(200);

    const disabled = jsonOf(
      await scim("PATCH", `/Users/${scimUser.id}`, {
        schemas: [patchOp],
        Operations: [{ op: "Replace", path: "active", value: "False" }],
      }),
    );
    expect(disabled.active).toBe(false);
    expect(await roleOf()).toBeUndefined();
    expect((await me()).statusCode).toBe(401);
    const person = jsonOf(await as(owner, "GET", `/api/workspace/people/${scimUser.id}`));
    expect(person.status).toBe("left");
    // Nothing was checked in: it is still to collect.
    const holdings = jsonOf(
      await as(owner, "GET", `/api/workspace/people/${scimUser.id}/holdings`),
    );
    expect(holdings.assets.map((a: { id: string }) => a.id)).toEqual([asset.id]);
    const events = await asSystem(() =>
      app.db.orm
        .select()
        .from(webhookEvents)
        .where(
          and(eq(webhookEvents.tenantId, workspace.id), eq(webhookEvents.type, "person.left")),
        ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      person: { id: scimUser.id },
      actor: { user_id: null, name: "SCIM provisioning" },
      to_collect: { assets: [{ id: asset.id, name: "Ada's laptop" }], license_seats: [] },
    });
    // The dashboard lists them among the people to collect from.
    const dashboard = jsonOf(await as(owner, "GET", "/api/workspace/dashboard"));
    expect(dashboard.to_collect.first).toContainEqual({
      person_id: scimUser.id,
      name: "Ada Lovelace",
      assets: 1,
      license_seats: 0,
    });
    const history = jsonOf(await as(owner, "GET", `/api/workspace/people/${scimUser.id}/history`));
    expect(history.items[0]).toMatchObject({ action: "offboarded", new_value: "left" });

    // Deleting the user afterwards sends no second person.left; the person stays, as left.
    expect((await scim("DELETE", `/Users/${scimUser.id}`)).statusCode).toBe(204);
    const after = jsonOf(await as(owner, "GET", `/api/workspace/people/${scimUser.id}`));
    expect(after.status).toBe("left");
  });

  it("DELETE of an active user runs the same offboarding", async () => {
    const { scim, scimUser, roleOf, owner, as } = await setUp("scim-del");
    jsonOf(
      await scim("POST", "/Groups", {
        displayName: "Fleetward Admins",
        members: [{ value: scimUser.id }],
      }),
      201,
    );
    expect(await roleOf()).toBe("admin");
    expect((await scim("DELETE", `/Users/${scimUser.id}`)).statusCode).toBe(204);
    expect(await roleOf()).toBeUndefined();
    expect(jsonOf(await as(owner, "GET", `/api/workspace/people/${scimUser.id}`)).status).toBe(
      "left",
    );
  });
});
