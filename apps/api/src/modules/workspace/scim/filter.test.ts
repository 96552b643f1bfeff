import { describe, expect, it } from "vitest";
import { ScimError } from "./errors.ts";
import { parseFilter } from "./filter.ts";
import { groupChanges, patchOperations, userChanges } from "./patch.ts";

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof ScimError) return { status: error.statusCode, scimType: error.scimType };
    throw error;
  }
  throw new Error("not refused");
};

describe("SCIM filters", () => {
  it("reads eq comparisons joined by and, in any case, with URNs and value filters", () => {
    expect(
      parseFilter(
        'urn:ietf:params:scim:schemas:core:2.0:User:userName EQ "a\\"b" and externalId eq "x"',
      ),
    ).toEqual([
      { path: "username", value: 'a"b' },
      { path: "externalid", value: "x" },
    ]);
    expect(parseFilter('emails[type eq "work"].value eq "ada@example.com"')).toEqual([
      {
        path: "emails.value",
        value: "ada@example.com",
        where: { attribute: "type", value: "work" },
      },
    ]);
    expect(parseFilter("active eq false")).toEqual([{ path: "active", value: false }]);
  });

  it("refuses what it does not understand with invalidFilter", () => {
    for (const filter of [
      'userName co "a"',
      'userName eq "a" or userName eq "b"',
      "userName eq",
      'userName eq "open',
      "(userName eq 1)",
      "",
    ]) {
      expect(
        refusal(() => parseFilter(filter)),
        filter,
      ).toEqual({
        status: 400,
        scimType: "invalidFilter",
      });
    }
  });
});

describe("SCIM PATCH as identity providers send it", () => {
  it("reads Entra's capitalised ops, string booleans and URN-keyed path-less values", () => {
    const operations = patchOperations({
      Operations: [
        { op: "Replace", path: "active", value: "False" },
        {
          op: "Add",
          value: {
            "name.givenName": "Ada",
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department": "Ops",
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { employeeNumber: "7" },
          },
        },
        { op: "Remove", path: "displayName" },
      ],
    });
    expect(userChanges(operations)).toEqual([
      ["active", "False"],
      ["name.givenname", "Ada"],
      ["department", "Ops"],
      ["employeenumber", "7"],
      ["displayname", null],
    ]);
  });

  it("adds and removes members by value arrays and by a members[value eq] path", () => {
    const changes = groupChanges(
      patchOperations({
        Operations: [
          { op: "Add", path: "members", value: [{ value: "u1" }, { value: "u2" }] },
          { op: "remove", path: 'members[value eq "u3"]' },
          { op: "Remove", path: "members", value: [{ value: "u4" }] },
          { op: "replace", value: { id: "g", displayName: "Ops" } },
        ],
      }),
    );
    expect(changes).toEqual({ add: ["u1", "u2"], remove: ["u3", "u4"], displayName: "Ops" });
  });

  it("refuses unknown ops, removes without a path and empty bodies", () => {
    expect(refusal(() => patchOperations({ Operations: [{ op: "move" }] }))).toEqual({
      status: 400,
      scimType: "invalidSyntax",
    });
    expect(refusal(() => patchOperations({ Operations: [{ op: "remove" }] }))).toEqual({
      status: 400,
      scimType: "noTarget",
    });
    expect(refusal(() => patchOperations({}))).toEqual({ status: 400, scimType: "invalidSyntax" });
  });
});
