import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientAddressSeries,
  newAccount,
  outboxFor,
  tokenFromLatestMail,
} from "../test-support/accounts.ts";
import { testDatabases } from "../test-support/databases.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../test-support/smtp-server.ts";
import { createLogCollector, createTestApp } from "../test-support/test-app.ts";
import { redactedUrl } from "../logger.ts";
import { teamWorkspace } from "../test-support/workspace.ts";

/*
 * Issue 21: no secret in the log. Every token the flows below issue — e-mail confirmation,
 * session, password reset, workspace invitation, API token — is used the way a browser or a
 * script uses it (links with `?token=`, bodies, bearer headers), and then none of them may be
 * found anywhere in the captured log. Mail goes over SMTP, as in production; without SMTP_URL
 * the log transport writes each link to the log on purpose (README, "Accounts and e-mail").
 */
describe.each(testDatabases)("tokens never reach the log on $name", (database) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  const logs = createLogCollector();
  const nextClient = clientAddressSeries(0x5ec);
  const issued = new Map<string, string>();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await createTestApp(database, {
      config: { logLevel: "trace", smtpUrl: smtp.url },
      logStream: logs.stream,
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const call = (method: "GET" | "POST", url: string, options: CallOptions = {}) =>
    app.inject({
      method,
      url,
      remoteAddress: nextClient(),
      headers: {
        ...(options.host ? { host: options.host } : {}),
        ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  const expectStatus = async (
    response: Promise<{ statusCode: number; body: string }>,
    status: number,
  ) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer;
  };

  it("signs up, confirms, signs in and resets a password with the links and tokens issued", async () => {
    const account = newAccount("logged");
    await expectStatus(call("POST", "/api/customer/auth/register", { payload: account }), 201);
    const confirm = await tokenFromLatestMail(app, account.email, "confirm");
    issued.set("e-mail confirmation", confirm);
    // The page the mail links to, as a browser asks for it, then the call it makes.
    await call("GET", `/auth-signup-success?confirm=${confirm}`);
    await expectStatus(
      call("POST", "/api/customer/auth/confirm-email", { payload: { token: confirm } }),
      200,
    );

    const login = await expectStatus(
      call("POST", "/api/customer/auth/login", {
        payload: { username: account.email, password: account.password },
      }),
      200,
    );
    const session = JSON.parse(login.body).access_token as string;
    issued.set("session", session);
    await expectStatus(call("GET", "/api/user/me/details", { bearer: session }), 200);

    await expectStatus(
      call("POST", "/api/customer/auth/password-reset/request", {
        payload: { email: account.email },
      }),
      202,
    );
    const reset = await tokenFromLatestMail(app, account.email, "token");
    issued.set("password reset", reset);
    await call("GET", `/auth-re-password?token=${reset}`);
    await expectStatus(
      call("POST", "/api/customer/auth/password-reset/confirm", {
        payload: { token: reset, password: `${account.password}-new` },
      }),
      204,
    );
  });

  it("invites a member and issues an API token, each used where it is meant to be", async () => {
    const team = await teamWorkspace(app, "logged");
    const host = `${team.domain}.localhost:3000`;
    issued.set("owner's session", team.owner.token);
    const email = `invitee.${Date.now().toString(36)}@example.com`;
    await expectStatus(
      team.as(team.owner, "POST", "/api/workspace/invitations", { email, role: "admin" }),
      201,
    );
    const [mail] = (await outboxFor(app, email)).reverse();
    const invitation = mail?.link ? new URL(mail.link).searchParams.get("token") : null;
    if (!invitation) throw new Error("no invitation link");
    issued.set("invitation", invitation);
    await call("GET", `/workspace/invitation?token=${invitation}`, { host });
    await expectStatus(
      call("GET", `/api/workspace/invitations/preview?token=${invitation}`, { host }),
      200,
    );
    const invitee = newAccount("invitee");
    const accepted = await expectStatus(
      call("POST", "/api/workspace/invitations/accept-new", {
        host,
        payload: { token: invitation, username: invitee.username, password: invitee.password },
      }),
      201,
    );
    issued.set("invitee's session", JSON.parse(accepted.body).access_token as string);

    const created = await expectStatus(
      team.as(team.owner, "POST", "/api/workspace/api-tokens", {
        name: "Log check",
        scope: "read",
      }),
      201,
    );
    const apiToken = JSON.parse(created.body).token as string;
    issued.set("API token", apiToken);
    await expectStatus(call("GET", "/api/workspace/assets", { host, bearer: apiToken }), 200);
    // A token in the query string, where it does not belong, is not logged either.
    await call("GET", `/api/workspace/assets?access_token=${apiToken}&q=x`, { host });
  });

  it("wrote request lines for every call and none of the tokens", async () => {
    // Mail is delivered in the background; wait for it so its log lines are in too.
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const text = logs.text();
    expect(issued.size).toBe(7);
    for (const [name, token] of issued) {
      expect(token.length, name).toBeGreaterThanOrEqual(20);
      expect(text.includes(token), `the ${name} token is in the log`).toBe(false);
      expect(text.includes(encodeURIComponent(token)), `the ${name} token is in the log`).toBe(
        false,
      );
    }
    // The calls themselves are logged, with the query's values left out.
    expect(text).toContain("/api/workspace/invitations/preview?token=[redacted]");
    expect(text).toContain("/auth-re-password?token=[redacted]");
  });
});

describe("redactedUrl", () => {
  it("keeps the path and the parameter names, never a value", () => {
    expect(redactedUrl("/api/post/list")).toBe("/api/post/list");
    expect(redactedUrl("/workspace/invitation?token=abc")).toBe(
      "/workspace/invitation?token=[redacted]",
    );
    expect(redactedUrl("/x?q=ada&page=2&&flag=")).toBe(
      "/x?q=[redacted]&page=[redacted]&flag=[redacted]",
    );
    expect(redactedUrl("/page-thankyou?s3cr3t")).toBe("/page-thankyou?[redacted]");
    expect(redactedUrl("/x?")).toBe("/x?");
  });
});

type CallOptions = { host?: string; bearer?: string; payload?: Record<string, unknown> };
