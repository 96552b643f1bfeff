import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { movableClock, rowCount } from "../../../test-support/accounts.ts";
import { nextClientAddress } from "../../../test-support/form-endpoint-cases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { cookieConsents } from "./schema.ts";

describe.each(testDatabases)("POST /api/consents on $name", (database) => {
  let app: FastifyInstance;
  const clock = movableClock();
  beforeAll(async () => {
    app = await createTestApp(database, { clock: clock.clock });
  });
  afterAll(() => app.close());

  const record = (payload: unknown, remoteAddress = nextClientAddress()) =>
    app.inject({ method: "POST", url: "/api/consents", payload: payload as object, remoteAddress });

  it("records the choice with the policy version and the time, and nothing about the client", async () => {
    const subject = randomUUID();
    const response = await record({
      subject_id: subject,
      choice: "essential",
      policy_version: "2026-01",
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ recorded: true });
    const rows = await app.db.orm
      .select()
      .from(cookieConsents)
      .where(eq(cookieConsents.subjectId, subject));
    expect(rows).toEqual([
      {
        id: expect.any(String),
        subjectId: subject,
        choice: "essential",
        policyVersion: "2026-01",
        createdAt: clock.clock(),
      },
    ]);
  });

  it("keeps every change of mind as its own row", async () => {
    const subject = randomUUID();
    await record({ subject_id: subject, choice: "essential", policy_version: "2026-01" });
    await record({ subject_id: subject, choice: "all", policy_version: "2026-01" });
    const rows = await app.db.orm
      .select({ choice: cookieConsents.choice })
      .from(cookieConsents)
      .where(eq(cookieConsents.subjectId, subject));
    expect(rows.map((row) => row.choice).sort()).toEqual(["all", "essential"]);
  });

  it("refuses a bad choice, id or version with 422 naming the field, and stores nothing", async () => {
    const before = await rowCount(app, cookieConsents);
    const badChoice = await record({
      subject_id: randomUUID(),
      choice: "some",
      policy_version: "1",
    });
    const badId = await record({ subject_id: "me", choice: "all", policy_version: "1" });
    const badVersion = await record({
      subject_id: randomUUID(),
      choice: "all",
      policy_version: "<b>",
    });
    const extra = await record({
      subject_id: randomUUID(),
      choice: "all",
      policy_version: "1",
      ip: "203.0.113.9",
    });

    expect(badChoice.statusCode).toBe(422);
    expect(badChoice.json().detail).toMatch(/^choice: /);
    expect(badId.json().detail).toMatch(/^subject_id: /);
    expect(badVersion.json().detail).toMatch(/^policy_version: /);
    expect(extra.statusCode).toBe(422);
    expect(await rowCount(app, cookieConsents)).toBe(before);
  });

  it("limits each client to 10 records a minute", async () => {
    const client = nextClientAddress();
    for (let i = 0; i < 10; i++) {
      const ok = await record(
        { subject_id: randomUUID(), choice: "all", policy_version: "1" },
        client,
      );
      expect(ok.statusCode).toBe(201);
    }
    const limited = await record(
      { subject_id: randomUUID(), choice: "all", policy_version: "1" },
      client,
    );
    expect(limited.statusCode).toBe(429);
  });
});
