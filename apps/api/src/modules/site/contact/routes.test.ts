import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "../../../db/schema.ts";
import { outboxFor, rowCount } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import {
  formEndpointCases,
  formEndpointClient,
} from "../../../test-support/form-endpoint-cases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";

const validMessage = () => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  topic: "sales",
  message: "We manage about 400 laptops with Intune and would like a demo.",
});

describe.each(testDatabases)("POST /api/contact/messages on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const form = formEndpointClient(
    { url: "/api/contact/messages", table: contactMessages },
    () => app,
  );
  const send = (payload: Record<string, unknown>) => form.post(payload);
  const storedMessage = form.storedRow;

  it("stores the message and answers 201 with its id", async () => {
    const response = await send({
      ...validMessage(),
      name: "  Ada Lovelace ",
      email: " Ada.Lovelace@Example.COM ",
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), received: true });
    expect(await storedMessage(body.id)).toMatchObject({
      name: "Ada Lovelace",
      email: "ada.lovelace@example.com",
      company: "Analytical Engines Ltd",
      topic: "sales",
      message: validMessage().message,
      createdAt: expect.any(Date),
    });
  });

  it("stores a missing or empty company as null", async () => {
    const { company: _company, ...withoutCompany } = validMessage();
    const absent = await send(withoutCompany);
    const empty = await send({ ...validMessage(), company: "   " });

    expect((await storedMessage(absent.json().id))?.company).toBeNull();
    expect((await storedMessage(empty.json().id))?.company).toBeNull();
  });

  it("accepts every topic of the form and refuses others", async () => {
    for (const topic of ["sales", "trial", "support", "billing", "partnership", "press", "other"]) {
      expect((await send({ ...validMessage(), topic })).statusCode, topic).toBe(201);
    }
    const response = await send({ ...validMessage(), topic: "spam" });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^topic: Invalid option: expected one of "sales"/);
  });

  it("refuses an invalid address, a company over 160 characters and a message under 20", async () => {
    const response = await send({
      ...validMessage(),
      email: "ada@",
      company: "c".repeat(161),
      message: "Too short.",
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      "email: Invalid email address; " +
        "company: Too big: expected string to have <=160 characters; " +
        "message: Too small: expected string to have >=20 characters",
    );
  });

  it("queues one e-mail per operator, each in the operator's language", async () => {
    await app.db.orm.insert(users).values({
      username: "jonas-operator",
      email: "jonas.operator@example.com",
      passwordHash: "not-used",
      role: "operator",
      firstName: "Jonas",
      locale: "de",
    });
    const response = await send({ ...validMessage(), name: "Grace Hopper", topic: "billing" });
    expect(response.statusCode).toBe(201);

    const latest = async (to: string) =>
      (await outboxFor(app, to)).find((m) => m.subject.endsWith("Grace Hopper"));
    const english = await latest("operator@fleetward.local");
    const german = await latest("jonas.operator@example.com");
    expect(english?.subject).toBe("Contact form: billing — Grace Hopper");
    expect(english?.template).toBe("contact-message");
    expect(english?.text).toContain(validMessage().message);
    expect(german?.subject).toBe("Kontaktformular: Abrechnung — Grace Hopper");
    // Customers are not operators: nobody else is told.
    const recipients = (await app.db.orm.select().from(users)).filter((u) => u.role !== "operator");
    for (const customer of recipients) expect(await outboxFor(app, customer.email)).toEqual([]);
  });

  it("accepts a filled-in honeypot like a real message, but stores and sends nothing", async () => {
    const messages = await rowCount(app, contactMessages);
    const mails = (await outboxFor(app, "operator@fleetward.local")).length;
    const response = await send({ ...validMessage(), website: "https://spam.example" });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      received: true,
    });
    expect(await rowCount(app, contactMessages)).toBe(messages);
    expect(await outboxFor(app, "operator@fleetward.local")).toHaveLength(mails);
  });

  formEndpointCases(
    {
      url: "/api/contact/messages",
      table: contactMessages,
      valid: validMessage,
      line: { field: "name", max: 120 },
      text: { field: "message", max: 5000 },
    },
    () => app,
  );
});
