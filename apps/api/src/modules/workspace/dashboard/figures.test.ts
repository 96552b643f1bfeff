import type { Dashboard } from "@fleetward/contracts/workspace-dashboard";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, workspaceTenant } from "../../../test-support/workspace.ts";
import { enrollBody, osqueryClient } from "../devices/test-support.ts";
import { runImport } from "../imports/service.ts";

/*
 * The dashboard's asset figures are kept by triggers as assets are written (ADR 0046). Each
 * kind of write the product has is made here, and after each the dashboard must equal a
 * recount of the register from scratch (plain aggregates over `assets`, written here), so a
 * write path that moved a figure without the kept counts following fails.
 */

type Tenant = Awaited<ReturnType<typeof workspaceTenant>>;
type Named = { id: string; name: string };

const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe.each(testDatabases)(
  "dashboard figures kept as assets are written, on $name",
  (database) => {
    let app: FastifyInstance;
    let acme: Tenant;
    const time = movableClock(new Date("2025-11-10T22:30:00.000Z"));
    const osquery = osqueryClient(() => app);

    beforeAll(async () => {
      app = await createTestApp(database, { clock: time.clock, imports: { work: false } });
      acme = await workspaceTenant(app, "figures");
    });
    afterAll(() => app.close());

    const as: Tenant["as"] = (method, url, payload) => acme.as(method, url, payload);
    const list = async (path: string) => jsonOf(await as("GET", path)) as Named[];
    const named = async (path: string, name: string) =>
      (await list(path)).find((item) => item.name === name)!;
    const assetNamed = async (name: string) => {
      const page = jsonOf(await as("GET", `/api/workspace/assets?q=${encodeURIComponent(name)}`));
      return (page.items as Named[]).find((asset) => asset.name === name)!;
    };

    /** The register counted from scratch, grouped the way the dashboard shows it. */
    async function recount(today: string) {
      const tenantId = acme.workspace.id as string;
      const run = async <T>(query: ReturnType<typeof sql>) =>
        rowsOf<T>(await app.db.orm.execute(query));
      const [totals] = await run<Record<string, string | number>>(sql`
      select count(*) as total,
        count(*) filter (where checked_out_at is not null) as checked_out,
        count(*) filter (where retired_at is not null) as retired,
        count(*) filter (where checked_out_at is not null and expected_checkin < ${today}::date) as overdue,
        count(*) filter (where warranty_end between ${today}::date and ${today}::date + 30) as within_30,
        count(*) filter (where warranty_end between ${today}::date and ${today}::date + 90) as within_90,
        count(*) filter (where warranty_end < ${today}::date and retired_at is null) as expired,
        count(*) filter (where checked_out_at is null and l.kind = 'deployable') as in_stock
      from assets a join status_labels l on l.id = a.status_label_id
      where a.tenant_id = ${tenantId}`);
      const grouped = async (column: string, names: string) =>
        Object.fromEntries(
          (
            await run<{ key: string | null; count: string | number }>(sql`
            select coalesce(n.name, '(none)') as key, count(*) as count
            from assets a left join ${sql.raw(names)} n on n.id = a.${sql.raw(column)}
            where a.tenant_id = ${tenantId} ${
              column === "status_label_id" ? sql`and a.checked_out_at is null` : sql``
            }
            group by 1`)
          ).map((row) => [row.key, Number(row.count)]),
        );
      // Each asset counts for the top-level location above its own (or its own at the top).
      const byTopLocation = Object.fromEntries(
        (
          await run<{ key: string; count: string | number }>(sql`
          with recursive up(id, root) as (
            select id, id from asset_locations where tenant_id = ${tenantId} and parent_id is null
            union all
            select l.id, up.root from asset_locations l join up on l.parent_id = up.id
          )
          select coalesce(r.name, '(none)') as key, count(*) as count
          from assets a left join up on up.id = a.location_id
          left join asset_locations r on r.id = up.root
          where a.tenant_id = ${tenantId}
          group by 1`)
        ).map((row) => [row.key, Number(row.count)]),
      );
      const number = (key: string) => Number(totals?.[key] ?? 0);
      return {
        total: number("total"),
        checked_out: number("checked_out"),
        in_stock: number("in_stock"),
        retired: number("retired"),
        overdue: number("overdue"),
        warranties_ending: {
          within_30: number("within_30"),
          within_90: number("within_90"),
          expired: number("expired"),
        },
        by_status: await grouped("status_label_id", "status_labels"),
        by_category: await grouped("category_id", "asset_categories"),
        by_location: byTopLocation,
      };
    }

    /** The dashboard's figures in the recount's shape (labels with no asset left out). */
    const shown = (dashboard: Dashboard) => {
      const groups = (items: { name: string | null; count: number }[]) =>
        Object.fromEntries(items.map((item) => [item.name ?? "(none)", item.count]));
      expect(dashboard.by_location.other).toBe(0);
      return {
        total: dashboard.total,
        checked_out: dashboard.checked_out,
        in_stock: dashboard.in_stock,
        retired: dashboard.retired,
        overdue: dashboard.overdue_checkins.count,
        warranties_ending: dashboard.warranties_ending,
        by_status: groups(dashboard.by_status.filter((status) => status.count > 0)),
        by_category: groups(dashboard.by_category),
        by_location: groups(dashboard.by_location.top),
      };
    };

    /** The dashboard equals the recount; `moved` says the write changed some figure. */
    async function agrees(previous?: unknown) {
      const dashboard = jsonOf(await as("GET", "/api/workspace/dashboard")) as Dashboard;
      const figures = shown(dashboard);
      expect(figures).toEqual(await recount(dashboard.today));
      if (previous !== undefined) expect(figures).not.toEqual(previous);
      return figures;
    }

    it("follows every single-asset write: create, edit, check-out, check-in, retire", async () => {
      let figures = await agrees();
      const broken = await named("/api/workspace/status-labels", "Broken");
      const phones = await named("/api/workspace/categories", "Phones");
      const remote = await named("/api/workspace/locations", "Remote");
      const created = jsonOf(
        await as("POST", "/api/workspace/assets", {
          name: "Figure phone",
          category_id: phones.id,
          location_id: remote.id,
          warranty_end: "2025-11-20",
        }),
        201,
      ) as Named;
      figures = await agrees(figures);
      for (const edit of [
        { status_label_id: broken.id },
        { category_id: null },
        { location_id: null },
        { warranty_end: "2025-10-01" },
      ]) {
        jsonOf(await as("PATCH", `/api/workspace/assets/${created.id}`, edit));
        figures = await agrees(figures);
      }
      jsonOf(await as("PATCH", `/api/workspace/assets/${created.id}`, { name: "Renamed phone" }));
      figures = await agrees();

      const ready = await named("/api/workspace/status-labels", "Ready to deploy");
      jsonOf(
        await as("PATCH", `/api/workspace/assets/${created.id}`, { status_label_id: ready.id }),
      );
      const [person] = (jsonOf(await as("GET", "/api/workspace/people")).items as Named[]) ?? [];
      const checkout = { person_id: person!.id, expected_checkin: "2025-11-10" };
      jsonOf(await as("POST", `/api/workspace/assets/${created.id}/checkout`, checkout));
      figures = await agrees(figures);
      // Midnight passes (within the session's idle time): the loan becomes overdue.
      time.advance(90 * 60 * 1000);
      figures = await agrees(figures);
      jsonOf(await as("POST", `/api/workspace/assets/${created.id}/checkin`, {}));
      figures = await agrees(figures);
      jsonOf(await as("POST", `/api/workspace/assets/${created.id}/retire`, {}));
      await agrees(figures);
    });

    it("follows bulk changes by selection and by filter", async () => {
      let figures = await agrees();
      // Remote is a top-level location of its own: the move changes the chart's bars.
      const remote = await named("/api/workspace/locations", "Remote");
      const repair = await named("/api/workspace/status-labels", "In repair");
      const laptops = await named("/api/workspace/categories", "Laptops");
      const network = await named("/api/workspace/categories", "Network");
      const some = [await assetNamed("Core switch"), await assetNamed("Loan laptop 01")];
      for (const action of [
        { type: "set_location", location_id: remote.id },
        { type: "set_category", category_id: network.id },
        { type: "set_status", status_label_id: repair.id },
      ]) {
        const ids = some.map((asset) => asset.id);
        jsonOf(await as("POST", "/api/workspace/assets/bulk", { ids, action }));
        figures = await agrees(figures);
      }
      const filtered = { category_id: laptops.id };
      jsonOf(
        await as("POST", "/api/workspace/assets/bulk", {
          filter: filtered,
          action: { type: "checkin" },
        }),
      );
      figures = await agrees(figures);
      jsonOf(
        await as("POST", "/api/workspace/assets/bulk", {
          filter: filtered,
          action: { type: "retire" },
        }),
      );
      await agrees(figures);
    });

    it("follows a CSV import that creates and updates assets", async () => {
      const figures = await agrees();
      const csv = [
        "asset_tag,name,category,location,status,warranty_end",
        "IMP-1,Imported laptop,Laptops,Head office,Ready to deploy,2025-12-01",
        "IMP-2,Imported tablet,Imported tablets,Imported annex,Pending,2024-01-31",
        "FW-00001,Updated by import,Phones,Remote,In repair,",
      ].join("\n");
      const created = jsonOf(
        await app.inject({
          method: "POST",
          url: "/api/workspace/imports?file_name=assets.csv",
          headers: {
            host: `${acme.domain}.localhost:3000`,
            authorization: `Bearer ${acme.owner.token}`,
            "content-type": "text/csv",
          },
          payload: csv,
        }),
        201,
      );
      jsonOf(await as("POST", `/api/workspace/imports/${created.id}/run`), 202);
      expect(await runImport(app.imports.deps, created.id as string)).toBe(true);
      const done = jsonOf(await as("GET", `/api/workspace/imports/${created.id}`));
      expect(done.counts).toMatchObject({ created: 2, updated: 1, refused: 0 });
      await agrees(figures);
    });

    it("follows offboarding a person, deleting a location, and removing samples", async () => {
      const other = await workspaceTenant(app, "figures-off");
      const previous = acme;
      acme = other;
      try {
        let figures = await agrees();
        const [jamie] = jsonOf(await as("GET", "/api/workspace/people?q=jamie")).items as Named[];
        jsonOf(await as("POST", `/api/workspace/people/${jamie!.id}/offboard`, {}));
        figures = await agrees(figures);
        const remote = await named("/api/workspace/locations", "Remote");
        expect(
          (await as("DELETE", `/api/workspace/locations/${remote.id}`)).statusCode,
        ).toBeLessThan(300);
        figures = await agrees(figures);
        jsonOf(await as("DELETE", "/api/workspace/sample-assets"));
        figures = await agrees(figures);
        expect(figures.total).toBe(0);
      } finally {
        acme = previous;
      }
    });

    it("follows devices added to the register, linked and unlinked", async () => {
      const figures = await agrees();
      const secret = jsonOf(
        await as("POST", "/api/workspace/enroll-secrets", { name: "All" }),
        201,
      );
      const host = {
        hostname: "figures-lt-01",
        serial: "FIGSERIAL01",
        platform: "windows" as const,
        uuid: "C0FFEE00-0000-4000-8000-0000000f1601",
      };
      await osquery.json("enroll", enrollBody(secret.secret as string, host));
      const devices = jsonOf(await as("GET", "/api/workspace/devices?q=figures-lt-01"))
        .items as Named[];
      const device = devices[0]!;
      const [person] = jsonOf(await as("GET", "/api/workspace/people")).items as Named[];
      const url = `/api/workspace/devices/${device.id}`;
      const asset = jsonOf(
        await as("POST", `${url}/add-to-register`, { person_id: person!.id }),
        201,
      ) as Named;
      await agrees(figures);
      // Linking is the device's column, not the asset's: the figures hold still, and agree.
      jsonOf(await as("POST", `${url}/unlink`, {}));
      await agrees();
      jsonOf(await as("POST", `${url}/link`, { asset_id: asset.id }));
      await agrees();
    });
  },
);
