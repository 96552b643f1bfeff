import { sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../scripts/seed-scale-sql.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { planOf, vacuumUntilVisible } from "../../../test-support/plans.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { workspaceTenant } from "../../../test-support/workspace.ts";
import { fleetFiguresQuery } from "../policies/posture-queries.ts";
import { deviceStatusCounts, deviceStatusCountsQuery, statusCutoffs } from "./repository.ts";
import { settingsOf } from "./settings.ts";

/*
 * The dashboard's device counts and the posture's figures count every device of the
 * workspace; they read narrow index entries (devices_tenant_last_seen_idx,
 * devices_tenant_policy_counts_idx), not the wide rows (ADR 0050, "Amended: counts off narrow
 * indexes"), and count what a recount of the rows counts.
 */
describe.each(testDatabases)("device counts on $name", (database) => {
  let app: FastifyInstance;
  let tenantId: string;

  beforeAll(async () => {
    app = await createTestApp(database);
    tenantId = (await workspaceTenant(app, "device-counts")).workspace.id;
    // Seen in the last minutes, days or months ago, or never; passing and failing policies.
    await app.db.orm.execute(sql`
      insert into devices (tenant_id, host_identifier, hostname, platform, enrolled_at,
        last_seen_at, passing_policies, failing_policies, created_at, updated_at)
      select ${tenantId}, 'counted-' || g, 'counted-' || g, 'linux', now(),
        case g % 4 when 0 then null when 1 then now() - interval '1 minute'
          when 2 then now() - interval '3 days' else now() - interval '90 days' end,
        g % 3, g % 5 / 3, now(), now()
      from generate_series(1, 3000) g`);
    await vacuumUntilVisible(app.db.orm, "devices");
  });
  afterAll(() => app.close());

  const one = async (query: SQL) => (await rowsOf<Record<string, number>>(app.db.orm, query))[0];

  it("counts online, offline and missing devices off the last-seen index", async () => {
    const cutoffs = statusCutoffs(await settingsOf(app.db.orm, tenantId), new Date());
    expect(await deviceStatusCounts(app.db.orm, tenantId, cutoffs)).toEqual({
      online: 750,
      offline: 750,
      missing: 1500,
    });
    const plan = await planOf(app.db.orm, deviceStatusCountsQuery(app.db.orm, tenantId, cutoffs));
    expect(plan, plan).toMatch(/Index Only Scan using devices_tenant_last_seen_idx/);
  });

  it("counts evaluated, compliant and failing devices off the policy-counts index", async () => {
    const [figures] = await fleetFiguresQuery(app.db.orm, tenantId);
    expect(figures).toEqual(
      await one(sql`select
          (count(*) filter (where passing_policies + failing_policies > 0))::int as devices,
          (count(*) filter (where passing_policies > 0 and failing_policies = 0))::int as compliant,
          (count(*) filter (where failing_policies > 0))::int as "failingDevices"
        from devices where tenant_id = ${tenantId}`),
    );
    expect(figures?.failingDevices).toBeGreaterThan(0);
    const plan = await planOf(app.db.orm, fleetFiguresQuery(app.db.orm, tenantId));
    expect(plan, plan).toMatch(/Index Only Scan using devices_tenant_policy_counts_idx/);
  });
});
