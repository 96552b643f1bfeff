import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { days, hours } from "../../../lib/clock.ts";
import { movableClock, newAccount, outboxFor } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { signedUpCustomer } from "../../../test-support/customers.ts";
import { invitationsPerHour } from "./invitations.ts";
import { workspaceInvitations } from "./schema.ts";
import { expectDetail, teamWorkspace } from "../../../test-support/workspace.ts";

const badLink = "This invitation link is invalid, used or has expired";

describe.each(testDatabases)("workspace invitations on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  type Team = Awaited<ReturnType<typeof teamWorkspace>>;

  /** The owner invites `email`; returns the invitation and the token of the mail's link. */
  async function invite(team: Team, email: string, role = "technician") {
    const response = await team.as(team.owner, "POST", "/api/workspace/invitations", {
      email,
      role,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { invitation: response.json(), token: await latestToken(email) };
  }

  async function latestToken(email: string) {
    const [mail] = (await outboxFor(app, email.toLowerCase())).reverse();
    const token = mail?.link ? new URL(mail.link).searchParams.get("token") : null;
    if (!token) throw new Error(`no invitation mail to ${email}`);
    return token;
  }

  const preview = (team: Team, token: string) =>
    team.call(
      null,
      team.domain,
      "GET",
      `/api/workspace/invitations/preview?token=${encodeURIComponent(token)}`,
    );
  const acceptNew = (team: Team, token: string, account = newAccount("invitee")) =>
    team.call(null, team.domain, "POST", "/api/workspace/invitations/accept-new", {
      token,
      username: account.username,
      password: account.password,
    });

  it("invites by e-mail, previews the link and creates the account that accepts it", async () => {
    const team = await teamWorkspace(app, "invite");
    const email = `New.Tech.${Date.now()}@Example.com`;
    const { invitation, token } = await invite(team, email);
    expect(invitation).toMatchObject({
      email: email.toLowerCase(),
      role: "technician",
      expired: false,
      expires_at: new Date(time.clock().getTime() + days(7)).toISOString(),
    });

    const [mail] = await outboxFor(app, email.toLowerCase());
    expect(mail).toMatchObject({ template: "workspace-invitation" });
    expect(mail?.link).toBe(
      `http://${team.domain}.localhost:3000/workspace/invitation?token=${token}`,
    );
    expect(mail?.text).toContain(team.workspace.name);
    expect(mail?.subject).toContain(team.workspace.name);
    // Only the hash is stored.
    const [row] = await app.db.orm
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, invitation.id));
    expect(row?.tokenHash).not.toBe(token);

    const seen = await preview(team, token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      workspace_name: team.workspace.name,
      email: email.toLowerCase(),
      role: "technician",
      account_exists: false,
    });

    const account = newAccount("newtech");
    const accepted = await acceptNew(team, token, account);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const session = accepted.json().access_token as string;
    const me = await team.call(session, team.domain, "GET", "/api/workspace/me");
    expect(me.json()).toMatchObject({ email: email.toLowerCase(), role: "technician" });
    const [user] = await app.db.orm
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(user?.emailConfirmedAt).not.toBeNull();

    // Single use: the link is spent, and the invitation leaves the list.
    expectDetail(await acceptNew(team, token), 404, badLink);
    expectDetail(await preview(team, token), 404, badLink);
    expect((await team.as(team.owner, "GET", "/api/workspace/invitations")).json()).toEqual([]);
  });

  it("lets the invited account accept while signed in, once, and nobody else", async () => {
    const team = await teamWorkspace(app, "accept");
    const invitee = await signedUpCustomer(app, "invitee");
    const other = await signedUpCustomer(app, "other");
    const { token } = await invite(team, invitee.email, "viewer");
    expect((await preview(team, token)).json().account_exists).toBe(true);

    const accept = (person: { token: string }) =>
      team.call(person.token, team.domain, "POST", "/api/workspace/invitations/accept", { token });
    const wrong = await accept(other);
    expectDetail(
      wrong,
      403,
      new RegExp(`sent to ${invitee.email}; you are signed in as ${other.email}`),
    );
    expect(
      (await team.call(null, team.domain, "POST", "/api/workspace/invitations/accept", { token }))
        .statusCode,
    ).toBe(401);

    const accepted = await accept(invitee);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ workspace_name: team.workspace.name, role: "viewer" });
    expect((await team.as(invitee, "GET", "/api/workspace/me")).json().role).toBe("viewer");
    expectDetail(await accept(invitee), 404, badLink);
  });

  it("refuses a second open invitation, and inviting a member", async () => {
    const team = await teamWorkspace(app, "dupes");
    const member = await team.join("viewer");
    await invite(team, "twice@example.com");
    expectDetail(
      await team.as(team.owner, "POST", "/api/workspace/invitations", {
        email: "TWICE@example.com",
        role: "viewer",
      }),
      409,
      /^email: .*open invitation/,
    );
    expectDetail(
      await team.as(team.owner, "POST", "/api/workspace/invitations", {
        email: member.email,
        role: "admin",
      }),
      409,
      /^email: .*already a member/,
    );
  });

  it("resending makes a new link and kills the old one; revoking kills it for good", async () => {
    const team = await teamWorkspace(app, "resend");
    const { invitation, token: first } = await invite(team, "resend@example.com");
    // Within the owner's session (2 hours idle), the new link runs from the resend.
    time.advance(hours(1));
    const resent = await team.as(
      team.owner,
      "POST",
      `/api/workspace/invitations/${invitation.id}/resend`,
    );
    time.advance(-hours(1));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().expires_at).toBe(
      new Date(time.clock().getTime() + hours(1) + days(7)).toISOString(),
    );
    const second = await latestToken("resend@example.com");
    expect(second).not.toBe(first);
    expectDetail(await preview(team, first), 404, badLink);
    expect((await preview(team, second)).statusCode).toBe(200);

    const revoked = await team.as(
      team.owner,
      "DELETE",
      `/api/workspace/invitations/${invitation.id}`,
    );
    expect(revoked.statusCode).toBe(204);
    expectDetail(await preview(team, second), 404, badLink);
    expectDetail(await acceptNew(team, second), 404, badLink);
    expectDetail(
      await team.as(team.owner, "DELETE", `/api/workspace/invitations/${invitation.id}`),
      404,
      "No such invitation in this workspace",
    );
  });

  it("expires the link after 7 days", async () => {
    const team = await teamWorkspace(app, "expiry");
    const { token } = await invite(team, "late@example.com");
    time.advance(days(7) - 1);
    expect((await preview(team, token)).statusCode).toBe(200);
    time.advance(1);
    try {
      expectDetail(await preview(team, token), 404, badLink);
      expectDetail(await acceptNew(team, token), 404, badLink);
    } finally {
      time.advance(-days(7));
    }
  });

  it("sends at most the hourly allowance of invitation e-mails per workspace", async () => {
    const team = await teamWorkspace(app, "allowance");
    const other = await teamWorkspace(app, "allowance-b");
    const first = await invite(team, "resent@example.com");
    for (let n = 1; n < invitationsPerHour - 1; n++) await invite(team, `bulk${n}@example.com`);
    const resend = () =>
      team.as(team.owner, "POST", `/api/workspace/invitations/${first.invitation.id}/resend`);
    expect((await resend()).statusCode).toBe(200);
    expectDetail(await resend(), 429, /try again later/);
    expectDetail(
      await team.as(team.owner, "POST", "/api/workspace/invitations", {
        email: "one-more@example.com",
        role: "viewer",
      }),
      429,
      /invitations in the last hour/,
    );
    // Another workspace has its own allowance.
    await invite(other, "elsewhere-ok@example.com");
  });

  it("answers every bad link the same, and a link only on its own workspace", async () => {
    const a = await teamWorkspace(app, "links-a");
    const b = await teamWorkspace(app, "links-b");
    const { token } = await invite(a, "elsewhere@example.com");
    for (const bad of ["x", "A".repeat(43), `${token}x`]) {
      expectDetail(await preview(a, bad), 404, badLink);
    }
    expectDetail(await preview(b, token), 404, badLink);
    expectDetail(await acceptNew(b, token), 404, badLink);
    expect((await preview(a, token)).statusCode).toBe(200);
  });
});
