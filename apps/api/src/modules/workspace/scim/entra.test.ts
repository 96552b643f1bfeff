import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf } from "../../../test-support/workspace.ts";
import { enterprise, expectScimError, patchOp, scimWorkspace } from "./test-support.ts";

/*
 * The request sequence of Microsoft Entra ID's SCIM validator and provisioning tutorial
 * ("Develop and plan provisioning for a SCIM endpoint"): bodies as Entra sends them, with its
 * capitalised ops and string booleans.
 */
describe.each(testDatabases)("SCIM as Entra ID sends it on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it("creates, finds, updates, disables and deletes a user", async () => {
    const { scim } = await scimWorkspace(app, "entra-users");
    const userName = "Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1";
    // The "does the user exist yet" probe: 200 and none, never a 404.
    const probe = jsonOf(await scim("GET", `/Users?filter=userName eq "${userName}"`));
    expect(probe).toMatchObject({ totalResults: 0, Resources: [] });

    const createdResponse = await scim("POST", "/Users", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User", enterprise],
      externalId: "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef",
      userName,
      active: true,
      emails: [{ primary: true, type: "work", value: "Test_User_fd0ea19b@testuser.com" }],
      meta: { resourceType: "User" },
      name: { formatted: "givenName familyName", familyName: "familyName", givenName: "givenName" },
      roles: [],
      [enterprise]: { employeeNumber: "E-9001", department: "Finance" },
    });
    const created = jsonOf(createdResponse, 201);
    expect(createdResponse.headers["content-type"]).toMatch(/^application\/scim\+json/);
    expect(created).toMatchObject({
      userName,
      active: true,
      externalId: "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef",
      emails: [{ value: "test_user_fd0ea19b@testuser.com", type: "work", primary: true }],
      name: { givenName: "givenName", familyName: "familyName" },
      [enterprise]: { employeeNumber: "E-9001", department: "Finance" },
      meta: { resourceType: "User" },
    });

    const byName = jsonOf(await scim("GET", `/Users?filter=userName eq "${userName}"`));
    expect(byName).toMatchObject({ totalResults: 1, itemsPerPage: 1, startIndex: 1 });
    expect(byName.Resources[0].id).toBe(created.id);
    const byExternal = jsonOf(
      await scim("GET", '/Users?filter=externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"'),
    );
    expect(byExternal.Resources.map((u: { id: string }) => u.id)).toEqual([created.id]);
    const byEmail = jsonOf(
      await scim(
        "GET",
        '/Users?filter=emails[type eq "work"].value eq "Test_User_fd0ea19b@testuser.com"',
      ),
    );
    expect(byEmail.totalResults).toBe(1);
    expect(jsonOf(await scim("GET", `/Users/${created.id}`)).userName).toBe(userName);

    // Duplicate: 409 uniqueness.
    expectScimError(await scim("POST", "/Users", { userName, emails: [] }), 409, "uniqueness");

    // Replace several attributes at once, with Entra's capitalised op.
    const patched = jsonOf(
      await scim("PATCH", `/Users/${created.id}`, {
        schemas: [patchOp],
        Operations: [
          {
            op: "Replace",
            path: 'emails[type eq "work"].value',
            value: "updatedEmail@microsoft.com",
          },
          { op: "Replace", path: "name.familyName", value: "updatedFamilyName" },
          { op: "Add", path: `${enterprise}:department`, value: "Sales" },
          { op: "Replace", path: "userName", value: "5b50642d@testuser.com" },
        ],
      }),
    );
    expect(patched).toMatchObject({
      userName: "5b50642d@testuser.com",
      emails: [{ value: "updatedemail@microsoft.com" }],
      name: { familyName: "updatedFamilyName" },
      [enterprise]: { department: "Sales" },
    });

    // A path-less Replace with an object value, and a manager by id.
    const manager = jsonOf(
      await scim("POST", "/Users", {
        userName: "boss@testuser.com",
        emails: [{ value: "boss@testuser.com" }],
      }),
      201,
    );
    const managed = jsonOf(
      await scim("PATCH", `/Users/${created.id}`, {
        schemas: [patchOp],
        Operations: [
          {
            op: "Replace",
            value: { displayName: "Updated Name", [`${enterprise}:employeeNumber`]: "E-1" },
          },
          { op: "Add", path: `${enterprise}:manager`, value: manager.id },
        ],
      }),
    );
    expect(managed).toMatchObject({
      displayName: "Updated Name",
      [enterprise]: { employeeNumber: "E-1", manager: { value: manager.id } },
    });

    // Disable with the string "False", as Entra sends booleans.
    const disabled = jsonOf(
      await scim("PATCH", `/Users/${created.id}`, {
        schemas: [patchOp],
        Operations: [{ op: "Replace", path: "active", value: "False" }],
      }),
    );
    expect(disabled.active).toBe(false);

    expect((await scim("DELETE", `/Users/${created.id}`)).statusCode).toBe(204);
    expectScimError(await scim("GET", `/Users/${created.id}`), 404);
    expectScimError(
      await scim("PATCH", `/Users/${created.id}`, {
        schemas: [patchOp],
        Operations: [{ op: "Replace", path: "active", value: "True" }],
      }),
      404,
    );
    const after = jsonOf(await scim("GET", '/Users?filter=userName eq "5b50642d@testuser.com"'));
    expect(after.totalResults).toBe(0);
  });

  it("creates a group, finds it, renames it, adds and removes a member, deletes it", async () => {
    const { scim } = await scimWorkspace(app, "entra-groups");
    const user = jsonOf(
      await scim("POST", "/Users", {
        userName: "member@testuser.com",
        emails: [{ value: "member@testuser.com", type: "work" }],
      }),
      201,
    );
    const group = jsonOf(
      await scim("POST", "/Groups", {
        externalId: "8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159",
        displayName: "displayName",
        meta: { resourceType: "Group" },
        schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
      }),
      201,
    );
    expect(group).toMatchObject({ displayName: "displayName", members: [] });
    const one = jsonOf(await scim("GET", `/Groups/${group.id}?excludedAttributes=members`));
    expect(one).not.toHaveProperty("members");
    const found = jsonOf(
      await scim("GET", '/Groups?excludedAttributes=members&filter=displayName eq "displayName"'),
    );
    expect(found.Resources.map((g: { id: string }) => g.id)).toEqual([group.id]);
    expect(jsonOf(await scim("GET", '/Groups?filter=displayName eq "nobody"')).totalResults).toBe(
      0,
    );

    const patch = (Operations: unknown[]) =>
      scim("PATCH", `/Groups/${group.id}`, { schemas: [patchOp], Operations });
    expect(
      (await patch([{ op: "Replace", path: "displayName", value: "updatedDisplayName" }]))
        .statusCode,
    ).toBe(204);
    expect(
      (await patch([{ op: "Add", path: "members", value: [{ $ref: null, value: user.id }] }]))
        .statusCode,
    ).toBe(204);
    let read = jsonOf(await scim("GET", `/Groups/${group.id}`));
    expect(read).toMatchObject({
      displayName: "updatedDisplayName",
      members: [{ value: user.id }],
    });
    expect(
      (await patch([{ op: "Remove", path: "members", value: [{ $ref: null, value: user.id }] }]))
        .statusCode,
    ).toBe(204);
    read = jsonOf(await scim("GET", `/Groups/${group.id}`));
    expect(read.members).toEqual([]);
    expect((await scim("DELETE", `/Groups/${group.id}`)).statusCode).toBe(204);
    expectScimError(await scim("GET", `/Groups/${group.id}`), 404);
  });
});
