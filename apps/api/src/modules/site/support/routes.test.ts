import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportRequests } from "../../../db/schema.ts";
import { outboxFor, rowCount } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import {
  formEndpointCases,
  formEndpointClient,
} from "../../../test-support/form-endpoint-cases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { insertSupportRequest } from "./repository.ts";

const validRequest = () => ({
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "Intune sync stopped on 12 November",
  severity: "high",
  description: "Since this morning no device has synced; the integration page shows error 401.",
});

describe.each(testDatabases)("POST /api/support/requests on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const form = formEndpointClient(
    { url: "/api/support/requests", table: supportRequests },
    () => app,
  );
  const send = (payload: Record<string, unknown>) => form.post(payload);
  const storedRequest = form.storedRow;

  it("opens a ticket and answers 201 with its id and reference", async () => {
    const response = await send({ ...validRequest(), email: "Grace@Example.com" });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    const year = new Date().getUTCFullYear();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(new RegExp(`^FW-${year}-\\d{6}$`)),
    });
    expect(await storedRequest(body.id)).toMatchObject({
      reference: body.reference,
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: validRequest().subject,
      severity: "high",
      description: validRequest().description,
    });
  });

  it("queues a confirmation e-mail to the requester with the reference, summary and next steps", async () => {
    const email = `ticket.${Date.now()}@example.com`;
    const response = await send({ ...validRequest(), email });
    const { reference } = response.json();

    const [mail, ...others] = await outboxFor(app, email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      template: "support-request",
      subject: `We received your support request ${reference}`,
      link: expect.stringMatching(/\/helpcenter$/),
    });
    expect(mail?.text).toContain("Grace Hopper");
    expect(mail?.text).toContain(`“${validRequest().subject}”`);
    expect(mail?.text).toContain("What happens next");
  });

  it("writes the confirmation in the requester's language", async () => {
    const email = `ticket.de.${Date.now()}@example.com`;
    const response = await app.inject({
      method: "POST",
      url: "/api/support/requests",
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
      payload: { ...validRequest(), email },
      remoteAddress: "2001:db8:ffff::1",
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await outboxFor(app, email);
    expect(mail?.subject).toBe(
      `Wir haben Ihre Supportanfrage ${response.json().reference} erhalten`,
    );
    expect(mail?.html).toContain('lang="de"');
  });

  it("numbers tickets one after another", async () => {
    const first = (await send(validRequest())).json();
    const second = (await send(validRequest())).json();
    const [firstRow, secondRow] = [await storedRequest(first.id), await storedRequest(second.id)];

    expect(secondRow?.number).toBe((firstRow?.number ?? 0) + 1);
    expect(second.reference).toBe(
      first.reference.replace(/\d{6}$/, String((firstRow?.number ?? 0) + 1).padStart(6, "0")),
    );
  });

  it("takes the year of the reference from the creation time in UTC, and never truncates the number", async () => {
    // 23:30 on New Year's Eve in New York is already the next year in UTC.
    const late = await insertSupportRequest(app.db.orm, {
      ...validRequest(),
      severity: "low",
      createdAt: new Date("2027-12-31T23:30:00-05:00"),
    });
    expect(late.reference).toMatch(/^FW-2028-\d{6}$/);

    const row = await storedRequest(late.id);
    const number = row?.number ?? 0;
    expect(late.reference).toBe(`FW-2028-${String(number).padStart(6, "0")}`);
  });

  it("accepts every severity of the form and refuses others", async () => {
    for (const severity of ["low", "normal", "high", "urgent"]) {
      expect((await send({ ...validRequest(), severity })).statusCode, severity).toBe(201);
    }
    const response = await send({ ...validRequest(), severity: "critical" });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      'severity: Invalid option: expected one of "low"|"normal"|"high"|"urgent"',
    );
  });

  it("refuses a subject over 160 characters and a description under 20", async () => {
    const response = await send({
      ...validRequest(),
      subject: "s".repeat(161),
      description: "It broke.",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      "subject: Too big: expected string to have <=160 characters; " +
        "description: Too small: expected string to have >=20 characters",
    );
  });

  it("answers a filled-in honeypot with a ticket-like reply, and stores nothing", async () => {
    const before = await rowCount(app, supportRequests);
    const response = await send({ ...validRequest(), website: "bot was here" });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(/^FW-\d{4}-\d{6}$/),
    });
    expect(await rowCount(app, supportRequests)).toBe(before);
  });

  formEndpointCases(
    {
      url: "/api/support/requests",
      table: supportRequests,
      valid: validRequest,
      line: { field: "name", max: 120 },
      text: { field: "description", max: 10_000 },
    },
    () => app,
  );
});
