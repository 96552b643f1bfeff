import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf } from "../../../test-support/workspace.ts";
import { expectScimError, patchOp, scimWorkspace } from "./test-support.ts";

/*
 * The request sequence of Okta's SCIM 2.0 test spec (its Runscope/"SCIM 2.0 Spec Test" suite)
 * and of Okta's Group Push: lower-case ops, a path-less replace of `active`, PUT of the whole
 * user, members removed by a `members[value eq "…"]` path.
 */
describe.each(testDatabases)("SCIM as Okta sends it on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const oktaUser = (userName: string) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
    userName,
    name: { givenName: "Saul", familyName: "Goodman" },
    emails: [{ primary: true, value: userName, type: "work" }],
    displayName: "Saul Goodman",
    locale: "en-US",
    externalId: "00ujl29u0le5T6Aj10h7",
    groups: [],
    password: "1mz050nq",
    active: true,
  });

  it("runs the user part of the spec test", async () => {
    const { scim } = await scimWorkspace(app, "okta-users");
    // The spec test first reads one user to check the list format.
    const first = jsonOf(await scim("GET", "/Users?count=1&startIndex=1"));
    expect(first).toMatchObject({
      schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
      startIndex: 1,
    });
    expect(first.itemsPerPage).toBe(first.Resources.length);

    const userName = "saul.goodman@example.com";
    const absent = jsonOf(
      await scim("GET", `/Users?filter=userName eq "${userName}"&startIndex=1&count=100`),
    );
    expect(absent).toMatchObject({ totalResults: 0, itemsPerPage: 0, Resources: [] });

    const created = jsonOf(await scim("POST", "/Users", oktaUser(userName)), 201);
    expect(created).toMatchObject({ userName, active: true, displayName: "Saul Goodman" });
    expect(jsonOf(await scim("GET", `/Users/${created.id}`)).id).toBe(created.id);
    const found = jsonOf(await scim("GET", `/Users?filter=userName eq "${userName}"`));
    expect(found.totalResults).toBe(1);
    // Case does not make another user.
    expect(
      jsonOf(await scim("GET", `/Users?filter=userName eq "${userName.toUpperCase()}"`))
        .totalResults,
    ).toBe(1);
    expectScimError(await scim("POST", "/Users", oktaUser(userName)), 409, "uniqueness");
    expectScimError(await scim("GET", `/Users/${randomUUID()}`), 404);

    // Okta's deactivation: a path-less replace with { active: false }.
    const deactivated = jsonOf(
      await scim("PATCH", `/Users/${created.id}`, {
        schemas: [patchOp],
        Operations: [{ op: "replace", value: { active: false } }],
      }),
    );
    expect(deactivated.active).toBe(false);
    // Reactivation and a profile update: PUT of the whole user.
    const replaced = jsonOf(
      await scim("PUT", `/Users/${created.id}`, {
        ...oktaUser(userName),
        id: created.id,
        name: { givenName: "Jimmy", familyName: "McGill" },
        displayName: "Jimmy McGill",
      }),
    );
    expect(replaced).toMatchObject({
      active: true,
      displayName: "Jimmy McGill",
      name: { givenName: "Jimmy", familyName: "McGill" },
    });
    // Paging: startIndex past the end answers an empty page with the total.
    const page = jsonOf(await scim("GET", "/Users?startIndex=50&count=10"));
    expect(page).toMatchObject({ startIndex: 50, itemsPerPage: 0, Resources: [] });
    expect(page.totalResults).toBeGreaterThan(0);
  });

  it("pushes a group: create, rename, add and remove members, replace, delete", async () => {
    const { scim } = await scimWorkspace(app, "okta-groups");
    const a = jsonOf(await scim("POST", "/Users", oktaUser("a@example.com")), 201);
    const b = jsonOf(
      await scim("POST", "/Users", { ...oktaUser("b@example.com"), externalId: "00u2" }),
      201,
    );
    const group = jsonOf(
      await scim("POST", "/Groups", {
        schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
        displayName: "Test SCIMv2",
        members: [],
      }),
      201,
    );
    const patch = (Operations: unknown[]) =>
      scim("PATCH", `/Groups/${group.id}`, { schemas: [patchOp], Operations });
    expect(
      (await patch([{ op: "replace", value: { id: group.id, displayName: "Renamed SCIMv2" } }]))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await patch([
          {
            op: "add",
            path: "members",
            value: [
              { value: a.id, display: "a@example.com" },
              { value: b.id, display: "b@example.com" },
            ],
          },
        ])
      ).statusCode,
    ).toBe(204);
    const members = async () =>
      jsonOf(await scim("GET", `/Groups/${group.id}`))
        .members.map((m: { value: string }) => m.value)
        .sort();
    expect(await members()).toEqual([a.id, b.id].sort());
    expect((await patch([{ op: "remove", path: `members[value eq "${a.id}"]` }])).statusCode).toBe(
      204,
    );
    expect(await members()).toEqual([b.id]);
    const replaced = jsonOf(
      await scim("PUT", `/Groups/${group.id}`, {
        schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
        id: group.id,
        displayName: "Renamed SCIMv2",
        members: [{ value: a.id }],
      }),
    );
    expect(replaced.members.map((m: { value: string }) => m.value)).toEqual([a.id]);
    expect(
      jsonOf(await scim("GET", '/Groups?filter=displayName eq "Renamed SCIMv2"')).totalResults,
    ).toBe(1);
    expect((await scim("DELETE", `/Groups/${group.id}`)).statusCode).toBe(204);
    expectScimError(await scim("GET", `/Groups/${group.id}`), 404);
    // The users stay.
    expect(jsonOf(await scim("GET", `/Users/${a.id}`)).active).toBe(true);
  });
});
