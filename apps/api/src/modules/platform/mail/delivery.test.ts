import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../../db/schema.ts";
import { eventually, newAccount, outboxFor } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test-support/smtp-server.ts";
import { createLogCollector, createTestApp } from "../../../test-support/test-app.ts";
import { queueMail } from "./service.ts";

let client = 0;
const register = (app: FastifyInstance, account = newAccount("mail")) =>
  app
    .inject({
      method: "POST",
      url: "/api/customer/auth/register",
      payload: account,
      remoteAddress: `2001:db8:77:${(++client).toString(16)}::1`,
    })
    .then((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return account;
    });

const outboxRow = async (app: FastifyInstance, recipient: string) =>
  (await outboxFor(app, recipient))[0];

describe.each(testDatabases)("e-mail delivery over SMTP on $name", (database) => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await createTestApp(database, {
      config: { smtpUrl: smtp.url, mailFrom: "Fleetward <no-reply@fleetward.test>" },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  afterEach(() => smtp.setFailing(false));

  it("writes the confirmation to the outbox and delivers it to the SMTP server", async () => {
    const account = await register(app);
    const row = await outboxRow(app, account.email);
    expect(row).toMatchObject({ template: "confirmation" });

    const mail = await eventually(async () =>
      smtp.received.find((message) => message.to.includes(account.email)),
    );
    expect(mail.from).toBe("no-reply@fleetward.test");
    expect(mail.subject).toBe("Confirm your e-mail address for Fleetward");
    expect(mail.raw).toContain(`Message-ID: <${row?.id}@outbox.fleetward>`);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.text).toContain(row?.link);

    const delivered = await eventually(async () => {
      const current = await outboxRow(app, account.email);
      return current?.deliveredAt ? current : undefined;
    });
    expect(delivered).toMatchObject({ deliveredVia: "smtp", attempts: 1, lastError: null });

    // The link in the delivered e-mail confirms the address.
    const token = new URL(
      /http:\/\/localhost:3000\/auth-signup-success\?confirm=\S+/.exec(mail.text)?.[0] ?? "",
    ).searchParams.get("confirm");
    const confirmed = await app.inject({
      method: "POST",
      url: "/api/customer/auth/confirm-email",
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it("keeps a message the server refuses queued, and delivers it once the server recovers", async () => {
    smtp.setFailing(true);
    const startedAt = Date.now();
    const account = await register(app);
    // The request does not wait for, or fail with, the mail server.
    expect(Date.now() - startedAt).toBeLessThan(2000);

    const failed = await eventually(async () => {
      const row = await outboxRow(app, account.email);
      return row && row.attempts >= 1 ? row : undefined;
    });
    expect(failed.deliveredAt).toBeNull();
    expect(failed.lastError).toMatch(/451|Mailbox busy/);
    expect(smtp.received.some((message) => message.to.includes(account.email))).toBe(false);

    smtp.setFailing(false);
    const delivered = await eventually(async () => {
      const row = await outboxRow(app, account.email);
      return row?.deliveredAt ? row : undefined;
    });
    expect(delivered.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.received.filter((message) => message.to.includes(account.email))).toHaveLength(1);
  });
});

describe.each(testDatabases)("e-mail with an attached file on $name", (database) => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  const statement = Buffer.from("%PDF-1.4\n% Fleetward statement\n%%EOF\n", "latin1");
  const knownId = randomUUID();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await createTestApp(database, {
      config: { smtpUrl: smtp.url },
      mail: {
        attachmentSources: {
          // Stands in for the invoices table: one document exists, any other id is gone.
          "invoice-pdf": async (_orm, id) =>
            id === knownId
              ? {
                  filename: "FW-INV-2026-00042.pdf",
                  contentType: "application/pdf",
                  content: statement,
                }
              : undefined,
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const send = (to: string, id: string) =>
    app.db.orm.transaction((tx) =>
      queueMail(
        tx,
        app.jobs,
        {
          template: "invoice",
          subject: "Your Fleetward invoice FW-INV-2026-00042",
          html: "<p>Your invoice is attached.</p>",
          text: "Your invoice is attached.",
          link: "http://localhost:3000/user-invoice",
          to,
          attachments: [{ kind: "invoice-pdf", id }],
        },
        new Date(),
      ),
    );

  it("draws the file when delivering and sends it as a MIME attachment", async () => {
    await send("attached@example.com", knownId);
    const mail = await eventually(async () =>
      smtp.received.find((message) => message.to.includes("attached@example.com")),
    );
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=FW-INV-2026-00042\.pdf/);
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=FW-INV-2026-00042\.pdf/);
    expect(mail.raw).toContain(statement.toString("base64").slice(0, 40));
    expect(mail.text).toContain("Your invoice is attached.");
  });

  it("sends the message without a file whose document is gone, instead of retrying for days", async () => {
    await send("detached@example.com", randomUUID());
    const mail = await eventually(async () =>
      smtp.received.find((message) => message.to.includes("detached@example.com")),
    );
    expect(mail.raw).not.toContain("application/pdf");
    const row = await eventually(async () => {
      const current = await outboxRow(app, "detached@example.com");
      return current?.deliveredAt ? current : undefined;
    });
    expect(row.attempts).toBe(1);
  });
});

describe.each(testDatabases)("e-mail without a reachable SMTP server on $name", (database) => {
  it("keeps the message while the server is down and delivers it when it comes up", async () => {
    // Find a free port, then leave nothing listening on it.
    const probe = await startTestSmtpServer();
    const { port } = probe;
    await probe.close();

    const app = await createTestApp(database, { config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    let smtp: TestSmtpServer | undefined;
    try {
      const account = await register(app);
      await eventually(async () => {
        const row = await outboxRow(app, account.email);
        return row && row.attempts >= 1 ? row : undefined;
      });
      expect((await outboxRow(app, account.email))?.lastError).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startTestSmtpServer({ port });
      const mail = await eventually(async () =>
        smtp?.received.find((message) => message.to.includes(account.email)),
      );
      expect(mail.subject).toBe("Confirm your e-mail address for Fleetward");
    } finally {
      await app.close();
      await smtp?.close();
    }
  });
});

describe.each(testDatabases)("e-mail without SMTP_URL on $name", (database) => {
  let app: FastifyInstance;
  const logs = createLogCollector();

  beforeAll(async () => {
    app = await createTestApp(database, { config: { logLevel: "info" }, logStream: logs.stream });
  });
  afterAll(() => app.close());

  it("logs each message's link with a masked address and keeps the message in the outbox", async () => {
    const account = { ...newAccount("log"), email: "ada.log@example.com" };
    await register(app, account);

    const line = await eventually(async () =>
      logs.entries().find((entry) => String(entry.msg).startsWith("Mail to a***@example.com")),
    );
    const row = await outboxRow(app, account.email);
    expect(line.msg).toBe(
      `Mail to a***@example.com: Confirm your e-mail address for Fleetward — ${row?.link}`,
    );
    expect(line.level).toBe(30);
    expect(logs.text()).not.toContain("ada.log@example.com");
    // The password never reaches the log, in any form.
    expect(logs.text()).not.toContain(account.password);

    const [stored] = await app.db.orm
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? ""));
    expect(stored).toMatchObject({ deliveredVia: "log", recipient: account.email });
  });

  it("never logs a password or an access token through the whole sign-in flow", async () => {
    const account = await register(app, newAccount("quiet"));
    const login = await app.inject({
      method: "POST",
      url: "/api/customer/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        username: account.email,
        password: account.password,
      }).toString(),
    });
    const token = login.json().access_token as string;
    await app.inject({
      method: "GET",
      url: "/api/user/me/details",
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: "POST",
      url: "/api/customer/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain(account.password);
  });

  it("stops the delivery worker and the queue when the app closes", async () => {
    const other = await createTestApp(database);
    await register(other);
    await expect(other.close()).resolves.toBeUndefined();
  });
});
