import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../account/users/schema.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxFor } from "../../../test-support/accounts.ts";
import { signInTwoStep } from "../../../test-support/customers.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { startOidcProvider, type TestOidcProvider } from "../../../test-support/oidc-provider.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { expectDetail, jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";
import { insertMember } from "../members/repository.ts";
import { passesRequiredSso } from "./service.ts";
import {
  anonymous,
  customerWithEmail,
  exchange,
  newBinding,
  returnOf,
  startAt,
  oidcConnection,
  ssoTestConfig,
} from "./test-support.ts";

/**
 * "Require SSO" (ADR 0055): members of a verified domain get in only with this workspace's
 * company sign-in; the owner keeps a password with a second factor; switching it on is
 * refused to a caller who would lock themselves out. And who may manage it at all.
 */
describe.each(testDatabases)("require SSO on $name", (database) => {
  let app: FastifyInstance;
  let op: TestOidcProvider;
  beforeAll(async () => {
    op = await startOidcProvider();
    app = await createTestApp(database, {
      config: ssoTestConfig,
    });
  });
  afterAll(async () => {
    await app.close();
    await op.close();
  });

  /** A team whose members' domain (example.com, as every test account's) is verified and connected. */
  async function connectedTeam(mailDomain?: string) {
    const team = await teamWorkspace(app, "required");
    const host = `${team.domain}.localhost:3000`;
    op.addRedirectUri(`http://${host}/api/sso/oidc/callback`);
    const claimed = jsonOf(
      await team.as(team.owner, "POST", "/api/workspace/sso/domains", {
        domain: mailDomain ?? `${team.domain}.example`,
      }),
      201,
    );
    jsonOf(await team.as(team.owner, "POST", `/api/workspace/sso/domains/${claimed.id}/verify`));
    const connection = oidcConnection(op);
    jsonOf(await team.as(team.owner, "PUT", "/api/workspace/sso", connection));
    return { ...team, host };
  }

  const me = (host: string, token: string) =>
    anonymous(app, host)("GET", "/api/workspace/me", undefined, token);

  it("turns away every other session of a verified domain's members, but the owner's two-step one", async () => {
    const team = await connectedTeam("example.com");
    const tech = await team.join("technician");
    const contractor = await customerWithEmail(app, `pat.${team.domain}@contractor.example`);
    await insertMember(app.db.orm, {
      workspaceId: team.workspace.id,
      userId: contractor.id,
      role: "technician",
      createdAt: app.clock(),
    });
    expect(jsonOf(await me(team.host, tech.token)).role).toBe("technician");

    // The owner signed in with the password alone would be locked out: refused.
    const on = { required: true };
    expectDetail(await team.as(team.owner, "PUT", "/api/workspace/sso/required", on), 409, /first/);
    const ownerTwoStep = await signInTwoStep(app, team.owner.email, team.owner.password);
    const status = jsonOf(
      await team.as({ token: ownerTwoStep }, "PUT", "/api/workspace/sso/required", on),
    );
    expect(status.connection.required).toBe(true);
    // The owner and admins hear of every change of the company sign-in; others do not.
    const mails = (await outboxFor(app, team.owner.email)).filter((mail) =>
      mail.subject.includes("company sign-in"),
    );
    expect(mails.map((mail) => mail.text).join("\n")).toMatch(/verified the domain example\.com/);
    expect(mails.map((mail) => mail.text).join("\n")).toMatch(/OpenID Connect/);
    expect(mails.at(-1)?.text).toMatch(/required .*example\.com/i);
    expect(mails.at(-1)?.link).toBe(`http://${team.host}/workspace/settings`);
    const techMails = await outboxFor(app, tech.email);
    expect(techMails.filter((mail) => mail.subject.includes("company sign-in"))).toEqual([]);

    expectDetail(await me(team.host, tech.token), 403, /company account/);
    expectDetail(await me(team.host, team.owner.token), 403, /company account/);
    expect((await me(team.host, ownerTwoStep)).statusCode).toBe(200);
    expect((await me(team.host, contractor.token)).statusCode).toBe(200);

    // The technician (whose address is confirmed: an unconfirmed account would be taken over)
    // gets in through the company's provider.
    await app.db.orm
      .update(users)
      .set({ emailConfirmedAt: app.clock() })
      .where(eq(users.id, tech.id));
    op.addUser({ sub: `tech-${team.domain}`, email: tech.email, emailVerified: true });
    const binding = newBinding();
    const back = await op.signInAt(await startAt(app, team.host, binding), `tech-${team.domain}`);
    const callback = await anonymous(app, team.host)("GET", back.pathname + back.search);
    const { code } = returnOf(callback, `http://${team.host}`);
    const ssoToken = jsonOf(await exchange(app, team.host, code ?? "", binding)).access_token;
    expect(jsonOf(await me(team.host, ssoToken)).role).toBe("technician");

    // Off again: the password works again at once.
    const off = { required: false };
    jsonOf(await team.as({ token: ownerTwoStep }, "PUT", "/api/workspace/sso/required", off));
    expect((await me(team.host, tech.token)).statusCode).toBe(200);
  });

  it("counts an SSO session only in the workspace whose provider opened it", () => {
    const sso = { signInMethod: "sso", ssoWorkspaceId: "workspace-a" };
    expect(passesRequiredSso("workspace-a", "technician", sso)).toBe(true);
    expect(passesRequiredSso("workspace-b", "technician", sso)).toBe(false);
    const twoStep = { signInMethod: "second_factor", ssoWorkspaceId: null };
    expect(passesRequiredSso("workspace-a", "owner", twoStep)).toBe(true);
    expect(passesRequiredSso("workspace-a", "admin", twoStep)).toBe(false);
    const password = { signInMethod: "password", ssoWorkspaceId: null };
    expect(passesRequiredSso("workspace-a", "owner", password)).toBe(false);
  });

  it("lets only admins change the company sign-in, never shows the secret, and keeps it per workspace", async () => {
    const team = await connectedTeam();
    const viewer = await team.join("viewer");
    const tech = await team.join("technician");
    const seen = await team.as(viewer, "GET", "/api/workspace/sso");
    expect(jsonOf(seen).connection.issuer).toBe(op.issuer);
    expect(seen.body).not.toContain(op.clientSecret);
    expect(
      (await team.as(tech, "PUT", "/api/workspace/sso/required", { required: false })).statusCode,
    ).toBe(403);
    expect(
      (await team.as(tech, "POST", "/api/workspace/sso/domains", { domain: "tech.example" }))
        .statusCode,
    ).toBe(403);
    expect((await team.as(viewer, "DELETE", "/api/workspace/sso")).statusCode).toBe(403);

    const other = await teamWorkspace(app, "required-other");
    const theirs = jsonOf(await other.as(other.owner, "GET", "/api/workspace/sso"));
    expect(theirs.connection).toBeNull();
    expect(theirs.domains).toEqual([]);
    const [domain] = jsonOf(await team.as(team.owner, "GET", "/api/workspace/sso")).domains;
    expect(
      (await other.as(other.owner, "DELETE", `/api/workspace/sso/domains/${domain.id}`)).statusCode,
    ).toBe(404);
    // The team's domain is theirs: another workspace may claim it but never verify it.
    const claimed = jsonOf(
      await other.as(other.owner, "POST", "/api/workspace/sso/domains", { domain: domain.domain }),
      201,
    );
    const verify = await other.as(
      other.owner,
      "POST",
      `/api/workspace/sso/domains/${claimed.id}/verify`,
    );
    expectDetail(verify, 409, /Another workspace/);
  });
});
