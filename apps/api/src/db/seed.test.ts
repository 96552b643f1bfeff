import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "../modules/account/auth/password.ts";
import { testDatabases } from "../test-support/databases.ts";
import type { Database } from "./client.ts";
import { users } from "./schema.ts";
import { defaultOperatorEmail, seedDatabase } from "./seed.ts";

function recordingLogger() {
  const messages: string[] = [];
  const record = (message: string) => void messages.push(message);
  return { messages, info: record, warn: record };
}

describe.each(testDatabases)("seeding on $name", (testDatabase) => {
  let database: Database;
  beforeEach(async () => {
    database = await testDatabase.open();
    await database.migrate();
  });
  afterEach(() => database.close());

  const operators = () => database.orm.select().from(users).where(eq(users.role, "operator"));

  it("creates one operator and prints the generated password only the first time", async () => {
    const first = recordingLogger();
    const second = recordingLogger();
    await seedDatabase(
      database.orm,
      { operatorEmail: undefined, operatorPassword: undefined },
      first,
    );
    await seedDatabase(
      database.orm,
      { operatorEmail: undefined, operatorPassword: undefined },
      second,
    );

    const rows = await operators();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe(defaultOperatorEmail);

    const announcement = first.messages.find((message) =>
      message.startsWith("Operator account created"),
    );
    const password = /sign in with operator@fleetward\.local \/ (\S+), then set up two-step/.exec(
      announcement ?? "",
    )?.[1];
    expect(password).toBeDefined();
    expect(await verifyPassword(password ?? "", rows[0]?.passwordHash ?? "")).toBe(true);
    expect(first.messages.join("\n")).not.toContain(rows[0]?.passwordHash);
    expect(second.messages.join("\n")).not.toContain(password);
  });

  it("uses OPERATOR_EMAIL and OPERATOR_PASSWORD without ever logging the password", async () => {
    const log = recordingLogger();
    const settings = { operatorEmail: "Ops@Acme.example", operatorPassword: "a-long-operator-pw" };
    await seedDatabase(database.orm, settings, log);
    await seedDatabase(database.orm, settings, log);

    const rows = await operators();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ops@acme.example", username: "ops", role: "operator" });
    expect(await verifyPassword("a-long-operator-pw", rows[0]?.passwordHash ?? "")).toBe(true);
    expect(log.messages.join("\n")).not.toContain("a-long-operator-pw");
  });

  it("never changes an existing operator's password", async () => {
    const settings = { operatorEmail: undefined, operatorPassword: "first-password" };
    await seedDatabase(database.orm, settings, recordingLogger());
    await seedDatabase(
      database.orm,
      { ...settings, operatorPassword: "second-password" },
      recordingLogger(),
    );

    const [row] = await operators();
    expect(await verifyPassword("first-password", row?.passwordHash ?? "")).toBe(true);
  });

  it("can apply the migrations again without error", async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
