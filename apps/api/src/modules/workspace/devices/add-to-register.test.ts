import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { expectDetail, jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";
import { enrollBody, osqueryClient } from "./test-support.ts";

type Team = Awaited<ReturnType<typeof teamWorkspace>>;
type Device = { id: string; hostname: string; asset_id: string | null };

/** A Windows laptop reporting a Dell Latitude 7440, as osquery's system_info has it. */
function dell(hostname: string, serial: string, uuid: string) {
  const body = enrollBody("", { hostname, serial, uuid, platform: "windows" });
  return (secret: string) => {
    const system = { ...body.host_details.system_info };
    system.hardware_vendor = "Dell Inc.";
    system.hardware_model = "Latitude 7440";
    return {
      ...body,
      enroll_secret: secret,
      host_details: { ...body.host_details, system_info: system },
    };
  };
}

describe.each(testDatabases)("add to register on $name", (database) => {
  let app: FastifyInstance;
  let team: Team;
  let other: Team;
  let technician: { token: string };
  let viewer: { token: string };
  const osquery = osqueryClient(() => app);

  beforeAll(async () => {
    app = await createTestApp(database);
    team = await teamWorkspace(app, "addreg");
    other = await teamWorkspace(app, "addregother");
    technician = await team.join("technician");
    viewer = await team.join("viewer");
    const made = jsonOf(
      await team.as(team.owner, "POST", "/api/workspace/enroll-secrets", { name: "All" }),
      201,
    );
    const laptops = [
      dell("sales-lt-01", "DL7440A", "D0000000-0000-4000-8000-000000000001"),
      dell("sales-lt-02", "DL7440B", "D0000000-0000-4000-8000-000000000002"),
      dell("sales-lt-03", "DL7440C", "D0000000-0000-4000-8000-000000000003"),
    ];
    for (const laptop of laptops) await osquery.json("enroll", laptop(made.secret as string));
    jsonOf(
      await team.as(team.owner, "POST", "/api/workspace/people", {
        name: "Mara Lind",
        email: "mara.lind@addreg.example",
      }),
      201,
    );
    const node = await osquery.json("enroll", laptops[0]!(made.secret as string));
    await osquery.json("distributed/write", {
      node_key: node.node_key,
      queries: {
        fleetward_detail_logged_in_users: [
          { user: "ADDREG\\mara.lind", type: "user", tty: "console", host: "", time: "1717000000" },
        ],
      },
      statuses: { fleetward_detail_logged_in_users: 0 },
    });
  });
  afterAll(() => app.close());

  const device = async (hostname: string) => {
    const page = jsonOf(await team.as(team.owner, "GET", `/api/workspace/devices?q=${hostname}`));
    return (page.items as Device[]).find((item) => item.hostname === hostname)!;
  };

  it("drafts the asset from the report: Dell, Latitude 7440, a laptop, the logged-in person", async () => {
    const laptop = await device("sales-lt-01");
    const draft = jsonOf(
      await team.as(viewer, "GET", `/api/workspace/devices/${laptop.id}/register-draft`),
    );
    expect(draft).toMatchObject({
      name: "Latitude 7440 (sales-lt-01)",
      serial_number: "DL7440A",
      manufacturer: { name: "Dell" },
      model: { id: null, name: "Latitude 7440" },
      category: { name: "Laptops" },
      holder: { name: "Mara Lind" },
      logged_in_users: ["mara.lind"],
    });
  });

  it("adds one with its holder, creating the model; viewers may not", async () => {
    const laptop = await device("sales-lt-01");
    const url = `/api/workspace/devices/${laptop.id}/add-to-register`;
    expect((await team.as(viewer, "POST", url, {})).statusCode).toBe(403);
    const draft = jsonOf(
      await team.as(technician, "GET", `${url.replace("add-to-register", "register-draft")}`),
    );
    const asset = jsonOf(
      await team.as(technician, "POST", url, { person_id: draft.holder.id }),
      201,
    );
    expect(asset).toMatchObject({
      serial_number: "DL7440A",
      model_name: "Latitude 7440",
      manufacturer_name: "Dell",
      category_name: "Laptops",
      assigned_to: { type: "person", name: "Mara Lind" },
    });
    expect((await device("sales-lt-01")).asset_id).toBe(asset.id);
    expectDetail(await team.as(technician, "POST", url, {}), 409, /already linked/);
    const again = jsonOf(
      await team.as(
        technician,
        "GET",
        `/api/workspace/devices/${(await device("sales-lt-02")).id}/register-draft`,
      ),
    );
    expect(again.model.id).toBe(asset.model_id);
  });

  it("adds all the rest in one call, reusing the catalogue entries", async () => {
    expect(
      (await team.as(viewer, "POST", "/api/workspace/devices/add-to-register", {})).statusCode,
    ).toBe(403);
    const result = jsonOf(
      await team.as(technician, "POST", "/api/workspace/devices/add-to-register", {}),
    );
    expect(result).toEqual({ added: 2, skipped: 0 });
    const unregistered = jsonOf(
      await team.as(team.owner, "GET", "/api/workspace/devices/unregistered"),
    );
    expect(unregistered.items).toEqual([]);
    const models = jsonOf(await team.as(team.owner, "GET", "/api/workspace/models")) as {
      name: string;
    }[];
    expect(models.filter((model) => model.name === "Latitude 7440")).toHaveLength(1);
  });

  it("keeps each workspace to itself", async () => {
    const laptop = await device("sales-lt-02");
    const url = `/api/workspace/devices/${laptop.id}/register-draft`;
    expect((await other.as(other.owner, "GET", url)).statusCode).toBe(404);
    const added = jsonOf(
      await other.as(other.owner, "POST", "/api/workspace/devices/add-to-register", {}),
    );
    expect(added).toEqual({ added: 0, skipped: 0 });
  });
});
