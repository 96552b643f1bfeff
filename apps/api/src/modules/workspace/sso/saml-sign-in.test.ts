import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { startSamlIdp } from "../../../test-support/saml-idp.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { expectDetail, jsonOf } from "../../../test-support/workspace.ts";
import { exchange, newBinding, returnOf, ssoTeam, ssoTestConfig, startAt } from "./test-support.ts";

type SamlIdp = Awaited<ReturnType<typeof startSamlIdp>>;
type Forgery = Omit<Parameters<SamlIdp["respond"]>[0], "requestUrl" | "user">;

/**
 * A company sign-in through a SAML identity provider (samlify) from start to session: the
 * metadata taken from its URL, the assertion posted to the ACS, the replay cache, and the
 * refusals seen from the browser (the reason's code in the fragment, nothing written).
 */
describe.each(testDatabases)("company sign-in with SAML on $name", (database) => {
  let app: FastifyInstance;
  let idp: SamlIdp;
  beforeAll(async () => {
    idp = await startSamlIdp();
    app = await createTestApp(database, {
      config: ssoTestConfig,
    });
  });
  afterAll(async () => {
    await app.close();
    await idp.close();
  });

  async function samlTeam(prefix: string) {
    const team = await ssoTeam(app, prefix);
    const connection = {
      protocol: "saml",
      metadata_url: idp.metadataUrl,
      default_role: "technician",
      group_roles: [{ group: "Fleet Admins", role: "admin" }],
    };
    const status = jsonOf(await team.owner("PUT", "/api/workspace/sso", connection));
    expect(status.connection).toMatchObject({ protocol: "saml", idp_entity_id: idp.entityId });
    return team;
  }

  /** The browser's round trip; answers the return and what was posted (for a replay). */
  async function signInAs(
    team: { host: string; origin: string },
    user: { nameId: string; email: string; groups?: string[] },
    forgery: Forgery = {},
  ) {
    const binding = newBinding();
    const requestUrl = await startAt(app, team.host, binding);
    const posted = await idp.respond({ requestUrl, user, ...forgery });
    const post = () =>
      app.inject({
        method: "POST",
        url: "/api/sso/saml/acs",
        headers: { host: team.host, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          SAMLResponse: posted.samlResponse,
          RelayState: posted.relayState ?? "",
        }).toString(),
      });
    return { ...returnOf(await post(), team.origin), binding, post };
  }

  it("signs in with a signed assertion, the role its groups map to, and our metadata", async () => {
    const team = await samlTeam("saml-ok");
    const user = {
      nameId: "00u-grace",
      email: `grace@${team.mailDomain}`,
      groups: ["Fleet Admins"],
    };
    const { code, error, binding } = await signInAs(team, user);
    expect(error).toBeNull();
    const token = jsonOf(await exchange(app, team.host, code ?? "", binding)).access_token;
    const me = await app.inject({
      method: "GET",
      url: "/api/workspace/me",
      headers: { host: team.host, authorization: `Bearer ${token}` },
    });
    expect(jsonOf(me).role).toBe("admin");

    const metadata = await app.inject({
      method: "GET",
      url: "/api/sso/saml/metadata",
      headers: { host: team.host },
    });
    expect(metadata.headers["content-type"]).toMatch(/samlmetadata\+xml/);
    expect(metadata.body).toContain(`Location="${team.origin}/api/sso/saml/acs"`);
    expect(metadata.body).toContain(`entityID="${team.origin}/api/sso/saml/metadata"`);
  });

  it("refuses the same assertion posted twice", async () => {
    const team = await samlTeam("saml-replay");
    const first = await signInAs(team, { nameId: "00u-hal", email: `hal@${team.mailDomain}` });
    expect(first.error).toBeNull();
    expect(returnOf(await first.post(), team.origin).error).toBe("replayed");
  });

  it("refuses forged answers, each with its reason, and writes nothing for them", async () => {
    const team = await samlTeam("saml-forged");
    const user = { nameId: "00u-ivy", email: `ivy@${team.mailDomain}` };
    const cases: [Forgery, string][] = [
      [{ audience: "https://someone-else.example/saml" }, "audience"],
      [{ expired: true }, "expired"],
      [{ signing: "none" }, "unsigned"],
      [{ signing: "other-key" }, "signature"],
      [{ alterAfterSigning: { from: user.email, to: `boss@${team.mailDomain}` } }, "signature"],
      [{ issuer: "https://evil.example/idp" }, "issuer"],
      [{ recipient: "https://evil.example/acs" }, "recipient"],
      [{ inResponseTo: "_another-request" }, "state"],
    ];
    for (const [forgery, reason] of cases) {
      expect((await signInAs(team, user, forgery)).error, JSON.stringify(forgery)).toBe(reason);
    }
    const outside = { nameId: "00u-joe", email: "joe@not-verified.example" };
    expect((await signInAs(team, outside)).error).toBe("email");
    const members = jsonOf(await team.owner("GET", "/api/workspace/members"));
    expect(members.map((member: { email: string }) => member.email)).not.toContain(user.email);
  });

  it("refuses metadata without a signing certificate when an admin saves it", async () => {
    const team = await ssoTeam(app, "saml-bad-metadata");
    const xml = idp.metadataXml.replace(
      /<(\w+:)?KeyDescriptor[\s\S]*?<\/(\w+:)?KeyDescriptor>/g,
      "",
    );
    const saved = await team.owner("PUT", "/api/workspace/sso", {
      protocol: "saml",
      metadata_xml: xml,
      default_role: "viewer",
      group_roles: [],
    });
    expectDetail(saved, 422, /certificate|key/i);
  });
});
