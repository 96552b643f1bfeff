import { describe, expect, it } from "vitest";
import {
  nextSort,
  peopleQuery,
  readPeopleSearch,
  sortState,
  writePeopleSearch,
} from "./people-search.ts";

const locationId = "0b7a4c2e-9a51-4f7e-8d0c-3f1e2a6b9c10";

describe("the people list's state in the URL", () => {
  it("reads filters and sort, dropping what the API would refuse", () => {
    const search = readPeopleSearch(
      new URLSearchParams(`q=ada&status=left&department=IT&location_id=${locationId}&sort=-email`),
    );
    expect(search).toEqual({
      q: "ada",
      status: "left",
      department: "IT",
      location_id: locationId,
      sort: "-email",
    });
    expect(readPeopleSearch(new URLSearchParams("status=gone&location_id=42&sort=salary"))).toEqual(
      { q: "", status: "", department: "", location_id: "", sort: "name" },
    );
  });

  it("writes only what differs from an unfiltered list by name", () => {
    const empty = readPeopleSearch(new URLSearchParams());
    expect(writePeopleSearch(empty).toString()).toBe("");
    expect(writePeopleSearch({ ...empty, q: "  ada ", sort: "-name" }).toString()).toBe(
      "q=ada&sort=-name",
    );
  });

  it("always sends the sort to the API", () => {
    const empty = readPeopleSearch(new URLSearchParams());
    expect(peopleQuery(empty)).toEqual({ sort: "name" });
    expect(peopleQuery({ ...empty, status: "active" })).toEqual({ status: "active", sort: "name" });
  });

  it("sorts a new column ascending, then flips it on each press", () => {
    expect(nextSort("name", "email")).toBe("email");
    expect(nextSort("email", "email")).toBe("-email");
    expect(nextSort("-email", "email")).toBe("email");
    expect(sortState("-department")).toEqual({ key: "department", descending: true });
  });
});
