import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets, notifications, outbox, trials, users, workspaces } from "../../../db/schema.ts";
import { days } from "../../../lib/clock.ts";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { appUrlOf } from "../../account/trials/service.ts";
import { setTrialStatus, teamWorkspace, type Person } from "../../../test-support/workspace.ts";
import { dueIn, sendDailyDigests } from "./service.ts";
import { reminderDeps } from "./worker.ts";

/*
 * The daily digest, run directly with a movable clock (as the trial sweep's tests do). On
 * 20 August 2026 a freshly provisioned workspace has the sample loan laptop overdue (due
 * 3 days before) and the sample ThinkPad's warranty ending on 4 September; each test adds a
 * licence expiring within the month where it needs all three lists.
 */

describe.each(testDatabases)("daily reminders on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock(new Date("2026-08-20T07:00:00.000Z"));

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  const run = () => sendDailyDigests(reminderDeps(app), app.clock());

  const digestMails = async (person: Person) =>
    app.db.orm
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.recipient, person.email.toLowerCase()),
          eq(outbox.template, "workspace-digest"),
        ),
      );

  const notices = async (person: Person) =>
    app.db.orm
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.id), eq(notifications.category, "workspace")));

  const counts = async (person: Person) => ({
    mails: (await digestMails(person)).length,
    notices: (await notices(person)).length,
  });

  /** Switches the person's workspace e-mails off, as the notifications page does. */
  async function emailOff(person: Person) {
    const saved = await app.inject({
      method: "PUT",
      url: "/api/user/me/notification-preferences",
      headers: { authorization: `Bearer ${person.token}` },
      payload: { trial: true, billing: true, security: true, product: true, workspace: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** A team workspace with a licence named `licence` expiring in 10 days. */
  async function teamWithLicence(prefix: string, licence: string) {
    const team = await teamWorkspace(app, prefix);
    const expires = new Date(app.clock().getTime() + days(10)).toISOString().slice(0, 10);
    const created = await team.as(team.owner, "POST", "/api/workspace/licenses", {
      name: licence,
      seats: 5,
      expires_on: expires,
      notes: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { ...team, licenceId: created.json().id as string, expires };
  }

  it("gives the owner, admins and technicians one digest each, never a viewer", async () => {
    const team = await teamWithLicence("digest", "Adobe Creative Cloud");
    const admin = await team.join("admin");
    const technician = await team.join("technician");
    const viewer = await team.join("viewer");
    await emailOff(technician);

    const result = await run();
    expect(result.failed).toBe(0);

    expect(await counts(team.owner)).toEqual({ mails: 1, notices: 1 });
    expect(await counts(admin)).toEqual({ mails: 1, notices: 1 });
    // E-mail switched off: the notice only.
    expect(await counts(technician)).toEqual({ mails: 0, notices: 1 });
    expect(await counts(viewer)).toEqual({ mails: 0, notices: 0 });

    const appUrl = appUrlOf(app.config, team.domain);
    const due = await dueIn(app.db.orm, team.workspace.id, "2026-08-20");
    const laptop = due.overdue.items[0];
    const thinkPad = due.warranties.items[0];
    expect(laptop?.name).toBe("Loan laptop 01");
    expect(thinkPad?.name).toBe("ThinkPad T14 — Finance");

    const [mail] = await digestMails(team.owner);
    expect(mail?.subject).toBe(`${team.workspace.name}: 3 items due`);
    expect(mail?.link).toBe(`${appUrl}/workspace/dashboard`);
    for (const body of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(body).toContain(`${thinkPad?.assetTag} ThinkPad T14 — Finance`);
      expect(body).toContain("warranty ends 4 September 2026");
      expect(body).toContain(`${appUrl}/workspace/assets/${thinkPad?.id}`);
      expect(body).toContain("Adobe Creative Cloud");
      expect(body).toContain("expires 30 August 2026");
      expect(body).toContain(`${appUrl}/workspace/licenses/${team.licenceId}`);
      expect(body).toContain(`${laptop?.assetTag} Loan laptop 01`);
      expect(body).toContain("held by Ada Okafor, due back 17 August 2026");
      expect(body).toContain(`${appUrl}/workspace/assets/${laptop?.id}`);
      expect(body).toContain(`${appUrl}/workspace?overdue=true`);
    }

    const [notice] = await notices(team.owner);
    expect(notice).toMatchObject({
      kind: "workspace.digest",
      title: mail?.subject,
      link: `${appUrl}/workspace/dashboard`,
    });
    // The same items as the e-mail.
    expect(notice?.body.split("\n")).toEqual([
      "1 warranty ends within 30 days · 1 licence expires within 30 days · 1 check-in is overdue",
      "",
      "Warranties ending within 30 days",
      `- ${thinkPad?.assetTag} ThinkPad T14 — Finance — warranty ends 4 September 2026`,
      "",
      "Licences expiring within 30 days",
      "- Adobe Creative Cloud — expires 30 August 2026",
      "",
      "Overdue check-ins",
      `- ${laptop?.assetTag} Loan laptop 01 — held by Ada Okafor, due back 17 August 2026`,
    ]);
  });

  it("writes each member's digest in their own language", async () => {
    const team = await teamWithLicence("sprache", "Office");
    const colleague = await team.join("technician", "de");
    await app.db.orm.update(users).set({ locale: "de" }).where(eq(users.id, colleague.id));
    await run();
    const [mail] = await digestMails(colleague);
    expect(mail?.subject).toBe(`${team.workspace.name}: 3 Einträge fällig`);
    expect(mail?.text).toContain("Garantie endet am 4. September 2026");
    const [notice] = await notices(colleague);
    expect(notice?.title).toBe(mail?.subject);
    expect((await digestMails(team.owner))[0]?.subject).toContain("3 items due");
  });

  it("sends nothing twice: a second run, or two at once, find today's digests given", async () => {
    const team = await teamWithLicence("twice", "Slack");
    const technician = await team.join("technician");
    await Promise.all([run(), run()]);
    expect(await counts(team.owner)).toEqual({ mails: 1, notices: 1 });
    expect(await counts(technician)).toEqual({ mails: 1, notices: 1 });

    const again = await run();
    expect(again).toMatchObject({ digests: 0, emails: 0, failed: 0 });
    expect(await counts(team.owner)).toEqual({ mails: 1, notices: 1 });
  });

  it("lists only the workspace's own items", async () => {
    const first = await teamWithLicence("first", "Alpha Suite");
    const second = await teamWithLicence("second", "Beta Suite");
    await run();
    const ownAssets = async (tenantId: string) =>
      (
        await app.db.orm.select({ id: assets.id }).from(assets).where(eq(assets.tenantId, tenantId))
      ).map((row) => row.id);
    const checks = [
      { team: first, own: "Alpha Suite", foreign: "Beta Suite", other: second },
      { team: second, own: "Beta Suite", foreign: "Alpha Suite", other: first },
    ];
    for (const { team, own, foreign, other } of checks) {
      const [mail] = await digestMails(team.owner);
      const body = `${mail?.text}\n${mail?.html}`;
      expect(body).toContain(own);
      expect(body).not.toContain(foreign);
      expect(body).not.toContain(other.licenceId);
      expect(body).not.toContain(other.domain);
      for (const id of await ownAssets(other.workspace.id)) expect(body).not.toContain(id);
      expect(await counts(other.owner)).toEqual({ mails: 1, notices: 1 });
    }
  });

  it("sends nothing for a workspace with nothing due", async () => {
    const team = await teamWorkspace(app, "quiet");
    const removed = await team.as(team.owner, "DELETE", "/api/workspace/sample-assets");
    expect(removed.statusCode, removed.body).toBe(200);
    // The sample licence runs for another eleven months.
    expect(await dueIn(app.db.orm, team.workspace.id, "2026-08-20")).toMatchObject({
      warranties: { total: 0 },
      licenses: { total: 0 },
      overdue: { total: 0 },
    });
    await run();
    expect(await counts(team.owner)).toEqual({ mails: 0, notices: 0 });
  });

  it("sends nothing for an expired trial, a trial past its end or a closed workspace", async () => {
    const expired = await teamWithLicence("expired", "Zoom");
    await setTrialStatus(app, expired.trial.id, "expired");
    const lapsed = await teamWithLicence("lapsed", "Zoom");
    // Not swept yet, but past its end: as read-only as an expired one.
    await app.db.orm
      .update(trials)
      .set({ expiresAt: new Date(app.clock().getTime() - 1000) })
      .where(eq(trials.id, lapsed.trial.id));
    const closed = await teamWithLicence("closed", "Zoom");
    await app.db.orm
      .update(workspaces)
      .set({ closedAt: app.clock() })
      .where(eq(workspaces.id, closed.workspace.id));
    const paid = await teamWithLicence("paid", "Zoom");
    await setTrialStatus(app, paid.trial.id, "upgraded");

    await run();
    for (const team of [expired, lapsed, closed]) {
      expect(await counts(team.owner)).toEqual({ mails: 0, notices: 0 });
    }
    expect(await counts(paid.owner)).toEqual({ mails: 1, notices: 1 });
  });

  it("gives a new digest the next day", async () => {
    const team = await teamWithLicence("daily", "Figma");
    await run();
    expect(await counts(team.owner)).toEqual({ mails: 1, notices: 1 });
    time.advance(days(1));
    const next = await run();
    expect(next.failed).toBe(0);
    expect(await counts(team.owner)).toEqual({ mails: 2, notices: 2 });
  });
});
