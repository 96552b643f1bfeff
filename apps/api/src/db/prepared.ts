import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";
import { sql } from "drizzle-orm";

/*
 * Prepared statements for the embedded database's reads whose plan does not depend on their
 * values (ADR 0052). PGlite's `query()` parses and plans every statement afresh (an unnamed
 * statement), and on the embedded engine planning can be most of a read's cost: the
 * dashboard's newest events join four tables, one of them the register with 29 indexes, and
 * took 13 ms to plan for 0.6 ms of execution. A read that says so with `planOnce` among its
 * conditions is prepared once under a name on PGlite's one session and runs its generic plan
 * (`plan_cache_mode = force_generic_plan`, set around it): planned once per session.
 *
 * Every other read is planned for its values, as before. Letting PostgreSQL's plan cache pick
 * generic plans on its own was measured and rejected: the register's expected check-in sort,
 * 5,000 rows deep, went from 169 to 4,818 ms (p95) on the generic plan it chose.
 *
 * Only reads outside a transaction come here (db/client.ts); the last `keep` texts stay
 * prepared, older ones are closed.
 */

const plannedOnce = "/* fleetward: plan once */";
/** A condition that is always true and marks its read as planned once (generic plan). */
export const planOnce = sql.raw(`true ${plannedOnce}`);

const reads = /^\s*(select|with)\b/i;

/** "cached plan must not change result type": the table changed under a kept statement. */
const resultTypeChanged = (error: unknown) =>
  (error as { code?: string }).code === "0A000" &&
  String((error as Error).message).includes("cached plan must not change result type");

type Prepared = { name: string; paramTypes: number[] };

/** One protocol message, without the flush to disk a statement's Sync does. */
const send = (client: PGlite, message: Uint8Array) =>
  client.execProtocol(message, { syncToFs: false });

/** Parses `text` as the statement `name` and learns its parameters' types. */
async function prepare(client: PGlite, name: string, text: string): Promise<Prepared> {
  try {
    await send(client, protocol.serialize.parse({ name, text }));
    const described = await send(client, protocol.serialize.describe({ type: "S", name }));
    return { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
  } finally {
    await send(client, protocol.serialize.sync());
  }
}

async function close(client: PGlite, statement: Prepared) {
  await send(client, protocol.serialize.close({ type: "S", name: statement.name }));
  await send(client, protocol.serialize.sync());
}

/** Binds the values as PGlite's `query()` would serialize them, runs, and parses the rows. */
async function execute<T>(
  client: PGlite,
  statement: Prepared,
  params: unknown[],
  options?: QueryOptions,
) {
  const { serialize } = protocol;
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = statement.paramTypes[index]!;
    const serializer = options?.serializers?.[type] ?? client.serializers[type];
    return serializer ? serializer(value) : String(value as string);
  });
  const messages = [];
  try {
    for (const message of [
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
    ]) {
      messages.push(...(await send(client, message)).messages);
    }
  } finally {
    messages.push(...(await client.execProtocol(serialize.sync())).messages);
  }
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}

/** The session's prepared statements, by text: the last `keep` used stay, older are closed. */
class Statements {
  readonly #byText = new Map<string, Prepared>();
  #serial = 0;
  readonly #client: PGlite;
  readonly #keep: number;
  constructor(client: PGlite, keep: number) {
    this.#client = client;
    this.#keep = keep;
  }

  async of(text: string) {
    const known = this.#byText.get(text);
    if (known) {
      this.#byText.delete(text);
      this.#byText.set(text, known);
      return known;
    }
    const statement = await prepare(this.#client, `fleetward_${++this.#serial}`, text);
    this.#byText.set(text, statement);
    const [oldest] = this.#byText;
    if (this.#byText.size > this.#keep && oldest) {
      this.#byText.delete(oldest[0]);
      await close(this.#client, oldest[1]);
    }
    return statement;
  }

  async forget(text: string) {
    const statement = this.#byText.get(text);
    this.#byText.delete(text);
    if (statement) await close(this.#client, statement);
  }
}

/** Runs `text` as its prepared statement, prepared again if a migration changed its rows. */
async function executePrepared<T>(
  client: PGlite,
  statements: Statements,
  text: string,
  params: unknown[],
  options?: QueryOptions,
) {
  const setting = (value: string) =>
    send(client, protocol.serialize.query(`set plan_cache_mode = ${value}`));
  await setting("force_generic_plan");
  try {
    return await execute<T>(client, await statements.of(text), params, options);
  } catch (error) {
    if (!resultTypeChanged(error)) throw error;
    await statements.forget(text);
    return await execute<T>(client, await statements.of(text), params, options);
  } finally {
    await setting("default");
  }
}

export function preparedReads(client: PGlite, keep = 400) {
  const statements = new Statements(client, keep);
  return {
    /** As `client.query`; a read marked `planOnce` runs as its prepared statement. */
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      if (!reads.test(text) || !text.includes(plannedOnce)) {
        return client.query<T>(text, params, options);
      }
      return client.runExclusive(() =>
        executePrepared<T>(client, statements, text, params, options),
      );
    },
  };
}
