import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportRequests } from "../../db/schema.ts";
import { testDatabases } from "../../test-support/databases.ts";
import { formEndpointCases, formEndpointClient } from "../../test-support/form-endpoint-cases.ts";
import { createTestApp } from "../../test-support/test-app.ts";
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
