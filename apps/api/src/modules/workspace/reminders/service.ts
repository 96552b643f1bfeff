import { workspaceDigestNotice } from "@fleetward/emails/workspace-digest-email";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import { days } from "../../../lib/clock.ts";
import { notify, wantsEmail } from "../../account/notifications/service.ts";
import { trialStateOf } from "../../account/trials/service.ts";
import {
  accountsByIds,
  mailLocale,
  recipientName,
  type UserRow,
} from "../../account/users/service.ts";
import { queueMail, workspaceDigestMail } from "../../platform/mail/service.ts";
import { overdueCheckins, warrantiesEndingBetween } from "../assets/service.ts";
import { listOpenWorkspaces, type WorkspaceRow } from "../core/service.ts";
import { licensesExpiringBetween } from "../licenses/service.ts";
import { emitWebhookEvents, wantedWebhookTypes } from "../webhooks/service.ts";
import { membersAtLeast } from "../members/service.ts";
import { digestProps, dueCount, type DueItems } from "./digest.ts";
import { claimDigest, pruneDigests } from "./repository.ts";
import { isoDay } from "../../../lib/clock.ts";

/*
 * The daily reminders (docs/decisions/0024): each morning, every open workspace with something
 * due gives its owner, admins and technicians one digest — an in-app notice and, unless they
 * switched workspace e-mails off, an e-mail — in their own language.
 */

/** Warranties and licences ending within this many days are listed. */
export const reminderWindowDays = 30;
/** Each list shows this many items, then "…and N more" with a link to all of them. */
export const itemsPerList = 20;
/** Digest rows are kept this many days (only today's guard against sending twice). */
const keptDays = 31;

export type ReminderDeps = {
  orm: Orm;
  jobs: PgBoss;
  /** `https://{app_domain}.{APP_HOST}`: where a workspace answers. */
  appUrlOf: (appDomain: string) => string;
  log: { error(details: object, message: string): void };
};

export type DigestRun = {
  day: string;
  /** Workspaces that had something due. */
  workspaces: number;
  /** Digests given now (a member already served today is not counted again). */
  digests: number;
  emails: number;
  /** Workspaces whose digests failed; the job is retried and skips what was sent. */
  failed: number;
};

export const dayOf = isoDay;
const dayPlus = (day: string, count: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days(count)));

/**
 * One run of the daily reminders for the day of `now`. Safe to run again and on several
 * instances at once: a member's digest is claimed by a unique row in the transaction that
 * writes it, so nobody gets a digest twice for one workspace and day.
 */
export async function sendDailyDigests(deps: ReminderDeps, now: Date): Promise<DigestRun> {
  const run: DigestRun = { day: dayOf(now), workspaces: 0, digests: 0, emails: 0, failed: 0 };
  for (const workspace of await listOpenWorkspaces(deps.orm)) {
    try {
      const sent = await digestWorkspace(deps, workspace, now);
      if (!sent) continue;
      run.workspaces++;
      run.digests += sent.digests;
      run.emails += sent.emails;
    } catch (error) {
      // One workspace's failure must not cost the others their digest.
      run.failed++;
      deps.log.error({ err: error, workspaceId: workspace.id }, "workspace digest failed");
    }
  }
  await pruneDigests(deps.orm, dayPlus(run.day, -keptDays));
  return run;
}

/** Only a workspace whose trial runs (or is paid for) is reminded; expired ones are read-only. */
async function isOpen(orm: Orm, workspace: WorkspaceRow, now: Date): Promise<boolean> {
  const trial = await trialStateOf(orm, workspace.trialId);
  if (trial?.status === "upgraded") return true;
  return trial?.status === "active" && (!trial.expiresAt || trial.expiresAt > now);
}

/** What the workspace has due on `day`; every query filters by its tenant id. */
export async function dueIn(orm: Orm, tenantId: string, day: string): Promise<DueItems> {
  const window = { from: day, to: dayPlus(day, reminderWindowDays) };
  const [warranties, licenses, overdue] = await Promise.all([
    warrantiesEndingBetween(orm, tenantId, window, itemsPerList),
    licensesExpiringBetween(orm, tenantId, window, itemsPerList),
    overdueCheckins(orm, tenantId, day, itemsPerList),
  ]);
  return { warranties, licenses, overdue };
}

/** Licences the `license.expiring` webhook event lists at most, per workspace and day. */
const maxExpiringEvents = 1000;

/**
 * One `license.expiring` webhook event per licence entering the reminder window, once per
 * expiry date (its dedupe key): a rerun, another instance or the next day adds nothing.
 */
async function emitExpiringLicenses(orm: Orm, tenantId: string, now: Date) {
  const day = dayOf(now);
  await orm.transaction(async (tx) => {
    if (!(await wantedWebhookTypes(tx, tenantId)).has("license.expiring")) return;
    const window = { from: day, to: dayPlus(day, reminderWindowDays) };
    const { items } = await licensesExpiringBetween(tx, tenantId, window, maxExpiringEvents);
    const events = items.map((license) => ({
      type: "license.expiring" as const,
      payload: {
        license: { id: license.id, name: license.name, expires_on: license.expiresOn },
        days_left: Math.round(
          (Date.parse(`${license.expiresOn}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / days(1),
        ),
      },
      dedupeKey: `license.expiring:${license.id}:${license.expiresOn}`,
    }));
    await emitWebhookEvents(tx, tenantId, events, now);
  });
}

async function digestWorkspace(deps: ReminderDeps, workspace: WorkspaceRow, now: Date) {
  if (!(await isOpen(deps.orm, workspace, now))) return null;
  const day = dayOf(now);
  await emitExpiringLicenses(deps.orm, workspace.id, now);
  const due = await dueIn(deps.orm, workspace.id, day);
  if (dueCount(due) === 0) return null;
  const members = await membersAtLeast(deps.orm, workspace.id, "technician");
  const recipients = await accountsByIds(
    deps.orm,
    members.map((member) => member.userId),
  );
  const sent = { digests: 0, emails: 0 };
  for (const user of recipients) {
    const outcome = await sendDigest(deps, { workspace, user, due, now });
    if (!outcome) continue;
    sent.digests++;
    if (outcome.emailed) sent.emails++;
  }
  return sent;
}

/**
 * One member's digest, in one transaction: the claim row, the in-app notice and, if they
 * want workspace e-mails, the e-mail. Null when they already had today's.
 */
async function sendDigest(
  deps: ReminderDeps,
  digest: { workspace: WorkspaceRow; user: UserRow; due: DueItems; now: Date },
) {
  const { workspace, user, due, now } = digest;
  const day = dayOf(now);
  return deps.orm.transaction(async (tx) => {
    const emailed = await wantsEmail(tx, user.id, "workspace");
    const claimed = await claimDigest(tx, {
      tenantId: workspace.id,
      userId: user.id,
      day,
      items: dueCount(due),
      emailed,
      sentAt: now,
    });
    if (!claimed) return null;
    const props = digestProps(due, {
      appUrl: deps.appUrlOf(workspace.appDomain),
      workspaceName: workspace.name,
      day,
      recipientName: recipientName(user),
      locale: mailLocale(user),
    });
    await notify(tx, {
      userId: user.id,
      category: "workspace",
      kind: "workspace.digest",
      ...workspaceDigestNotice(props),
      link: props.dashboardUrl,
      now,
    });
    if (emailed) {
      await queueMail(tx, deps.jobs, { ...workspaceDigestMail(props), to: user.email }, now);
    }
    return { emailed };
  });
}
