import { trialEndedDetail } from "@fleetward/contracts/workspaces";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { workspaces } from "../core/schema.ts";
import { setTrialStatus, expectDetail, teamWorkspace } from "../../../test-support/workspace.ts";
import { workspaceMembers } from "./schema.ts";

type Member = { id: string; user_id: string; role: string; is_you: boolean; email: string };

describe.each(testDatabases)("workspace members on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const membersOf = async (team: Awaited<ReturnType<typeof teamWorkspace>>) =>
    (await team.as(team.owner, "GET", "/api/workspace/members")).json() as Member[];
  const memberIdOf = async (team: Awaited<ReturnType<typeof teamWorkspace>>, userId: string) => {
    const found = (await membersOf(team)).find((member) => member.user_id === userId);
    if (!found) throw new Error(`${userId} is not a member`);
    return found.id;
  };

  it("makes the provisioned owner the one owner member", async () => {
    const team = await teamWorkspace(app, "owner");
    const members = await membersOf(team);
    expect(members).toEqual([
      expect.objectContaining({ user_id: team.owner.id, role: "owner", is_you: true }),
    ]);
  });

  it("tells each member who they are, their role and what it allows", async () => {
    const team = await teamWorkspace(app, "me");
    const viewer = await team.join("viewer");
    const owner = (await team.as(team.owner, "GET", "/api/workspace/me")).json();
    expect(owner).toMatchObject({
      user_id: team.owner.id,
      email: team.owner.email,
      role: "owner",
      capabilities: { edit_assets: true, manage_members: true, transfer_ownership: true },
    });
    const seen = await team.as(viewer, "GET", "/api/workspace/me");
    expect(seen.json()).toMatchObject({
      role: "viewer",
      capabilities: { edit_assets: false, manage_members: false, transfer_ownership: false },
    });
  });

  it("lets a viewer read and refuses their writes with 403 naming the role", async () => {
    const team = await teamWorkspace(app, "viewer");
    const viewer = await team.join("viewer");
    expect((await team.as(viewer, "GET", "/api/workspace/assets")).json().total).toBe(6);
    expectDetail(
      await team.as(viewer, "POST", "/api/workspace/assets", { name: "Sneaky" }),
      403,
      "This needs the technician role; you are a viewer in this workspace.",
    );
    const technician = await team.join("technician");
    expect(
      (await team.as(technician, "POST", "/api/workspace/assets", { name: "Fine" })).statusCode,
    ).toBe(201);
    expectDetail(
      await team.as(technician, "GET", "/api/workspace/invitations"),
      403,
      "This needs the admin role; you are a technician in this workspace.",
    );
  });

  it("lets an admin change roles, but not the owner's, and not make an owner", async () => {
    const team = await teamWorkspace(app, "roles");
    const admin = await team.join("admin");
    const technician = await team.join("technician");
    const techId = await memberIdOf(team, technician.id);
    const ownerId = await memberIdOf(team, team.owner.id);

    const changed = await team.as(admin, "PATCH", `/api/workspace/members/${techId}`, {
      role: "viewer",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: techId, role: "viewer", email: technician.email });
    expectDetail(
      await team.as(technician, "POST", "/api/workspace/assets", { name: "Now refused" }),
      403,
      /you are a viewer/,
    );
    expectDetail(
      await team.as(admin, "PATCH", `/api/workspace/members/${ownerId}`, { role: "viewer" }),
      409,
      /owner's role cannot be changed/,
    );
    expectDetail(
      await team.as(admin, "PATCH", `/api/workspace/members/${techId}`, { role: "owner" }),
      403,
      "This needs the owner role; you are an admin in this workspace.",
    );
    expectDetail(
      await team.as(team.owner, "PATCH", `/api/workspace/members/${techId}`, { role: "owner" }),
      422,
      /^role: .*transfer-ownership/,
    );
  });

  it("removes a member, whose next call answers 404, but never the owner", async () => {
    const team = await teamWorkspace(app, "remove");
    const admin = await team.join("admin");
    const viewer = await team.join("viewer");
    expect((await team.as(viewer, "GET", "/api/workspace")).statusCode).toBe(200);
    const removed = await team.as(
      admin,
      "DELETE",
      `/api/workspace/members/${await memberIdOf(team, viewer.id)}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expectDetail(await team.as(viewer, "GET", "/api/workspace"), 404, "No workspace here");
    expectDetail(
      await team.as(
        admin,
        "DELETE",
        `/api/workspace/members/${await memberIdOf(team, team.owner.id)}`,
      ),
      409,
      /owner cannot be removed/,
    );
    expect((await membersOf(team)).map((member) => member.user_id)).toEqual([
      team.owner.id,
      admin.id,
    ]);
  });

  it("transfers ownership in one step: the old owner becomes an admin", async () => {
    const team = await teamWorkspace(app, "transfer");
    const admin = await team.join("admin");
    const adminId = await memberIdOf(team, admin.id);
    const ownerId = await memberIdOf(team, team.owner.id);
    expectDetail(
      await team.as(admin, "POST", `/api/workspace/members/${ownerId}/transfer-ownership`),
      403,
      "This needs the owner role; you are an admin in this workspace.",
    );
    expectDetail(
      await team.as(team.owner, "POST", `/api/workspace/members/${ownerId}/transfer-ownership`),
      409,
      /already own/,
    );
    const moved = await team.as(
      team.owner,
      "POST",
      `/api/workspace/members/${adminId}/transfer-ownership`,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: adminId, role: "owner" });
    const roles = Object.fromEntries(
      (await membersOf(team)).map((member) => [member.user_id, member.role]),
    );
    expect(roles).toEqual({ [team.owner.id]: "admin", [admin.id]: "owner" });
    const [row] = await app.db.orm
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, team.workspace.id));
    expect(row?.ownerUserId).toBe(admin.id);
    expectDetail(
      await team.as(team.owner, "POST", `/api/workspace/members/${adminId}/transfer-ownership`),
      403,
      /you are an admin/,
    );
  });

  it("keeps one owner per workspace in the database itself", async () => {
    const team = await teamWorkspace(app, "one-owner");
    const admin = await team.join("admin");
    await expect(
      app.db.orm
        .update(workspaceMembers)
        .set({ role: "owner" })
        .where(eq(workspaceMembers.userId, admin.id)),
    ).rejects.toThrow();
  });

  it("never reaches another workspace's members or invitations, even by id", async () => {
    const a = await teamWorkspace(app, "iso-a");
    const b = await teamWorkspace(app, "iso-b");
    const bViewer = await b.join("viewer");
    const bViewerId = (await membersOf(b)).find((m) => m.user_id === bViewer.id)?.id;
    const invited = await b.as(b.owner, "POST", "/api/workspace/invitations", {
      email: "someone@example.com",
      role: "viewer",
    });
    const bInvitation = invited.json().id as string;

    expectDetail(
      await a.call(a.owner.token, b.domain, "GET", "/api/workspace/members"),
      404,
      "No workspace here",
    );
    const none = /^No such (member|invitation) in this workspace$/;
    for (const [method, url, payload] of [
      ["PATCH", `/api/workspace/members/${bViewerId}`, { role: "admin" }],
      ["DELETE", `/api/workspace/members/${bViewerId}`],
      ["POST", `/api/workspace/members/${bViewerId}/transfer-ownership`],
      ["POST", `/api/workspace/invitations/${bInvitation}/resend`],
      ["DELETE", `/api/workspace/invitations/${bInvitation}`],
    ] as const) {
      expectDetail(await a.as(a.owner, method, url, payload), 404, none);
    }
    expect((await a.as(a.owner, "GET", "/api/workspace/invitations")).json()).toEqual([]);
    expect((await membersOf(b)).find((m) => m.user_id === bViewer.id)?.role).toBe("viewer");
    expect((await b.as(b.owner, "GET", "/api/workspace/invitations")).json()).toHaveLength(1);
  });

  it("refuses member changes while the workspace is read-only", async () => {
    const team = await teamWorkspace(app, "expired");
    const viewer = await team.join("viewer");
    await setTrialStatus(app, team.trial.id, "expired");
    expect((await membersOf(team)).length).toBe(2);
    expectDetail(
      await team.as(
        team.owner,
        "DELETE",
        `/api/workspace/members/${await memberIdOf(team, viewer.id)}`,
      ),
      403,
      trialEndedDetail,
    );
    expectDetail(
      await team.as(team.owner, "POST", "/api/workspace/invitations", {
        email: "late@example.com",
        role: "viewer",
      }),
      403,
      trialEndedDetail,
    );
  });
});
