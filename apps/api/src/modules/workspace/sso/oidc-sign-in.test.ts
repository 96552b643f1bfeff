import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, totpFactors } from "../../account/auth/schema.ts";
import { totpCode } from "../../account/auth/totp.ts";
import { users } from "../../account/users/schema.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { startOidcProvider, type TestOidcProvider } from "../../../test-support/oidc-provider.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { expectDetail, jsonOf } from "../../../test-support/workspace.ts";
import {
  anonymous,
  customerWithEmail,
  exchange,
  newBinding,
  returnOf,
  ssoTeam,
  startAt,
  oidcConnection,
  ssoTestConfig,
} from "./test-support.ts";

/**
 * A company sign-in through a real OpenID provider (oidc-provider) from start to session:
 * accounts made just in time or linked, roles from groups, the browser binding, and the
 * refusals the service adds to the adapter's (an e-mail outside the verified domains).
 */
/** The status of a password sign-in. */
async function passwordSignIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/customer/auth/login",
    payload: { username: email, password },
    remoteAddress: `2001:db8:5a1:${Math.floor(Math.random() * 65535).toString(16)}::1`,
  });
  return response.statusCode;
}

describe.each(testDatabases)("company sign-in with OpenID Connect on $name", (database) => {
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

  async function oidcTeam(prefix: string) {
    const team = await ssoTeam(app, prefix);
    op.addRedirectUri(`${team.origin}/api/sso/oidc/callback`);
    const connection = oidcConnection(op, [{ group: "IT Admins", role: "admin" }]);
    jsonOf(await team.owner("PUT", "/api/workspace/sso", connection));
    return team;
  }

  /** The whole round trip for `login` at the provider; answers the callback's return. */
  async function signInAs(
    team: { host: string; origin: string },
    login: string,
    binding = newBinding(),
  ) {
    const providerUrl = await startAt(app, team.host, binding);
    const back = await op.signInAt(providerUrl, login);
    const callback = await anonymous(app, team.host)("GET", back.pathname + back.search);
    return { ...returnOf(callback, team.origin), binding };
  }

  async function sessionOf(team: { host: string; origin: string }, login: string) {
    const { code, error, binding } = await signInAs(team, login);
    expect(error).toBeNull();
    return jsonOf(await exchange(app, team.host, code ?? "", binding)).access_token as string;
  }

  it("creates the account and membership on a first sign-in, then finds the account by subject", async () => {
    const team = await oidcTeam("oidc-jit");
    const email = `ada@${team.mailDomain}`;
    op.addUser({ sub: "ada-1", email, emailVerified: true, name: "Ada L", groups: ["it admins"] });
    const token = await sessionOf(team, "ada-1");
    const me = jsonOf(
      await anonymous(app, team.host)("GET", "/api/workspace/me", undefined, token),
    );
    expect(me.role).toBe("admin");
    const [account] = await app.db.orm.select().from(users).where(eq(users.email, email));
    expect(account?.emailConfirmedAt).not.toBeNull();
    const [session] = await app.db.orm
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account?.id ?? ""));
    expect(session).toMatchObject({ signInMethod: "sso", ssoWorkspaceId: team.workspace.id });

    // Later: the provider's address changed and the group is gone; the subject still finds Ada.
    op.addUser({ sub: "ada-1", email: `ada.lovelace@${team.mailDomain}`, emailVerified: true });
    const again = await sessionOf(team, "ada-1");
    const meAgain = jsonOf(
      await anonymous(app, team.host)("GET", "/api/workspace/me", undefined, again),
    );
    expect(meAgain.role).toBe("viewer");
    expect(await app.db.orm.$count(users, eq(users.email, `ada.lovelace@${team.mailDomain}`))).toBe(
      0,
    );
  });

  it("links an existing confirmed account with the provider's verified e-mail, password kept", async () => {
    const team = await oidcTeam("oidc-link");
    const bob = await customerWithEmail(app, `bob@${team.mailDomain}`);
    await app.db.orm
      .update(users)
      .set({ emailConfirmedAt: app.clock() })
      .where(eq(users.id, bob.id));
    op.addUser({ sub: "bob-7", email: bob.email, emailVerified: "true" });
    const token = await sessionOf(team, "bob-7");
    const me = jsonOf(
      await anonymous(app, team.host)("GET", "/api/workspace/me", undefined, token),
    );
    expect(me.role).toBe("viewer");
    expect(await app.db.orm.$count(users, eq(users.email, bob.email))).toBe(1);
    // Bob's own password and session still work: the account was his.
    expect(
      (await anonymous(app, team.host)("GET", "/api/user/me/details", undefined, bob.token))
        .statusCode,
    ).toBe(200);
    expect(await passwordSignIn(app, bob.email, bob.password)).toBe(200);
  });

  it("takes over an unconfirmed account registered with the address: its password and sessions go", async () => {
    const team = await oidcTeam("oidc-claim");
    const squatter = await customerWithEmail(app, `carol@${team.mailDomain}`);
    // The squatter also sets up an authenticator app, which must not survive either.
    const security = "/api/user/me/security";
    const call = anonymous(app, "localhost:3000");
    const { secret } = jsonOf(await call("POST", `${security}/totp`, undefined, squatter.token));
    const code = totpCode(secret, app.clock());
    jsonOf(await call("POST", `${security}/totp/confirm`, { code }, squatter.token));
    op.addUser({ sub: "carol-1", email: squatter.email, emailVerified: true });
    const token = await sessionOf(team, "carol-1");
    expect(
      jsonOf(await anonymous(app, team.host)("GET", "/api/workspace/me", undefined, token)).role,
    ).toBe("viewer");
    expect(
      (await anonymous(app, team.host)("GET", "/api/user/me/details", undefined, squatter.token))
        .statusCode,
    ).toBe(401);
    expect(await passwordSignIn(app, squatter.email, squatter.password)).toBe(401);
    const [account] = await app.db.orm.select().from(users).where(eq(users.email, squatter.email));
    expect(account?.id).toBe(squatter.id);
    expect(account?.emailConfirmedAt).not.toBeNull();
    expect(await app.db.orm.$count(totpFactors, eq(totpFactors.userId, squatter.id))).toBe(0);
  });

  it("refuses an address outside the verified domains, or one the provider did not verify", async () => {
    const team = await oidcTeam("oidc-domain");
    op.addUser({ sub: "eve-1", email: "eve@elsewhere.example", emailVerified: true });
    expect((await signInAs(team, "eve-1")).error).toBe("email");
    op.addUser({ sub: "mallory-1", email: `mallory@${team.mailDomain}`, emailVerified: false });
    expect((await signInAs(team, "mallory-1")).error).toBe("email");
    expect(await app.db.orm.$count(users, eq(users.email, `mallory@${team.mailDomain}`))).toBe(0);
  });

  it("opens a session only for the browser that started, once, within a minute", async () => {
    const team = await oidcTeam("oidc-binding");
    op.addUser({ sub: "cy-1", email: `cy@${team.mailDomain}`, emailVerified: true });
    const stolen = await signInAs(team, "cy-1");
    expectDetail(
      await exchange(app, team.host, stolen.code ?? "", newBinding()),
      400,
      /expired|used/,
    );
    // The code went with the wrong attempt: the right binding cannot use it either now.
    expect((await exchange(app, team.host, stolen.code ?? "", stolen.binding)).statusCode).toBe(
      400,
    );

    const fresh = await signInAs(team, "cy-1");
    expect((await exchange(app, team.host, fresh.code ?? "", fresh.binding)).statusCode).toBe(200);
    expect((await exchange(app, team.host, fresh.code ?? "", fresh.binding)).statusCode).toBe(400);
  });

  it("refuses a state made for another workspace, and a code exchanged at another workspace", async () => {
    const a = await oidcTeam("oidc-a");
    const b = await oidcTeam("oidc-b");
    op.addUser({ sub: "dee-1", email: `dee@${a.mailDomain}`, emailVerified: true });
    const binding = newBinding();
    const back = await op.signInAt(await startAt(app, a.host, binding), "dee-1");
    const atB = await anonymous(app, b.host)("GET", back.pathname + back.search);
    expect(returnOf(atB, b.origin).error).toBe("state");

    const { code } = await signInAs(a, "dee-1", binding);
    expect((await exchange(app, b.host, code ?? "", binding)).statusCode).toBe(400);
  });

  it("answers 404 to a start where no company sign-in is set up, and says whether one is", async () => {
    const team = await ssoTeam(app, "oidc-none");
    const call = anonymous(app, team.host);
    expect(jsonOf(await call("GET", "/api/sso/availability"))).toEqual({ available: false });
    const started = await call("POST", "/api/sso/start", { binding_hash: "a".repeat(43) });
    expectDetail(started, 404, /no company sign-in/);
    const configured = await oidcTeam("oidc-some");
    expect(jsonOf(await anonymous(app, configured.host)("GET", "/api/sso/availability"))).toEqual({
      available: true,
    });
  });
});
