import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets, auditLog, notifications, trials, users, workspaces } from "../../../db/schema.ts";
import { days } from "../../../lib/clock.ts";
import { eventually, movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { runDeployment } from "./deployment.ts";
import { trialDeps } from "./deps.ts";
import { currentTrial, upgradeTrial } from "./service.ts";
import { sweepTrials } from "./sweep.ts";
import { requireTransition } from "./transitions.ts";
import { provisionWorkspace } from "../../workspace/core/service.ts";
import {
  operatorCredentials,
  signedInOperator,
  signedUpClient,
  validTrial,
  type Client,
} from "./test-helpers.ts";

describe.each(testDatabases)("trial lifecycle on $name", (database) => {
  let app: FastifyInstance;
  let operator: Client;
  const time = movableClock(new Date("2026-03-02T09:00:00.000Z"));

  beforeAll(async () => {
    app = await createTestApp(database, {
      clock: time.clock,
      // Slow enough steps that the profile can be seen "deploying", step n of m.
      config: { ...operatorCredentials, trialDeployStepDelayMs: 250 },
    });
  });
  afterAll(() => app.close());

  const trialOf = async (customer: Client) =>
    (await customer.get("/api/customer/trial")).json().trial;

  async function requestAndApprove(customer: Client) {
    const created = await customer.post("/api/customer/trial/create", validTrial());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    // The clock jumps months between tests; a fresh operator session outlives none of that.
    operator = await signedInOperator(app);
    const approved = await operator.post(`/api/admin/trials/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    return id as string;
  }

  const noticeKinds = async (email: string) => {
    const rows = await app.db.orm
      .select({ kind: notifications.kind })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(users.email, email))
      .orderBy(notifications.createdAt);
    return rows.map((row) => row.kind);
  };

  const tenantCounts = async (trialId: string) => {
    const tenants = await app.db.orm
      .select()
      .from(workspaces)
      .where(eq(workspaces.trialId, trialId));
    const samples = await Promise.all(
      tenants.map(async (tenant) => {
        const [row] = await app.db.orm
          .select({ n: count() })
          .from(assets)
          .where(and(eq(assets.tenantId, tenant.id), eq(assets.isSample, true)));
        return row?.n ?? 0;
      }),
    );
    return { workspaces: tenants.length, samples };
  };

  it("request → approve → deploying → active for 90 days → expired → upgraded, never expiring", async () => {
    const customer = await signedUpClient(app);
    const trialId = await requestAndApprove(customer);

    const deploying = await eventually(async () => {
      const trial = await trialOf(customer);
      return trial.status === "deploying" ? trial : undefined;
    });
    expect(deploying.deploy_steps).toBe(4);
    expect(deploying.deploy_step).toBeLessThan(4);

    const active = await eventually(async () => {
      const trial = await trialOf(customer);
      return trial.status === "active" ? trial : undefined;
    });
    const activatedAt = time.clock();
    expect(active).toMatchObject({
      activated_at: activatedAt.toISOString(),
      expires_at: new Date(activatedAt.getTime() + days(90)).toISOString(),
      days_left: 90,
      deploy_step: 4,
      workspace: { read_only: false },
    });
    expect(await tenantCounts(trialId)).toEqual({ workspaces: 1, samples: [6] });
    // The movable clock stands still, so compare as sets rather than by time.
    expect((await noticeKinds(customer.email)).sort()).toEqual([
      "trial.approved",
      "trial.deployed",
      "trial.received",
    ]);

    const audit = await app.db.orm
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, trialId))
      .orderBy(auditLog.createdAt);
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "trial.active",
      "trial.approved",
      "trial.deploying",
      "trial.requested",
      "workspace.created",
    ]);

    const deps = trialDeps(app);
    const [user] = await app.db.orm.select().from(users).where(eq(users.email, customer.email));
    const userId = user?.id ?? "";
    // Sessions do not survive months of clock jumps; read the trial as the profile's call does.
    const viewNow = () => currentTrial(deps, userId);
    // 83 days in: the "expires in 7 days" notice goes out, once.
    time.advance(days(83));
    expect((await sweepTrials(deps, time.clock())).warned).toBeGreaterThanOrEqual(1);
    await sweepTrials(deps, time.clock());
    expect(
      (await noticeKinds(customer.email)).filter((kind) => kind === "trial.expiring"),
    ).toHaveLength(1);

    // 90 days minus a second: still active.
    time.advance(days(7) - 1000);
    await sweepTrials(deps, time.clock());
    expect(await viewNow()).toMatchObject({ status: "active", days_left: 1 });

    // 90 days: expired by the sweep, whichever run gets there; a second run changes nothing.
    time.advance(1000);
    const first = await sweepTrials(deps, time.clock());
    const second = await sweepTrials(deps, time.clock());
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(second.expired).toBe(0);
    expect(await viewNow()).toMatchObject({
      status: "expired",
      days_left: null,
      workspace: { read_only: true },
    });
    expect(
      (await noticeKinds(customer.email)).filter((kind) => kind === "trial.expired"),
    ).toHaveLength(1);
    expect(await tenantCounts(trialId)).toEqual({ workspaces: 1, samples: [6] });

    // The billing flow upgrades: no expiry any more, and the workspace is writable again.
    time.advance(days(3));
    const upgraded = await app.db.orm.transaction((tx) =>
      upgradeTrial(tx, { userId, planId: "business", now: time.clock() }),
    );
    expect(upgraded).toMatchObject({ status: "upgraded", planId: "business", expiresAt: null });
    expect(await viewNow()).toMatchObject({
      status: "upgraded",
      plan_id: "business",
      expires_at: null,
      workspace: { read_only: false },
    });
    time.advance(days(400));
    await sweepTrials(deps, time.clock());
    expect((await viewNow())?.status).toBe("upgraded");
    await expect(
      app.db.orm.transaction((tx) =>
        upgradeTrial(tx, { userId, planId: "business", now: time.clock() }),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it("upgrades an active trial directly, and has nothing to upgrade for an account without one", async () => {
    const customer = await signedUpClient(app);
    await requestAndApprove(customer);
    await eventually(async () =>
      (await trialOf(customer)).status === "active" ? true : undefined,
    );
    const [user] = await app.db.orm.select().from(users).where(eq(users.email, customer.email));
    const upgraded = await app.db.orm.transaction((tx) =>
      upgradeTrial(tx, { userId: user?.id ?? "", planId: "team", now: time.clock() }),
    );
    expect(upgraded?.status).toBe("upgraded");

    const newcomer = await signedUpClient(app);
    const [other] = await app.db.orm.select().from(users).where(eq(users.email, newcomer.email));
    expect(
      await app.db.orm.transaction((tx) =>
        upgradeTrial(tx, { userId: other?.id ?? "", planId: "team", now: time.clock() }),
      ),
    ).toBeNull();
  });

  it("deploys once however many times the job runs, even at the same moment", async () => {
    const customer = await signedUpClient(app);
    const trialId = await requestAndApprove(customer);
    const deps = trialDeps(app);

    // The queued job runs too; these three race it and each other.
    const outcomes = await Promise.all([
      runDeployment(deps, trialId),
      runDeployment(deps, trialId),
      runDeployment(deps, trialId),
    ]);
    expect(outcomes.filter((outcome) => outcome === "deployed").length).toBeLessThanOrEqual(1);
    await eventually(async () =>
      (await trialOf(customer)).status === "active" ? true : undefined,
    );
    expect(await runDeployment(deps, trialId)).toBe("already-done");

    expect(await tenantCounts(trialId)).toEqual({ workspaces: 1, samples: [6] });
    expect(
      (await noticeKinds(customer.email)).filter((kind) => kind === "trial.deployed"),
    ).toHaveLength(1);
    const [row] = await app.db.orm.select().from(trials).where(eq(trials.id, trialId));
    expect(row).toMatchObject({ status: "active", deployStep: 4 });
  });

  it("resumes a deployment that stopped half-way, without a second workspace", async () => {
    const customer = await signedUpClient(app);
    const created = (await customer.post("/api/customer/trial/create", validTrial())).json();
    const deps = trialDeps(app);
    const [owner] = await app.db.orm.select().from(users).where(eq(users.email, customer.email));
    // Simulate a crash after the workspace step: the trial is deploying at step 2 of 4 with
    // its workspace provisioned, and no job is left in the queue.
    await app.db.orm.transaction(async (tx) => {
      const now = time.clock();
      await requireTransition(tx, { trialId: created.id, to: "approved", now });
      await requireTransition(tx, {
        trialId: created.id,
        to: "deploying",
        now,
        patch: { deployStep: 2, deploySteps: 4 },
      });
      await provisionWorkspace(tx, {
        trialId: created.id,
        ownerUserId: owner?.id ?? "",
        appDomain: created.app_domain,
        name: created.app_name,
        now,
      });
    });
    // The sweep picks up deployments untouched for five minutes.
    time.advance(6 * 60_000);
    expect((await sweepTrials(deps, time.clock())).resumed).toBeGreaterThanOrEqual(1);
    await eventually(async () =>
      (await trialOf(customer)).status === "active" ? true : undefined,
    );
    expect(await tenantCounts(created.id)).toEqual({ workspaces: 1, samples: [6] });
  });
});
