import { asc, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { outbox } from "../db/schema.ts";
import type { Clock, Sleep } from "../lib/clock.ts";

/** A clock that stands still until a test moves it. */
export function movableClock(start = new Date("2026-03-02T09:00:00.000Z")) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Records the delays the app asks for instead of waiting them out. */
export function recordingSleep() {
  const delays: number[] = [];
  const sleep: Sleep = async (ms) => {
    delays.push(ms);
  };
  return { sleep, delays };
}

let serial = 0;
/** A fresh, valid sign-up; the password is not on any common list. */
export function newAccount(prefix = "user") {
  const n = `${Date.now().toString(36)}${(++serial).toString(36)}`;
  return {
    username: `${prefix}_${n}`,
    email: `${prefix}.${n}@example.com`,
    password: `Tangerine-Viaduct-${n}`,
    accept_terms: true,
  };
}

/** IPv6 documentation addresses in distinct /64s, so per-address limits stay apart. */
export function clientAddressSeries(block: number) {
  let next = 0;
  return () => `2001:db8:${block.toString(16)}:${(++next).toString(16)}::1`;
}

export async function rowCount(app: FastifyInstance, table: PgTable) {
  const [row] = await app.db.orm.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export async function outboxFor(app: FastifyInstance, recipient: string) {
  return app.db.orm
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(asc(outbox.createdAt), asc(outbox.subject));
}

/** The value of `name` in the query of the link of the newest e-mail to `recipient`. */
export async function tokenFromLatestMail(
  app: FastifyInstance,
  recipient: string,
  name: "confirm" | "token",
): Promise<string> {
  const messages = await outboxFor(app, recipient);
  for (const message of messages.reverse()) {
    const value = message.link ? new URL(message.link).searchParams.get(name) : null;
    if (value) return value;
  }
  throw new Error(`no e-mail to ${recipient} carries a ${name} link`);
}

/** Polls until `check` returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
