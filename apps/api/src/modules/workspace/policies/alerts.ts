import {
  postureAlertNotice,
  type PostureAlertEmailProps,
  type PostureAlertLine,
} from "@fleetward/emails/posture-alert-email";
import type { FastifyInstance } from "fastify";
import type { PgBoss, Queue } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import { notify, wantsEmail } from "../../account/notifications/service.ts";
import { appUrlOf, trialStateOf } from "../../account/trials/service.ts";
import {
  accountsByIds,
  mailLocale,
  recipientName,
  type UserRow,
} from "../../account/users/service.ts";
import { postureAlertMail, queueMail } from "../../platform/mail/service.ts";
import { listOpenWorkspaces, type WorkspaceRow } from "../core/service.ts";
import { devicesOfTenant } from "../devices/service.ts";
import { membersAtLeast } from "../members/service.ts";
import {
  claimPendingFlips,
  policyNames,
  tenantsWithPendingFlips,
  type ChangeRow,
} from "./repository.ts";

/*
 * Posture alerts (docs/decisions/0026): when a device starts failing a policy, or passes it
 * again, its workspace's owner and admins get an in-app notice and (unless they switched
 * workspace e-mails off) an e-mail, batched per workspace by a job every minute; the
 * policyChanged hook (webhooks) gets one event per flip. Each flip is claimed once, in the
 * transaction that writes the notices, so several instances never alert twice.
 */

export type PolicyChangedEvent = {
  tenantId: string;
  deviceId: string;
  hostname: string;
  policyId: string;
  policyName: string;
  status: "pass" | "fail";
};

export type PolicyHooks = {
  /** Called inside the alert's transaction (`tx`), once per flip, oldest first. */
  policyChanged?(event: PolicyChangedEvent, tx: Orm): Promise<void> | void;
};

export type AlertDeps = {
  orm: Orm;
  jobs: PgBoss;
  appUrlOf: (appDomain: string) => string;
  log: { error(details: object, message: string): void };
  hooks: PolicyHooks;
};

export type AlertRun = { workspaces: number; flips: number; emails: number; failed: number };

/** How many lines each list of an alert shows; the rest are "…and N more". */
export const alertLinesShown = 25;

/** One run: every workspace with flips not alerted yet gets one batch. */
export async function sendPolicyAlerts(deps: AlertDeps, now: Date): Promise<AlertRun> {
  const run: AlertRun = { workspaces: 0, flips: 0, emails: 0, failed: 0 };
  const pending = await tenantsWithPendingFlips(deps.orm);
  if (pending.length === 0) return run;
  const open = new Map((await listOpenWorkspaces(deps.orm)).map((row) => [row.id, row]));
  for (const tenantId of pending) {
    try {
      const workspace = open.get(tenantId);
      const live = workspace && (await isOpen(deps.orm, workspace, now));
      const sent = await alertWorkspace(deps, tenantId, live ? workspace : null, now);
      if (sent.flips === 0) continue;
      run.workspaces++;
      run.flips += sent.flips;
      run.emails += sent.emails;
    } catch (error) {
      run.failed++;
      deps.log.error({ err: error, workspaceId: tenantId }, "posture alert failed");
    }
  }
  return run;
}

async function isOpen(orm: Orm, workspace: WorkspaceRow, now: Date): Promise<boolean> {
  const trial = await trialStateOf(orm, workspace.trialId);
  if (trial?.status === "upgraded") return true;
  return trial?.status === "active" && (!trial.expiresAt || trial.expiresAt > now);
}

type Flip = ChangeRow & { hostname: string; policyName: string; toStatus: "pass" | "fail" };

/** The claimed flips with their names; the latest per device and policy for the lists. */
async function describe(tx: Orm, tenantId: string, claimed: ChangeRow[]): Promise<Flip[]> {
  const names = await policyNames(tx, tenantId, [...new Set(claimed.map((c) => c.policyId))]);
  const hosts = new Map(
    (await devicesOfTenant(tx, tenantId)).map((device) => [device.id, device.hostname]),
  );
  return claimed
    .filter((change) => change.toStatus === "pass" || change.toStatus === "fail")
    .sort((a, b) => a.id - b.id)
    .map((change) => ({
      ...change,
      toStatus: change.toStatus as "pass" | "fail",
      hostname: hosts.get(change.deviceId) ?? change.deviceId,
      policyName: names.get(change.policyId) ?? change.policyId,
    }));
}

function sectionOf(
  flips: readonly Flip[],
  status: "pass" | "fail",
  deviceUrl: (id: string) => string,
) {
  const latest = new Map<string, Flip>();
  for (const flip of flips) latest.set(`${flip.deviceId} ${flip.policyId}`, flip);
  const lines: PostureAlertLine[] = [...latest.values()]
    .filter((flip) => flip.toStatus === status)
    .map((flip) => ({
      device: flip.hostname,
      policy: flip.policyName,
      url: deviceUrl(flip.deviceId),
    }))
    .sort((a, b) => a.device.localeCompare(b.device) || a.policy.localeCompare(b.policy));
  return { items: lines.slice(0, alertLinesShown), total: lines.length };
}

