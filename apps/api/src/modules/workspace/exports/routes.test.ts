import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { fromCsvCell } from "@fleetward/contracts/workspace-exports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { pdfText } from "../../../test-support/pdf-text.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  setTrialStatus,
  teamWorkspace,
  type Person,
} from "../../../test-support/workspace.ts";
import { assets } from "../assets/schema.ts";

type Named = { id: string; name: string };
type Team = Awaited<ReturnType<typeof teamWorkspace>>;

const csvRows = (response: LightMyRequestResponse): string[][] => {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(response.rawPayload, { bom: true, relax_column_count: false });
};

async function xlsxRows(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const pdfPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length;
const pdfLinks = (pdf: Buffer) =>
  [...pdf.toString("latin1").matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);

describe.each(testDatabases)("workspace exports and labels on $name", (database) => {
  let app: FastifyInstance;
  let team: Team;
  let viewer: Person;
  let other: Team;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp(database);
    team = await teamWorkspace(app, "export");
    viewer = await team.join("viewer");
    other = await teamWorkspace(app, "export-other");
  });
  afterAll(() => app.close());

  const as = (method: "GET" | "POST", url: string, payload?: unknown) =>
    team.as(team.owner, method, url, payload);

  it("refuses export during the trial with the reason and where to upgrade, and says so", async () => {
    expectDetail(
      await as("GET", "/api/workspace/exports/assets.csv"),
      403,
      /not supported during the trial \(beta\)\. Upgrade to export your data: http.*\/user-billing$/,
    );
    expect(jsonOf(await as("GET", "/api/workspace"))).toMatchObject({
      export_enabled: false,
      export_disabled_reason: "Data export is not supported during the trial (beta)",
    });
    await setTrialStatus(app, team.trial.id, "upgraded");
    await setTrialStatus(app, other.trial.id, "upgraded");
    expect(jsonOf(await as("GET", "/api/workspace"))).toMatchObject({
      export_enabled: true,
      export_disabled_reason: null,
    });
  });

  it("exports the filtered assets as CSV, chosen columns in order, formulas defused", async () => {
    // The sample "Cost centre" field (key cost_centre) applies to Laptops.
    const categories = jsonOf(await as("GET", "/api/workspace/categories")) as Named[];
    const category = categories.find((entry) => entry.name === "Laptops");
    const laptop = jsonOf(
      await as("POST", "/api/workspace/assets", {
        name: '=HYPERLINK("http://evil.example","Export laptop")',
        asset_tag: "EXP-0001",
        category_id: category?.id,
        purchase_date: "2026-01-31",
        purchase_cost: "1299.5",
        currency: "EUR",
        notes: '-2+3, a comma and "quotes"',
        custom_values: { cost_centre: "@SUM(A1)" },
      }),
      201,
    );
    ids.laptop = laptop.id;
    jsonOf(
      await as("POST", "/api/workspace/assets", { name: "Export phone", asset_tag: "EXP-0002" }),
      201,
    );
    const rows = csvRows(
      await as(
        "GET",
        "/api/workspace/exports/assets.csv?q=EXP-&sort=-asset_tag&columns=asset_tag,name,purchase_date,purchase_cost,notes,custom:cost_centre,id",
      ),
    );
    expect(rows).toEqual([
      ["asset_tag", "name", "purchase_date", "purchase_cost", "notes", "Cost centre", "id"],
      ["EXP-0002", "Export phone", "", "", "", "", expect.any(String)],
      [
        "EXP-0001",
        '\'=HYPERLINK("http://evil.example","Export laptop")',
        "2026-01-31",
        "1299.50",
        '\'-2+3, a comma and "quotes"',
        "'@SUM(A1)",
        laptop.id,
      ],
    ]);
    // The import reads our cells back to the exact values.
    expect(fromCsvCell(rows[2]?.[1] ?? "")).toBe(laptop.name);
    expect(fromCsvCell(rows[2]?.[5] ?? "")).toBe("@SUM(A1)");
  });

  it("exports every column by default, and refuses unknown columns and filters", async () => {
    const [header] = csvRows(await as("GET", "/api/workspace/exports/assets.csv?q=EXP-0001"));
    expect(header?.slice(0, 3)).toEqual(["asset_tag", "name", "serial_number"]);
    expect(header).toContain("Cost centre");
    expect(header).toContain("retired_at");
    expectDetail(
      await as("GET", "/api/workspace/exports/assets.csv?columns=asset_tag,product_key"),
      422,
      /columns/,
    );
    expectDetail(
      await as("GET", "/api/workspace/exports/assets.xlsx?columns=custom:no_such_field"),
      422,
      "columns: No custom field custom:no_such_field in this workspace",
    );
    expectDetail(
      await as("GET", "/api/workspace/exports/assets.csv?custom_field=no_such&custom_value=x"),
      422,
      /custom_value/,
    );
    const [devices, ...none] = csvRows(await as("GET", "/api/workspace/exports/devices.csv"));
    expect(devices?.[0]).toBe("hostname");
    expect(none).toEqual([]);
    expect((await as("GET", "/api/workspace/exports/seats.csv")).statusCode).toBe(404);
  });

  it("streams an export across many pages (keyset), every row once", async () => {
    const labels = jsonOf(await as("GET", "/api/workspace/status-labels")) as { id: string }[];
    const now = new Date();
    const rows = Array.from({ length: 1050 }, (_, index) => ({
      tenantId: team.workspace.id,
      assetTag: `BULK-${String(index + 1).padStart(4, "0")}`,
      name: `Bulk ${index + 1}`,
      statusLabelId: labels[0]?.id ?? "",
      createdAt: now,
      updatedAt: now,
    }));
    await app.db.orm.insert(assets).values(rows);
    const exported = await xlsxRows(
      await as(
        "GET",
        "/api/workspace/exports/assets.xlsx?q=BULK-&sort=asset_tag&columns=asset_tag",
      ),
    );
    expect(exported).toHaveLength(1051);
    expect(exported.slice(1).map((row) => row[0])).toEqual(rows.map((row) => row.assetTag));
  });

  it("exports people and licences as XLSX with typed cells, and history as CSV", async () => {
    const people = await xlsxRows(
      await as("GET", "/api/workspace/exports/people.xlsx?status=active&columns=name,status"),
    );
    expect(people[0]).toEqual(["name", "status"]);
    expect(people.length).toBeGreaterThan(1);
    expect(people.slice(1).every((row) => row[1] === "active")).toBe(true);

    const licenses = await xlsxRows(await as("GET", "/api/workspace/exports/licenses.xlsx"));
    expect(licenses[0]).not.toContain("product_key");
    const sample = licenses.find((row) => row[0] === "Microsoft 365 Business Premium");
    expect(sample?.slice(2, 4)).toEqual([25, 2]);
    expect(sample?.[licenses[0]?.indexOf("purchase_cost") ?? -1]).toBe("6600.00");

    const history = csvRows(
      await as(
        "GET",
        `/api/workspace/exports/history.csv?subject_type=asset&subject_id=${ids.laptop}&columns=action,subject_id,actor_name`,
      ),
    );
    expect(history).toEqual([
      ["action", "subject_id", "actor_name"],
      ["created", ids.laptop, expect.any(String)],
    ]);
  });

  it("lets a viewer export but not print labels; another workspace sees none of it", async () => {
    const rows = csvRows(
      await team.as(viewer, "GET", "/api/workspace/exports/assets.csv?q=EXP-&columns=asset_tag"),
    );
    expect(rows).toHaveLength(3);
    expectDetail(
      await team.as(viewer, "POST", "/api/workspace/labels", {
        asset_ids: [ids.laptop],
        format: "roll-57x32",
      }),
      403,
      /technician/,
    );
    const theirs = csvRows(
      await other.as(other.owner, "GET", "/api/workspace/exports/assets.csv?columns=asset_tag"),
    );
    expect(theirs.flat()).not.toContain("EXP-0001");
    expect(theirs.flat().some((tag) => tag.startsWith("BULK-"))).toBe(false);
    const history = csvRows(
      await other.as(
        other.owner,
        "GET",
        `/api/workspace/exports/history.csv?subject_id=${ids.laptop}`,
      ),
    );
    expect(history).toHaveLength(1);
    expectDetail(
      await other.as(other.owner, "POST", "/api/workspace/labels", {
        asset_ids: [ids.laptop],
        format: "avery-5160",
      }),
      404,
      /not in this workspace/,
    );
  });

  it("leaves API-token events out of the history export below admin, as the dashboard does", async () => {
    const team = await teamWorkspace(app, "exptok");
    await setTrialStatus(app, team.trial.id, "upgraded");
    const [admin, technician, reader] = [
      await team.join("admin"),
      await team.join("technician"),
      await team.join("viewer"),
    ];
    const body = { name: "Nightly inventory sync", scope: "read" };
    const created = jsonOf(await team.as(admin, "POST", "/api/workspace/api-tokens", body), 201);
    const { token } = created as { token: string };
    const tokenRows = async (person: { token: string }, filter = "") => {
      const url = `/api/workspace/exports/history.csv?columns=subject_type,action${filter}`;
      const rows = csvRows(await team.as(person, "GET", url)).slice(1);
      const xlsx = await xlsxRows(await team.as(person, "GET", url.replace(".csv", ".xlsx")));
      expect(xlsx.slice(1)).toEqual(rows);
      return rows.filter(([type]) => type === "api_token");
    };
    for (const person of [team.owner, admin]) {
      expect(await tokenRows(person)).toEqual([["api_token", "created"]]);
      expect(await tokenRows(person, "&subject_type=api_token")).toEqual([
        ["api_token", "created"],
      ]);
    }
    for (const person of [technician, reader, { token }]) {
      expect(await tokenRows(person)).toEqual([]);
      expect(await tokenRows(person, "&subject_type=api_token")).toEqual([]);
    }
  });

  it("prints labels of matching assets on sheets, each tag with a QR link to its page", async () => {
    const response = await as("POST", "/api/workspace/labels", {
      filter: { q: "BULK-00" },
      format: "avery-l7651",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = response.rawPayload;
    // BULK-0001 … BULK-0099: 65 labels fill the first A4 sheet, 34 the second.
    expect(pdfPages(pdf)).toBe(2);
    const text = await pdfText(pdf);
    expect(text.filter((line) => /^BULK-00\d\d$/.test(line))).toHaveLength(99);
    expect(text).toContain("BULK-0042");
    const links = pdfLinks(pdf);
    expect(links).toHaveLength(99);
    expect(links[0]).toMatch(
      new RegExp(`^http://${team.domain}\\.localhost:\\d+/workspace/assets/[0-9a-f-]{36}$`),
    );
  });

  it("prints the chosen assets in order on a roll, and refuses too many or none", async () => {
    const chosen = await as("POST", "/api/workspace/labels", {
      asset_ids: [ids.laptop],
      format: "roll-57x32",
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(pdfPages(chosen.rawPayload)).toBe(1);
    expect(await pdfText(chosen.rawPayload)).toContain("EXP-0001");
    expect(pdfLinks(chosen.rawPayload)).toEqual([
      expect.stringMatching(new RegExp(`/workspace/assets/${ids.laptop}$`)),
    ]);
    const tooMany = Array.from({ length: 5001 }, () => ids.laptop);
    expectDetail(
      await as("POST", "/api/workspace/labels", { asset_ids: tooMany, format: "avery-5160" }),
      422,
      /asset_ids/,
    );
    expectDetail(
      await as("POST", "/api/workspace/labels", {
        filter: { q: "nothing-like-this" },
        format: "avery-5160",
      }),
      422,
      "filter: No assets match these filters",
    );
    expectDetail(
      await as("POST", "/api/workspace/labels", { format: "avery-5160" }),
      422,
      /Send either asset_ids or a filter/,
    );
  });
});