/**
 * One workspace's batch, in one transaction: claim the flips, call the hook per flip, write
 * each admin's notice and queue their e-mail. A closed or lapsed workspace's flips are
 * claimed and dropped (`workspace` null).
 */
async function alertWorkspace(
  deps: AlertDeps,
  tenantId: string,
  workspace: WorkspaceRow | null,
  now: Date,
) {
  return deps.orm.transaction(async (tx) => {
    const claimed = await claimPendingFlips(tx, tenantId, now);
    if (!workspace || claimed.length === 0) return { flips: 0, emails: 0 };
    const flips = await describe(tx, tenantId, claimed);
    for (const flip of flips) {
      await deps.hooks.policyChanged?.(
        {
          tenantId,
          deviceId: flip.deviceId,
          hostname: flip.hostname,
          policyId: flip.policyId,
          policyName: flip.policyName,
          status: flip.toStatus,
        },
        tx,
      );
    }
    const appUrl = deps.appUrlOf(workspace.appDomain);
    const deviceUrl = (id: string) => `${appUrl}/workspace/devices/${id}`;
    const lists = {
      failing: sectionOf(flips, "fail", deviceUrl),
      passing: sectionOf(flips, "pass", deviceUrl),
    };
    if (lists.failing.total + lists.passing.total === 0) return { flips: 0, emails: 0 };
    const members = await membersAtLeast(tx, tenantId, "admin");
    const recipients = await accountsByIds(
      tx,
      members.map((member) => member.userId),
    );
    let emails = 0;
    for (const user of recipients) {
      const props: PostureAlertEmailProps = {
        recipientName: recipientName(user),
        workspaceName: workspace.name,
        ...lists,
        postureUrl: `${appUrl}/workspace/dashboard`,
        locale: mailLocale(user),
      };
      if (await alertMember(deps, tx, user, props, now)) emails++;
    }
    return { flips: flips.length, emails };
  });
}

async function alertMember(
  deps: AlertDeps,
  tx: Orm,
  user: UserRow,
  props: PostureAlertEmailProps,
  now: Date,
) {
  await notify(tx, {
    userId: user.id,
    category: "workspace",
    kind: "workspace.posture",
    ...postureAlertNotice(props),
    link: props.postureUrl,
    now,
  });
  if (!(await wantsEmail(tx, user.id, "workspace"))) return false;
  await queueMail(tx, deps.jobs, { ...postureAlertMail(props), to: user.email }, now);
  return true;
}

/* The job */

/** The pg-boss queue of the posture alerts; its job carries no data. */
export const policyAlertQueue = "workspace-policy-alerts";
/** Every minute. */
export const policyAlertCron = "* * * * *";

const queueOptions: Omit<Queue, "name"> = {
  retryLimit: 3,
  retryDelay: 30,
  expireInSeconds: 600,
};

export function alertDeps(app: FastifyInstance, hooks: PolicyHooks = {}): AlertDeps {
  return {
    orm: app.db.orm,
    jobs: app.jobs,
    appUrlOf: (appDomain) => appUrlOf(app.config, appDomain),
    log: app.log.child({ module: "policy-alerts" }),
    hooks,
  };
}

/** Schedules the alert run every minute and works its queue, on every instance. */
export async function startPolicyAlerts(
  app: FastifyInstance,
  options: { hooks?: PolicyHooks; alertPollingSeconds?: number },
) {
  const deps = alertDeps(app, options.hooks);
  await app.jobs.createQueue(policyAlertQueue, queueOptions);
  await app.jobs.updateQueue(policyAlertQueue, queueOptions);
  await app.jobs.schedule(policyAlertQueue, policyAlertCron, null, { tz: "UTC" });
  const every = app.config.policyAlertIntervalSeconds;
  await app.jobs.work(
    policyAlertQueue,
    { pollingIntervalSeconds: every ?? options.alertPollingSeconds ?? 30 },
    async () => {
      const run = await sendPolicyAlerts(deps, app.clock());
      if (run.failed > 0) throw new Error(`posture alerts failed for ${run.failed} workspaces`);
    },
  );
  const timer = every ? setInterval(() => void queueAlertRun(app), every * 1000) : undefined;
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await app.jobs.offWork(policyAlertQueue, { wait: true }).catch(() => undefined);
  });
}

/** An extra run between the scheduled ones (POLICY_ALERT_INTERVAL_SECONDS). */
async function queueAlertRun(app: FastifyInstance) {
  await app.jobs
    .send(policyAlertQueue, null)
    .catch((error: unknown) => app.log.error({ err: error }, "posture alert run not queued"));
}
